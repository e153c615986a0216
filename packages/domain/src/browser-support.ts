/**
 * The browser rule of the spec (sections 5 and 9): only Chrome 80.0.3987.42 or later is
 * accepted. The web client parses the user agent with a maintained library and hands the
 * parsed name and version here, so the rule itself stays a pure, tested function.
 */
export const MINIMUM_CHROME_VERSION = '80.0.3987.42';
export const CHROME_DOWNLOAD_URL = 'https://www.google.com/chrome/';
/** Present in the address, it lets any browser through (spec, section 5). */
export const TESTING_MODE_PARAMETER = 'testingMode';

/**
 * Chrome under the names a user-agent parser gives it: the branded build, the open-source
 * build it is made from, and the headless build the browser tests drive.
 */
const CHROME_NAMES = new Set(['chrome', 'chromium', 'chrome headless']);

export interface ParsedBrowser {
  name?: string | undefined;
  version?: string | undefined;
}

/** Compares dotted versions part by part as numbers; a missing part counts as 0. */
export function compareVersions(left: string, right: string): number {
  const a = left.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const b = right.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

export function isSupportedBrowser(browser: ParsedBrowser): boolean {
  if (!browser.name || !browser.version) return false;
  if (!CHROME_NAMES.has(browser.name.toLowerCase())) return false;
  return compareVersions(browser.version, MINIMUM_CHROME_VERSION) >= 0;
}
