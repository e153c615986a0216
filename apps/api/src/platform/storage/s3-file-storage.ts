import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { asStream, checkedKey, type FileStorage, StoredFileMissingError } from './file-storage';

export interface S3StorageSettings {
  bucket: string;
  /** Put before every key, without slashes around it; empty for the bucket's root. */
  prefix: string;
  /** An S3-compatible server's address; AWS S3 itself when absent. */
  endpoint?: string | undefined;
  region: string;
  /** `bucket` in the path rather than the host name, as most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** Without them the SDK's own chain is used (AWS_* variables, the machine's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/**
 * An upload goes up in parts of this size, at most `UPLOAD_PARTS_IN_FLIGHT` at once, so a file
 * costs that much memory however large it is (5 MiB is S3's smallest part).
 */
const UPLOAD_PART_BYTES = 5 * 1024 * 1024;
const UPLOAD_PARTS_IN_FLIGHT = 2;

/**
 * No such object: `NoSuchKey` from a GET, `NotFound` from a HEAD (which has no body to say
 * more). A missing bucket answers `NoSuchBucket` to a GET and stays an error.
 */
function isMissing(error: unknown): boolean {
  const name = (error as Error).name;
  return name === 'NoSuchKey' || name === 'NotFound';
}

export function s3FileStorage(settings: S3StorageSettings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 demands them: many S3-compatible servers refuse or store the
    // chunked, trailer-signed bodies the SDK would otherwise send.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const keyOf = (key: string) => (settings.prefix ? `${settings.prefix}/` : '') + checkedKey(key);

  return {
    async save(key, content) {
      // One PUT for a small file, a multipart upload for a large one; a failed upload is
      // aborted, so no half file is left under the key.
      await new Upload({
        client,
        params: { Bucket, Key: keyOf(key), Body: asStream(content) },
        partSize: UPLOAD_PART_BYTES,
        queueSize: UPLOAD_PARTS_IN_FLIGHT,
      }).done();
    },
    async open(key) {
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        return Body as Readable;
      } catch (error) {
        if (isMissing(error)) throw new StoredFileMissingError(key);
        throw error;
      }
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
  };
}
