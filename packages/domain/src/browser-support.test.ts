import { describe, expect, it } from 'vitest';
import { compareVersions, isSupportedBrowser } from './browser-support';

describe('browser support', () => {
  it('compares versions part by part as numbers', () => {
    expect(compareVersions('80.0.3987.42', '80.0.3987.42')).toBe(0);
    expect(compareVersions('80.0.3987.100', '80.0.3987.42')).toBe(1);
    expect(compareVersions('80.0.3987.9', '80.0.3987.42')).toBe(-1);
    expect(compareVersions('120', '80.0.3987.42')).toBe(1);
    expect(compareVersions('80', '80.0.0.0')).toBe(0);
  });

  it('accepts Chrome from 80.0.3987.42 on, the headless and open-source builds included', () => {
    expect(isSupportedBrowser({ name: 'Chrome', version: '80.0.3987.42' })).toBe(true);
    expect(isSupportedBrowser({ name: 'Chrome', version: '131.0.0.0' })).toBe(true);
    expect(isSupportedBrowser({ name: 'Chrome Headless', version: '156.0.8078.79' })).toBe(true);
    expect(isSupportedBrowser({ name: 'Chromium', version: '120.0.0.0' })).toBe(true);
  });

  it('refuses older Chrome, other browsers and what could not be identified', () => {
    expect(isSupportedBrowser({ name: 'Chrome', version: '80.0.3987.41' })).toBe(false);
    expect(isSupportedBrowser({ name: 'Chrome', version: '79.0.3945.0' })).toBe(false);
    expect(isSupportedBrowser({ name: 'Firefox', version: '120.0' })).toBe(false);
    expect(isSupportedBrowser({ name: 'Edge', version: '120.0.0.0' })).toBe(false);
    expect(isSupportedBrowser({ name: 'Safari', version: '17.0' })).toBe(false);
    expect(isSupportedBrowser({})).toBe(false);
    expect(isSupportedBrowser({ name: 'Chrome' })).toBe(false);
  });
});
