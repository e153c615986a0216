import { inject } from 'vitest';

/**
 * The address of the shared product server of this worker. Each worker runs its files one at a
 * time on a server of its own (`VITEST_POOL_ID` is 1 to `maxWorkers`), so a file never meets
 * another file's half-done changes, as when the files ran one after another on one server.
 */
export function sharedBaseUrl(): string {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return urls[(worker - 1) % urls.length] as string;
}
