import type { AccessTokens } from './platform/auth/access-token';
import type { AppConfig } from './platform/config';
import type { Database } from './platform/db/database';
import type { JobQueue } from './platform/jobs/job-queue';
import type { FileStorage } from './platform/storage/file-storage';

export interface AppInfo {
  name: string;
  version: string;
  commit: string;
  startedAt: string;
}

/** What every module's routes are built with: no globals, so tests can build many apps. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  tokens: AccessTokens;
  info: AppInfo;
  jobs: JobQueue;
  storage: FileStorage;
}
