import { describe, expect, it } from 'vitest';
import { isBrowserAllowed, parseBrowser } from './browser-check';

const CHROME_120 =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const HEADLESS =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.8078.79 Safari/537.36';
const CHROME_79 =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.130 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0';
const EDGE = `${CHROME_120} Edg/120.0.2210.91`;

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, v: string) => values.set(key, v),
  };
}

describe('browser check', () => {
  it('reads the browser with the user-agent parser', () => {
    expect(parseBrowser(HEADLESS)).toEqual({ name: 'Chrome Headless', version: '156.0.8078.79' });
    expect(parseBrowser(EDGE).name).toBe('Edge');
  });

  it('lets Chrome 80.0.3987.42 or later through, headless included, and nothing else', () => {
    const check = (userAgent: string) =>
      isBrowserAllowed({ userAgent, search: '', storage: memoryStorage() });
    expect(check(CHROME_120)).toBe(true);
    expect(check(HEADLESS)).toBe(true);
    expect(check(CHROME_79)).toBe(false);
    expect(check(FIREFOX)).toBe(false);
    expect(check(EDGE)).toBe(false);
  });

  it('lets any browser through with testingMode, for the rest of the visit', () => {
    const storage = memoryStorage();
    expect(isBrowserAllowed({ userAgent: FIREFOX, search: '?testingMode', storage })).toBe(true);
    expect(isBrowserAllowed({ userAgent: FIREFOX, search: '', storage })).toBe(true);
    expect(isBrowserAllowed({ userAgent: FIREFOX, search: '?testingmode', storage: memoryStorage() })).toBe(
      false,
    );
  });
});
