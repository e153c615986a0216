import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../platform/db/database';
import { lockPendingMails, markFailed, markSent } from './mail-outbox-repository';
import { renderMail } from './mail-templates';

const BATCH_SIZE = 20;
/** A mail refused this many times stays in the outbox with its last error, for an operator. */
export const MAX_DELIVERY_ATTEMPTS = 5;

export interface MailDispatcherOptions {
  db: Db;
  transport: Transporter;
  from: string;
  baseUrl: string;
  intervalMs: number;
  log: FastifyBaseLogger;
}

export interface MailDispatcher {
  /** Sends what is pending now; resolves with the number of mails delivered. */
  deliverPending(): Promise<number>;
  stop(): void;
}

/** Delivers the outbox through SMTP, on a timer, in batches locked against other processes. */
export function startMailDispatcher(options: MailDispatcherOptions): MailDispatcher {
  const { db, transport, log } = options;
  let running: Promise<number> | null = null;

  async function deliverBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      let delivered = 0;
      for (const row of await lockPendingMails(tx, BATCH_SIZE, MAX_DELIVERY_ATTEMPTS)) {
        const mail = renderMail(row.template, row.params, row.language, options.baseUrl);
        try {
          await transport.sendMail({
            from: options.from,
            to: { name: row.toName, address: row.toAddress },
            subject: mail.subject,
            text: mail.text,
          });
          await markSent(tx, row.id);
          delivered++;
        } catch (error) {
          log.warn({ err: error, mailId: row.id }, 'mail delivery failed');
          await markFailed(tx, row.id, error instanceof Error ? error.message : String(error));
        }
      }
      return delivered;
    });
  }

  const deliverPending = () => {
    // One batch at a time per process: a slow SMTP server must not pile up timers.
    running ??= deliverBatch().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => {
    deliverPending().catch((error: unknown) => log.error({ err: error }, 'mail dispatch failed'));
  }, options.intervalMs);
  timer.unref();

  return {
    deliverPending,
    stop: () => clearInterval(timer),
  };
}
