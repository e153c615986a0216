import path from 'node:path';
import type { AppConfig } from '../config';
import { type FileStorage, localFileStorage } from './file-storage';
import { type S3StorageSettings, s3FileStorage } from './s3-file-storage';

type StorageConfig = Pick<
  AppConfig,
  | 'DATA_DIR'
  | 'STORAGE_URL'
  | 'STORAGE_S3_ENDPOINT'
  | 'STORAGE_S3_REGION'
  | 'STORAGE_S3_ACCESS_KEY_ID'
  | 'STORAGE_S3_SECRET_ACCESS_KEY'
  | 'STORAGE_S3_FORCE_PATH_STYLE'
>;

/** The bucket and prefix of an `s3://bucket/prefix` address (already checked by the config). */
export function s3SettingsOf(config: StorageConfig & { STORAGE_URL: string }): S3StorageSettings {
  const [bucket = '', ...prefix] = config.STORAGE_URL.slice('s3://'.length).split('/');
  const accessKeyId = config.STORAGE_S3_ACCESS_KEY_ID;
  const secretAccessKey = config.STORAGE_S3_SECRET_ACCESS_KEY;
  return {
    bucket,
    prefix: prefix.filter(Boolean).join('/'),
    endpoint: config.STORAGE_S3_ENDPOINT,
    region: config.STORAGE_S3_REGION ?? 'us-east-1',
    forcePathStyle: config.STORAGE_S3_FORCE_PATH_STYLE ?? false,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/**
 * The file storage of this process, chosen once at start: the bucket of `STORAGE_URL` when set
 * (every API and worker process sees the same files), otherwise `DATA_DIR/files`.
 */
export function openFileStorage(config: StorageConfig): FileStorage {
  const { STORAGE_URL } = config;
  return STORAGE_URL
    ? s3FileStorage(s3SettingsOf({ ...config, STORAGE_URL }))
    : localFileStorage(path.join(config.DATA_DIR, 'files'));
}
