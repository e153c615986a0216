import { isSupportedBrowser, TESTING_MODE_PARAMETER } from '@trade-terms/domain/browser-support';
import { UAParser } from 'ua-parser-js';

const TESTING_MODE_KEY = 'testingMode';

export function parseBrowser(userAgent: string): { name?: string; version?: string } {
  const { name, version } = new UAParser(userAgent).getBrowser();
  return { name, version };
}

export interface BrowserCheckInput {
  userAgent: string;
  /** The address's query string. */
  search: string;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
}

/**
 * Only Chrome 80.0.3987.42 or later passes, unless `testingMode` is in the address (spec §5).
 * The mode is remembered for the visit, so it survives the app's own navigation, which drops
 * the query string.
 */
export function isBrowserAllowed({ userAgent, search, storage }: BrowserCheckInput): boolean {
  if (new URLSearchParams(search).has(TESTING_MODE_PARAMETER)) storage.setItem(TESTING_MODE_KEY, 'true');
  if (storage.getItem(TESTING_MODE_KEY) === 'true') return true;
  return isSupportedBrowser(parseBrowser(userAgent));
}
