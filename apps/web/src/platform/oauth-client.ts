const PLACEHOLDER = '__OAUTH_CLIENT__';
/** The API's default client, used when Vite serves the page and nobody fills the meta tag. */
const DEVELOPMENT_CLIENT = 'trade-terms-web:trade-terms-web-secret';

/** Base64 of `clientId:clientSecret`, for the Basic authorization of the token call. */
export function resolveClientCredentials(metaContent: string | null | undefined): string {
  return metaContent && metaContent !== PLACEHOLDER ? metaContent : btoa(DEVELOPMENT_CLIENT);
}

export function oauthClientCredentials(): string {
  const meta = document.querySelector('meta[name="oauth-client"]');
  return resolveClientCredentials(meta?.getAttribute('content'));
}
