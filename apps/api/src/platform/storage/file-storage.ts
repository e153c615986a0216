import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where files live (uploads, results, error sheets): a local folder by default; an
 * S3-compatible store implements the same four calls. Keys are relative paths made by the
 * server, never by users.
 */
export interface FileStorage {
  save(key: string, content: Buffer | Readable): Promise<void>;
  open(key: string): Promise<Readable>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

export function localFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async save(key, content) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
      await pipeline(source, createWriteStream(target, { mode: 0o600 }));
    },
    async open(key) {
      const target = pathOf(key);
      await stat(target);
      return createReadStream(target);
    },
    async read(key) {
      const chunks: Buffer[] = [];
      for await (const chunk of await this.open(key)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
