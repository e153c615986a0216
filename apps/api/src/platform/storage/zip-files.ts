import { inflateCounting, readZipDirectory, storedData, type ZipEntry } from './zip-directory';

/**
 * A ZIP of documents sent by a user (evidence). Before any of its files is kept, every entry
 * is really inflated while counting bytes, so a bomb that lies about its sizes stops at the
 * limit; only the first bytes of each file (to tell its real type) and whether it holds some
 * markers are kept, never the file itself.
 */
export interface ZipFileLimits {
  maxFiles: number;
  maxFileBytes: number;
  maxUnpackedBytes: number;
}

export interface InspectedZipFile {
  entry: ZipEntry;
  /** Bytes that really came out. */
  size: number;
  /** The first 16 bytes: enough for every magic number this product checks. */
  head: Buffer;
  /** The markers (ASCII strings) met in the content. */
  markers: Set<string>;
  problem: 'tooLarge' | 'corrupt' | null;
}

export type ZipFilesProblem = 'notAZip' | 'tooManyFiles' | 'tooLarge';

const HEAD_BYTES = 16;

/** Looks for ASCII markers across chunk boundaries without keeping the content. */
function markerWatcher(markers: readonly string[]) {
  const found = new Set<string>();
  const longest = Math.max(0, ...markers.map((marker) => marker.length));
  let tail = '';
  return {
    found,
    see(chunk: Buffer) {
      if (markers.length === 0) return;
      const text = tail + chunk.toString('latin1');
      for (const marker of markers) if (text.includes(marker)) found.add(marker);
      tail = text.slice(Math.max(0, text.length - longest + 1));
    },
  };
}

async function inspectEntry(
  zip: Buffer,
  entry: ZipEntry,
  cap: number,
  markers: readonly string[],
): Promise<InspectedZipFile> {
  const data = storedData(zip, entry);
  if (!data) return { entry, size: 0, head: Buffer.alloc(0), markers: new Set(), problem: 'corrupt' };
  const watcher = markerWatcher(markers);
  let head = Buffer.alloc(0);
  const see = (chunk: Buffer) => {
    if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
    watcher.see(chunk);
  };
  let size: number | 'tooLarge' | 'corrupt';
  if (entry.method === 0) {
    size = data.length > cap ? 'tooLarge' : data.length;
    if (typeof size === 'number') see(data);
  } else {
    size = await inflateCounting(data, cap, see);
  }
  if (typeof size === 'string') return { entry, size: 0, head, markers: watcher.found, problem: size };
  // A size above the declared one means the directory lied: the archive is not to be trusted.
  const problem = size > entry.unpackedSize ? 'corrupt' : null;
  return { entry, size, head, markers: watcher.found, problem };
}

/**
 * Every file of the archive (folders skipped) with its real size and first bytes, or why the
 * archive as a whole is refused.
 */
export async function inspectZipFiles(
  zip: Buffer,
  limits: ZipFileLimits,
  markers: readonly string[] = [],
): Promise<InspectedZipFile[] | ZipFilesProblem> {
  const entries = readZipDirectory(zip);
  if (typeof entries === 'string') return entries;
  const files = entries.filter((entry) => !entry.name.endsWith('/'));
  if (files.length > limits.maxFiles) return 'tooManyFiles';
  const inspected: InspectedZipFile[] = [];
  let total = 0;
  for (const entry of files) {
    const cap = Math.min(limits.maxFileBytes, limits.maxUnpackedBytes - total);
    const file = await inspectEntry(zip, entry, cap, markers);
    // A file that alone passes its own cap but not what is left of the archive's is a bomb.
    if (file.problem === 'tooLarge' && cap < limits.maxFileBytes) return 'tooLarge';
    total += file.size;
    inspected.push(file);
  }
  return inspected;
}
