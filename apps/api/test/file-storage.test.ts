import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config';
import { type FileStorage, readWhole, StoredFileMissingError } from '../src/platform/storage/file-storage';
import { openFileStorage } from '../src/platform/storage/open-file-storage';
import { startTestS3 } from './support/s3-server';

/** A backend as the product opens it from its settings, and how to end it. */
interface Backend {
  storage: FileStorage;
  /** A second process's storage on the same settings (another machine, for S3). */
  other: () => FileStorage;
  /** The same backend under another root or prefix: what it stores must not show there. */
  elsewhere: () => FileStorage;
  close(): Promise<void>;
}

async function localBackend(): Promise<Backend> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'trade-terms-files-'));
  const config = loadConfig({ DATA_DIR: dir });
  return {
    storage: openFileStorage(config),
    other: () => openFileStorage(config),
    elsewhere: () => openFileStorage(loadConfig({ DATA_DIR: path.join(dir, 'elsewhere') })),
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

async function s3Backend(): Promise<Backend> {
  const s3 = await startTestS3();
  const config = loadConfig(s3.env);
  return {
    storage: openFileStorage(config),
    other: () => openFileStorage(loadConfig(s3.env)),
    elsewhere: () => openFileStorage(loadConfig({ ...s3.env, STORAGE_URL: 's3://trade-terms-test/other' })),
    close: () => s3.close(),
  };
}

/** `size` bytes that differ from chunk to chunk, handed out 64 KiB at a time. */
function generated(size: number): { stream: () => Readable; sha256: string } {
  const chunk = (index: number) => Buffer.alloc(Math.min(65_536, size - index * 65_536), index % 251);
  const count = Math.ceil(size / 65_536);
  const hash = createHash('sha256');
  for (let index = 0; index < count; index++) hash.update(chunk(index));
  return {
    stream: () =>
      Readable.from(
        (function* () {
          for (let index = 0; index < count; index++) yield chunk(index);
        })(),
      ),
    sha256: hash.digest('hex'),
  };
}

async function sha256Of(stream: Readable): Promise<{ sha256: string; chunks: number }> {
  const hash = createHash('sha256');
  let chunks = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    chunks++;
  }
  return { sha256: hash.digest('hex'), chunks };
}

function failingAfter(bytes: Buffer): Readable {
  return Readable.from(
    (function* () {
      yield bytes;
      throw new Error('the source broke');
    })(),
  );
}

describe.each([
  ['the local folder', localBackend],
  ['an S3-compatible bucket', s3Backend],
])('file storage in %s', (_name, open) => {
  let backend: Backend;
  let storage: FileStorage;
  beforeAll(async () => {
    backend = await open();
    storage = backend.storage;
  });
  afterAll(() => backend?.close());

  it('stores a stream and gives it back as a stream, byte for byte, with its size', async () => {
    // Larger than two S3 upload parts, so the bucket receives it as a multipart upload.
    const file = generated(11 * 1024 * 1024 + 17);
    await storage.save('jobs/large/result.xlsx', file.stream());
    expect(await storage.size('jobs/large/result.xlsx')).toBe(11 * 1024 * 1024 + 17);
    const read = await sha256Of(await storage.open('jobs/large/result.xlsx'));
    expect(read.sha256).toBe(file.sha256);
    // It arrives in many chunks, not as one buffer.
    expect(read.chunks).toBeGreaterThan(1);
  });

  it('stores a buffer, replaces a file saved again, and shows it to another process', async () => {
    await storage.save('uploads/a.xlsx', Buffer.from('first'));
    await storage.save('uploads/a.xlsx', Readable.from([Buffer.from('sec'), Buffer.from('ond')]));
    expect((await readWhole(backend.other(), 'uploads/a.xlsx')).toString()).toBe('second');
    expect(await backend.other().size('uploads/a.xlsx')).toBe(6);
    expect(await backend.elsewhere().size('uploads/a.xlsx')).toBeNull();
  });

  it('stores an empty file', async () => {
    await storage.save('jobs/empty/erros.xlsx', Buffer.alloc(0));
    expect(await storage.size('jobs/empty/erros.xlsx')).toBe(0);
    expect(await readWhole(storage, 'jobs/empty/erros.xlsx')).toHaveLength(0);
  });

  it('tells a missing file apart: opening it fails as missing, its size is null', async () => {
    await expect(storage.open('uploads/never.xlsx')).rejects.toBeInstanceOf(StoredFileMissingError);
    expect(await storage.size('uploads/never.xlsx')).toBeNull();
  });

  it('removes a file, and removing a missing one is no error', async () => {
    await storage.save('uploads/gone.xlsx', Buffer.from('x'));
    await storage.remove('uploads/gone.xlsx');
    expect(await storage.size('uploads/gone.xlsx')).toBeNull();
    await expect(storage.open('uploads/gone.xlsx')).rejects.toBeInstanceOf(StoredFileMissingError);
    await storage.remove('uploads/gone.xlsx');
  });

  it('keeps what was there when a save fails halfway, and leaves nothing when nothing was', async () => {
    await storage.save('uploads/kept.xlsx', Buffer.from('kept'));
    await expect(storage.save('uploads/kept.xlsx', failingAfter(Buffer.from('half')))).rejects.toThrow(
      'the source broke',
    );
    expect((await readWhole(storage, 'uploads/kept.xlsx')).toString()).toBe('kept');

    // Past one S3 part: the multipart upload is abandoned (s3rver refuses the abort call itself,
    // and that refusal is what the save reports there; the object is never completed either way).
    await expect(
      storage.save('uploads/broken.xlsx', failingAfter(Buffer.alloc(6 * 1024 * 1024))),
    ).rejects.toThrow();
    expect(await storage.size('uploads/broken.xlsx')).toBeNull();
  });

  it('refuses keys that could leave its root', async () => {
    for (const key of ['../x.xlsx', '/etc/passwd', 'jobs/../../x', 'Uploads/x', 'a//b', 'jobs/', '']) {
      await expect(storage.save(key, Buffer.from('x')), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.open(key), key).rejects.toThrow(/unsafe storage key/);
    }
  });
});
