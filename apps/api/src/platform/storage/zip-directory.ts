import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

/**
 * The central directory of a zip archive held in memory (a spreadsheet is one). Reading parts
 * through it, rather than walking the archive front to back, reaches each part by name in the
 * order the reader needs, whatever order the writer stored them in.
 */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated: the only methods spreadsheets use. */
  method: number;
  compressedSize: number;
  unpackedSize: number;
  localHeaderOffset: number;
}

export type ZipDirectoryProblem = 'notAZip' | 'tooLarge';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/**
 * The archive's entries, or why it cannot be read: not a zip, encrypted, an unknown method,
 * or zip64 (which no spreadsheet within our upload limits needs).
 */
export function readZipDirectory(zip: Buffer): ZipEntry[] | ZipDirectoryProblem {
  if (zip.length < 22 || zip.readUInt32LE(0) !== LOCAL_HEADER) return 'notAZip';
  // The end record sits in the last 22 bytes plus a comment of up to 65535.
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) return 'notAZip';
  const count = zip.readUInt16LE(end + 10);
  const offset = zip.readUInt32LE(end + 16);
  if (count === 0xffff || offset === 0xffffffff) return 'tooLarge';
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) return 'notAZip';
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const unpackedSize = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localHeaderOffset = zip.readUInt32LE(at + 42);
    if (flags & 0x1) return 'notAZip';
    if (method !== 0 && method !== 8) return 'notAZip';
    if (unpackedSize === 0xffffffff || compressedSize === 0xffffffff) return 'tooLarge';
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    entries.push({ name, method, compressedSize, unpackedSize, localHeaderOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The entry's bytes as stored (still compressed), or null when the archive is cut short. */
export function storedData(zip: Buffer, entry: ZipEntry): Buffer | null {
  const at = entry.localHeaderOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) return null;
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  return data.length === entry.compressedSize ? data : null;
}

/** The entry's unpacked content as a stream; it fails when the archive is cut short. */
export function openZipEntry(zip: Buffer, entry: ZipEntry): Readable {
  const data = storedData(zip, entry);
  if (!data) throw new Error(`zip entry ${entry.name} is cut short`);
  const source = Readable.from([data]);
  return entry.method === 0 ? source : source.pipe(createInflateRaw());
}

/**
 * Inflates a deflated entry only to count what really comes out, stopping at `cap`: a zip bomb
 * that lies about its sizes is caught without being held in memory. `onChunk` sees each piece on
 * its way (a caller looking at the content) and nothing is kept.
 */
export function inflateCounting(
  data: Buffer,
  cap: number,
  onChunk?: (chunk: Buffer) => void,
): Promise<number | 'tooLarge' | 'corrupt'> {
  return new Promise((resolve) => {
    const inflate = createInflateRaw();
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > cap) {
        inflate.destroy();
        resolve('tooLarge');
        return;
      }
      onChunk?.(chunk);
    });
    inflate.on('error', () => resolve('corrupt'));
    inflate.on('end', () => resolve(total));
    inflate.end(data);
  });
}
