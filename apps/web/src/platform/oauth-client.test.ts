import { describe, expect, it } from 'vitest';
import { resolveClientCredentials } from './oauth-client';

describe('resolveClientCredentials', () => {
  it('uses the credentials the server wrote into the page', () => {
    expect(resolveClientCredentials('YWJjOmRlZg==')).toBe('YWJjOmRlZg==');
  });

  it('uses the development client while the placeholder is unfilled or the tag is missing', () => {
    const development = btoa('trade-terms-web:trade-terms-web-secret');
    expect(resolveClientCredentials('__OAUTH_CLIENT__')).toBe(development);
    expect(resolveClientCredentials(null)).toBe(development);
    expect(resolveClientCredentials('')).toBe(development);
  });
});
