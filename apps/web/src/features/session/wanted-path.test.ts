import { describe, expect, it } from 'vitest';
import { loginState, wantedPath } from './wanted-path';

describe('wantedPath', () => {
  it('returns to the page the user first asked for, with its query and hash', () => {
    const state = loginState({ pathname: '/user/edit/7', search: '?tab=2', hash: '#dados' });
    expect(wantedPath(state)).toBe('/user/edit/7?tab=2#dados');
  });

  it('goes home without a remembered page', () => {
    expect(wantedPath(null)).toBe('/');
    expect(wantedPath(undefined)).toBe('/');
    expect(wantedPath({ other: true })).toBe('/');
  });

  it('never goes back to /login nor off the site', () => {
    expect(wantedPath(loginState({ pathname: '/login' }))).toBe('/');
    expect(wantedPath({ from: { pathname: '//evil.example/x' } })).toBe('/');
    expect(wantedPath({ from: { pathname: 'https://evil.example' } })).toBe('/');
  });
});
