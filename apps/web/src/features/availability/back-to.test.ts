import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { safeBackTo } from './back-to';

describe('safeBackTo', () => {
  it('returns to the in-app page the user was on, query included', () => {
    expect(safeBackTo('/agreements/edit/12?aba=OFF')).toBe('/agreements/edit/12?aba=OFF');
  });

  it('reads what the service-unavailable address encoded', () => {
    const href = paths.serviceUnavailable.href('/payments/map?ano=2026&canal=HC');
    const backTo = new URL(href, 'http://localhost').searchParams.get('backTo');
    expect(safeBackTo(backTo)).toBe('/payments/map?ano=2026&canal=HC');
  });

  it('goes home when backTo is missing, external or the page itself', () => {
    expect(safeBackTo(null)).toBe('/');
    expect(safeBackTo('')).toBe('/');
    expect(safeBackTo('https://evil.example')).toBe('/');
    expect(safeBackTo('//evil.example')).toBe('/');
    expect(safeBackTo('/\\evil.example')).toBe('/');
    expect(safeBackTo('/service-unavailable?backTo=%2F')).toBe('/');
    expect(safeBackTo('/maintenance?backTo=%2Fuser')).toBe('/');
  });
});
