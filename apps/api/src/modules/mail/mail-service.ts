import type { Language } from '@trade-terms/domain/i18n';
import type { Db } from '../../platform/db/database';
import { insertMail, latestMails } from './mail-outbox-repository';
import type { MailTemplate } from './mail-outbox-table';
import { renderMail } from './mail-templates';

export interface OutgoingMail {
  to: { address: string; name: string };
  template: MailTemplate;
  params: Record<string, string | number>;
  language: Language;
}

/** Queues a mail; call it inside the transaction of the change that sends it. */
export function enqueueMail(db: Db, mail: OutgoingMail): Promise<number> {
  return insertMail(db, {
    toAddress: mail.to.address,
    toName: mail.to.name,
    template: mail.template,
    params: mail.params,
    language: mail.language,
  });
}

export interface OutboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  createdAt: string;
  sentAt: string | null;
}

const OUTBOX_PAGE_SIZE = 50;

/** The latest mails as their recipients read them, for the development outbox page. */
export async function listOutbox(db: Db, baseUrl: string): Promise<OutboxEntry[]> {
  const rows = await latestMails(db, OUTBOX_PAGE_SIZE);
  return rows.map((row) => {
    const rendered = renderMail(row.template, row.params, row.language, baseUrl);
    return {
      id: row.id,
      to: `${row.toName} <${row.toAddress}>`,
      ...rendered,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    };
  });
}
