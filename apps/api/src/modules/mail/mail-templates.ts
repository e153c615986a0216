import { type Language, translate } from '@trade-terms/domain/i18n';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import type { MailTemplate } from './mail-outbox-table';

const TEMPLATES: Record<MailTemplate, { subject: MessageKey; body: MessageKey }> = {
  PASSWORD_RESET: { subject: 'mail.passwordReset.subject', body: 'mail.passwordReset.body' },
  FIRST_PASSWORD: { subject: 'mail.firstPassword.subject', body: 'mail.firstPassword.body' },
};

export interface RenderedMail {
  subject: string;
  text: string;
  /** The absolute link the mail carries, if any. */
  link: string | null;
}

/** Fills a template in the recipient's language; `linkPath` becomes a link on `baseUrl`. */
export function renderMail(
  template: MailTemplate,
  params: Record<string, string | number>,
  language: Language,
  baseUrl: string,
): RenderedMail {
  const link = typeof params.linkPath === 'string' ? `${baseUrl}${params.linkPath}` : null;
  const filled = { ...params, link: link ?? '' };
  return {
    subject: translate(language, TEMPLATES[template].subject, filled),
    text: translate(language, TEMPLATES[template].body, filled),
    link,
  };
}
