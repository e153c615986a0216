import { describe, expect, it } from 'vitest';
import { inspectZipFiles } from '../src/platform/storage/zip-files';
import { zipOf } from './support/zip-of';

const limits = { maxFiles: 5, maxFileBytes: 64 * 1024, maxUnpackedBytes: 100 * 1024 };
const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');

describe('the files of a ZIP sent by a user', () => {
  it('lists each file with its real size, its first bytes and the markers it holds', async () => {
    const files = await inspectZipFiles(
      zipOf([
        { name: '42_03_2026_1.pdf', content: pdf },
        { name: 'pasta/', content: Buffer.alloc(0) },
        { name: 'deck.pptx', content: Buffer.from('PK\u0003\u0004....ppt/presentation.xml....') },
      ]),
      limits,
      ['ppt/presentation.xml'],
    );
    expect(Array.isArray(files)).toBe(true);
    if (!Array.isArray(files)) return;
    expect(files.map((file) => file.entry.name)).toEqual(['42_03_2026_1.pdf', 'deck.pptx']);
    expect(files[0]?.size).toBe(pdf.length);
    expect(files[0]?.head.subarray(0, 5).toString()).toBe('%PDF-');
    expect(files[0]?.markers.size).toBe(0);
    expect(files[1]?.markers.has('ppt/presentation.xml')).toBe(true);
  });

  it('finds a marker split across the inflater’s chunks', async () => {
    const content = Buffer.concat([Buffer.alloc(70_000, 'a'), Buffer.from('ppt/presentation.xml')]);
    const files = await inspectZipFiles(
      zipOf([{ name: 'big.pptx', content }]),
      {
        ...limits,
        maxFileBytes: 100 * 1024,
      },
      ['ppt/presentation.xml'],
    );
    expect(Array.isArray(files) && files[0]?.markers.has('ppt/presentation.xml')).toBe(true);
  });

  it('stops a bomb that lies about its size without inflating it whole', async () => {
    const bomb = zipOf([
      { name: '42_03_2026_1.pdf', content: Buffer.alloc(50 * 1024 * 1024), declaredSize: 10 },
    ]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const files = await inspectZipFiles(bomb, limits);
    expect(Array.isArray(files) && files[0]?.problem).toBe('tooLarge');
  });

  it('refuses the archive when its files together pass the unpacked limit', async () => {
    const part = Buffer.alloc(60 * 1024, 'x');
    const files = await inspectZipFiles(
      zipOf([
        { name: 'a.pdf', content: part },
        { name: 'b.pdf', content: part },
      ]),
      limits,
    );
    expect(files).toBe('tooLarge');
  });

  it('marks a file that inflates to more than its directory declared as corrupt', async () => {
    const files = await inspectZipFiles(zipOf([{ name: 'a.pdf', content: pdf, declaredSize: 4 }]), limits);
    expect(Array.isArray(files) && files[0]?.problem).toBe('corrupt');
  });

  it('refuses too many files and what is not a ZIP', async () => {
    const many = zipOf(Array.from({ length: 6 }, (_, index) => ({ name: `${index}.pdf`, content: pdf })));
    expect(await inspectZipFiles(many, limits)).toBe('tooManyFiles');
    expect(await inspectZipFiles(pdf, limits)).toBe('notAZip');
  });
});
