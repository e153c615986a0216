/** A token of the web client's sign-in, taken straight from the API (the demo client's credentials). */
export async function apiToken(baseUrl: string, login: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('trade-terms-web:trade-terms-web-secret').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username: login, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${login} failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
