import { ROUTE_ACCESS } from '@trade-terms/domain/route-access';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './routes';

describe('route table', () => {
  it('leaves public only the sign-in family, availability, maintenance, browser and mail outbox pages', () => {
    expect(appRoutes.filter((route) => route.frame === 'public').map((route) => route.path)).toEqual([
      '/login',
      '/forgot-password',
      '/recover-password',
      '/first-access',
      '/service-unavailable',
      '/maintenance',
      '/invalid-browser',
      '/dev/outbox',
    ]);
  });

  it('agrees with the access table of the domain on which routes are public', () => {
    for (const route of appRoutes) {
      const rule = ROUTE_ACCESS[route.path];
      expect(rule, route.path).toBeDefined();
      expect(rule !== undefined && 'public' in rule, route.path).toBe(route.frame === 'public');
    }
  });

  it('gives each path one screen', () => {
    const paths = appRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('shows the NPS survey without menu nor header, and the spec text when home is denied', () => {
    expect(appRoutes.find((route) => route.path === '/nps')?.frame).toBe('bare');
    expect(appRoutes.find((route) => route.path === '/')?.deniedMessage).toBe('home.denied');
  });
});
