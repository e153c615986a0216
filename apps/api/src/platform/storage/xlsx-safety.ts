import { createInflateRaw } from 'node:zlib';

/**
 * A spreadsheet (.xlsx) is a zip archive. Before any reader opens one, its central directory
 * is checked (entry count, declared unpacked sizes, methods, no encryption, the workbook parts
 * present), then every entry is really inflated while counting bytes, so a zip bomb that lies
 * about its sizes is stopped at the limit without being held in memory.
 */
export interface ZipLimits {
  maxEntries: number;
  maxUnpackedBytes: number;
}

export type ZipProblem = 'notASpreadsheet' | 'tooLarge';

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  unpackedSize: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function centralDirectory(zip: Buffer, limits: ZipLimits): Entry[] | ZipProblem {
  if (zip.length < 22 || zip.readUInt32LE(0) !== LOCAL) return 'notASpreadsheet';
  // The end record sits in the last 22 bytes plus a comment of up to 65535.
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) return 'notASpreadsheet';
  const count = zip.readUInt16LE(end + 10);
  const offset = zip.readUInt32LE(end + 16);
  if (count === 0xffff || offset === 0xffffffff) return 'tooLarge';
  if (count > limits.maxEntries) return 'tooLarge';
  const entries: Entry[] = [];
  let at = offset;
  let declared = 0;
  for (let index = 0; index < count; index++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) return 'notASpreadsheet';
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const unpackedSize = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localHeaderOffset = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (flags & 0x1) return 'notASpreadsheet';
    if (method !== 0 && method !== 8) return 'notASpreadsheet';
    if (unpackedSize === 0xffffffff || compressedSize === 0xffffffff) return 'tooLarge';
    declared += unpackedSize;
    if (declared > limits.maxUnpackedBytes) return 'tooLarge';
    entries.push({ name, method, compressedSize, unpackedSize, localHeaderOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) return 'notASpreadsheet';
  return entries;
}

function inflateCounting(data: Buffer, cap: number): Promise<number | 'tooLarge' | 'corrupt'> {
  return new Promise((resolve) => {
    const inflate = createInflateRaw();
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > cap) {
        inflate.destroy();
        resolve('tooLarge');
      }
    });
    inflate.on('error', () => resolve('corrupt'));
    inflate.on('end', () => resolve(total));
    inflate.end(data);
  });
}

export async function inspectSpreadsheet(zip: Buffer, limits: ZipLimits): Promise<ZipProblem | null> {
  const entries = centralDirectory(zip, limits);
  if (typeof entries === 'string') return entries;
  let total = 0;
  for (const entry of entries) {
    const at = entry.localHeaderOffset;
    if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) return 'notASpreadsheet';
    const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
    const data = zip.subarray(start, start + entry.compressedSize);
    if (data.length !== entry.compressedSize) return 'notASpreadsheet';
    // Never trust the declared size: count what really comes out, up to what is left of the cap.
    const remaining = limits.maxUnpackedBytes - total;
    const size = entry.method === 0 ? data.length : await inflateCounting(data, remaining);
    if (size === 'tooLarge') return 'tooLarge';
    if (size === 'corrupt' || size > entry.unpackedSize) return 'notASpreadsheet';
    total += size;
    if (total > limits.maxUnpackedBytes) return 'tooLarge';
  }
  return null;
}
