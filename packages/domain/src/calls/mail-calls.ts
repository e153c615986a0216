import { z } from 'zod';
import { declareCall } from './call';

/** An e-mail of the development outbox, with the link it carries (a password link, for one). */
const ZOutboxEntrySchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

export const mailCalls = {
  /**
   * Public on purpose, and only outside production without SMTP: it is how a newcomer reads the
   * password link of a user who cannot sign in yet. It answers a client at this machine only
   * (unless opened on purpose): from the network it would hand out any user's reset link.
   */
  outbox: declareCall({
    method: 'GET',
    path: '/desenvolvimento/caixaSaida',
    access: { public: true },
    summary: 'Latest e-mails of the outbox (development, without SMTP, from this machine only)',
    tag: 'mail',
    responses: { 200: z.array(ZOutboxEntrySchema) },
  }),
};
