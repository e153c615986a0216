import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where files live (uploads, results, error sheets): a local folder by default, or an
 * S3-compatible bucket that every API and worker process shares (`openFileStorage`). Contents
 * stream both ways; neither side holds a whole file. Keys are relative paths made by the
 * server, never by users.
 */
export interface FileStorage {
  /** Stores the content under the key, replacing any file there; readers see all of it or none. */
  save(key: string, content: Buffer | Readable): Promise<void>;
  /** The file as a stream; `StoredFileMissingError` when there is none. */
  open(key: string): Promise<Readable>;
  /** The file's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Removes the file; a file that is not there is no error. */
  remove(key: string): Promise<void>;
}

/** The key names no stored file (never written, or removed). */
export class StoredFileMissingError extends Error {
  constructor(readonly key: string) {
    super(`no stored file ${key}`);
    this.name = 'StoredFileMissingError';
  }
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

/** Refuses keys that could leave the storage's root or mean different files on each backend. */
export function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//') || key.endsWith('/'))
    throw new Error(`unsafe storage key: ${key}`);
  return key;
}

export function asStream(content: Buffer | Readable): Readable {
  return Buffer.isBuffer(content) ? Readable.from([content]) : content;
}

/**
 * The whole file in memory, for the readers that need to reach any part of it (a spreadsheet
 * is a zip read through its central directory); only for files whose size was capped when they
 * were received.
 */
export async function readWhole(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.open(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

export function localFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => path.join(root, checkedKey(key));
  return {
    async save(key, content) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside the target and renamed over it, so no reader sees half a file.
      const partial = `${target}.${randomUUID()}.partial`;
      try {
        await pipeline(asStream(content), createWriteStream(partial, { mode: 0o600 }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async open(key) {
      try {
        // The stream reads the handle opened here, so a removal after this point cannot fail it.
        return (await open(pathOf(key), 'r')).createReadStream();
      } catch (error) {
        if (isMissing(error)) throw new StoredFileMissingError(key);
        throw error;
      }
    },
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
