import { describe, expect, it } from 'vitest';
import { isLazyLoadFailure, mayReloadAgain } from './lazy-load-failure';

describe('isLazyLoadFailure', () => {
  it('recognises a failed chunk download in each browser', () => {
    const messages = [
      'Failed to fetch dynamically imported module: https://host/assets/login-page-abc.js',
      'error loading dynamically imported module: https://host/assets/home-page-abc.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/home-page-abc.css',
    ];
    for (const message of messages) expect(isLazyLoadFailure(new TypeError(message))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isLazyLoadFailure(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isLazyLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('mayReloadAgain', () => {
  it('reloads the first time and again only after a gap', () => {
    expect(mayReloadAgain(null, 100_000)).toBe(true);
    // A slow reload, 30 seconds, still counts as the same failure.
    expect(mayReloadAgain(70_000, 100_000)).toBe(false);
    expect(mayReloadAgain(40_000, 100_000)).toBe(true);
  });
});
