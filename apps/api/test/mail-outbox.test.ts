import nodemailer, { type SendMailOptions } from 'nodemailer';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailDispatcher } from '../src/modules/mail/mail-dispatcher';
import { mailOutbox } from '../src/modules/mail/mail-outbox-table';
import { enqueueMail } from '../src/modules/mail/mail-service';
import { outbox } from './support/outbox';
import { createTestApp, type TestApp } from './support/test-app';

describe('mail outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://acordos.example.com/' });
    await enqueueMail(t.database.db, {
      to: { address: 'ana@example.com', name: 'Ana' },
      template: 'PASSWORD_RESET',
      params: { name: 'Ana', login: 'ana', minutes: 60, linkPath: '/recover-password?token=abc' },
      language: 'pt-BR',
    });
  });
  afterAll(() => t.close());

  it('lists the mails as their recipients read them, links on the public address', async () => {
    const [mail] = await outbox(t);
    expect(mail).toMatchObject({
      to: 'Ana <ana@example.com>',
      subject: 'Criação de nova senha',
      link: 'https://acordos.example.com/recover-password?token=abc',
    });
    expect(mail?.text).toContain('https://acordos.example.com/recover-password?token=abc');
  });

  it('delivers pending mails through the SMTP transport once, even when asked twice at once', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sent: string[] = [];
    const sendMail = transport.sendMail.bind(transport);
    transport.sendMail = (async (mail: SendMailOptions) => {
      const info = await sendMail(mail);
      sent.push(JSON.parse(info.message as unknown as string).subject);
      return info;
    }) as typeof transport.sendMail;
    const dispatcher = startMailDispatcher({
      db: t.database.db,
      transport,
      from: 'Acordos <nao-responda@example.com>',
      baseUrl: 'https://acordos.example.com',
      intervalMs: 3_600_000,
      log: pino({ level: 'silent' }),
    });
    try {
      const [first, second] = await Promise.all([dispatcher.deliverPending(), dispatcher.deliverPending()]);
      expect(first + second).toBeGreaterThanOrEqual(1);
      expect(await dispatcher.deliverPending()).toBe(0);
    } finally {
      dispatcher.stop();
    }
    expect(sent).toEqual(['Criação de nova senha']);
    const [row] = await t.database.db.select().from(mailOutbox);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.attempts).toBe(1);
  });

  it('keeps a refused mail with its error for the next round', async () => {
    await enqueueMail(t.database.db, {
      to: { address: 'bruno@example.com', name: 'Bruno' },
      template: 'FIRST_PASSWORD',
      params: { name: 'Bruno', login: 'bruno', hours: 72, linkPath: '/recover-password?token=def' },
      language: 'en',
    });
    const transport = nodemailer.createTransport({ jsonTransport: true });
    transport.sendMail = (async () => {
      throw new Error('550 mailbox unavailable');
    }) as typeof transport.sendMail;
    const dispatcher = startMailDispatcher({
      db: t.database.db,
      transport,
      from: 'x@example.com',
      baseUrl: 'https://acordos.example.com',
      intervalMs: 3_600_000,
      log: pino({ level: 'silent' }),
    });
    expect(await dispatcher.deliverPending()).toBe(0);
    dispatcher.stop();
    const rows = await t.database.db.select().from(mailOutbox);
    expect(rows.find((row) => row.toAddress === 'bruno@example.com')).toMatchObject({
      sentAt: null,
      attempts: 1,
      lastError: '550 mailbox unavailable',
    });
  });

  it('is not listed in production nor when SMTP is configured', async () => {
    const environments: Record<string, string>[] = [
      { SMTP_URL: 'smtp://mail.example.com:587' },
      { NODE_ENV: 'production' },
    ];
    for (const env of environments) {
      const other = await createTestApp(env);
      const response = await other.app.inject({ method: 'GET', url: '/api/desenvolvimento/caixaSaida' });
      expect(response.statusCode, JSON.stringify(env)).toBe(404);
      await other.close();
    }
  });
});
