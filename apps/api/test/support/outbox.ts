import type { TestApp } from './test-app';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  link: string | null;
}

/** The mails of the development outbox, newest first, as the outbox page lists them. */
export async function outbox(t: TestApp): Promise<OutboxMail[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/desenvolvimento/caixaSaida' });
  if (response.statusCode !== 200)
    throw new Error(`outbox answered ${response.statusCode}: ${response.body}`);
  return response.json<OutboxMail[]>();
}

/** The token of the newest mail sent to this address. */
export async function latestTokenFor(t: TestApp, address: string): Promise<string> {
  const mail = (await outbox(t)).find((entry) => entry.to.includes(`<${address}>`));
  const token = mail?.link ? new URL(mail.link).searchParams.get('token') : null;
  if (!token) throw new Error(`no password link mailed to ${address}`);
  return token;
}
