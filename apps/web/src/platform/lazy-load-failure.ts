// The wording differs per browser (Chrome, Firefox, Safari) and Vite adds its own for styles.
const LAZY_LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|Unable to preload|Loading chunk/i;

/**
 * A screen's chunk could not be downloaded, typically because a new release replaced the files
 * the open page knows: reloading the page fetches the new ones.
 */
export function isLazyLoadFailure(error: unknown): boolean {
  return error instanceof Error && LAZY_LOAD_FAILURE.test(error.message);
}

/**
 * One forced reload (spec, section 8), not a loop when the files are really gone. The gap is a
 * minute: a reload on a slow connection or a busy machine can take well over ten seconds, and a
 * shorter gap would let the next failure reload again instead of telling the user.
 */
export function mayReloadAgain(lastReloadAtMs: number | null, nowMs: number, minimumGapMs = 60_000): boolean {
  return lastReloadAtMs === null || nowMs - lastReloadAtMs >= minimumGapMs;
}
