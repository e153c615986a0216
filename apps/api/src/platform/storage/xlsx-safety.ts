import { inflateCounting, readZipDirectory, storedData, type ZipEntry } from './zip-directory';

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

function spreadsheetEntries(zip: Buffer, limits: ZipLimits): ZipEntry[] | ZipProblem {
  const entries = readZipDirectory(zip);
  if (entries === 'notAZip') return 'notASpreadsheet';
  if (entries === 'tooLarge' || entries.length > limits.maxEntries) return 'tooLarge';
  let declared = 0;
  for (const entry of entries) {
    declared += entry.unpackedSize;
    if (declared > limits.maxUnpackedBytes) return 'tooLarge';
  }
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) return 'notASpreadsheet';
  return entries;
}

export async function inspectSpreadsheet(zip: Buffer, limits: ZipLimits): Promise<ZipProblem | null> {
  const entries = spreadsheetEntries(zip, limits);
  if (typeof entries === 'string') return entries;
  let total = 0;
  for (const entry of entries) {
    const data = storedData(zip, entry);
    if (!data) return 'notASpreadsheet';
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
