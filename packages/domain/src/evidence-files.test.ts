import { describe, expect, it } from 'vitest';
import { evidenceKindOfContent, evidenceNameProblem, parseEvidenceName } from './evidence-files';

const scope = { agreementId: 42, months: ['2026-01', '2026-02', '2026-03'] };

describe('evidence file names (agreementId_month_year_sequence)', () => {
  it('reads the parts of a well-formed name, the extension in any case', () => {
    expect(parseEvidenceName('42_03_2026_1.PDF')).toEqual({
      agreementId: 42,
      month: 3,
      year: 2026,
      sequence: 1,
      extension: 'pdf',
    });
    expect(parseEvidenceName('42_3_2026_12.jpeg')?.month).toBe(3);
  });

  it('refuses names that do not follow the pattern', () => {
    for (const name of [
      '42_13_2026_1.pdf',
      '42_00_2026_1.pdf',
      '42_03_26_1.pdf',
      '42_03_2026.pdf',
      'foto.jpg',
    ]) {
      expect(parseEvidenceName(name)).toBeNull();
    }
    expect(parseEvidenceName('42_03_2026_0.pdf')).toBeNull();
  });

  it('judges a name against the ascertainment it is sent to', () => {
    expect(evidenceNameProblem('42_02_2026_1.pdf', scope)).toBeNull();
    expect(evidenceNameProblem('43_02_2026_1.pdf', scope)).toBe('otherAgreement');
    expect(evidenceNameProblem('42_04_2026_1.pdf', scope)).toBe('outsidePeriod');
    expect(evidenceNameProblem('42_02_2026_1.exe', scope)).toBe('notAllowedType');
    expect(evidenceNameProblem('relatorio.pdf', scope)).toBe('badName');
  });

  it('refuses a file inside a folder or a path that climbs out', () => {
    expect(evidenceNameProblem('../42_02_2026_1.pdf', scope)).toBe('inFolder');
    expect(evidenceNameProblem('fotos/42_02_2026_1.jpg', scope)).toBe('inFolder');
    expect(evidenceNameProblem('fotos\\42_02_2026_1.jpg', scope)).toBe('inFolder');
  });
});

describe('what a file is by its first bytes', () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);
  it('knows PDF, JPEG, the old PowerPoint and a .pptx package', () => {
    expect(evidenceKindOfContent(bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31), false)).toBe('pdf');
    expect(evidenceKindOfContent(bytes(0xff, 0xd8, 0xff, 0xe0), false)).toBe('jpg');
    expect(evidenceKindOfContent(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), false)).toBe('ppt');
    expect(evidenceKindOfContent(bytes(0x50, 0x4b, 0x03, 0x04), true)).toBe('pptx');
  });

  it('refuses an executable, a bare zip and an empty file', () => {
    expect(evidenceKindOfContent(bytes(0x4d, 0x5a, 0x90, 0x00), false)).toBeNull();
    expect(evidenceKindOfContent(bytes(0x50, 0x4b, 0x03, 0x04), false)).toBeNull();
    expect(evidenceKindOfContent(bytes(), false)).toBeNull();
  });
});
