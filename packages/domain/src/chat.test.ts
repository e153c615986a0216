import { describe, expect, it } from 'vitest';
import {
  formatBrazilianPhone,
  mayCloseTicket,
  mayReplyToTicket,
  maySeeTicket,
  normalizeBrazilianPhone,
  statusAfterMessage,
  ZChatOpenSchema,
  ZChatReplySchema,
} from './chat';

const owner = { id: 7, isAdministrator: false };
const stranger = { id: 8, isAdministrator: false };
const support = { id: 1, isAdministrator: true };
const open = { ownerId: 7, status: 'RESPONDIDO' as const };
const closed = { ownerId: 7, status: 'FECHADO' as const };

describe('support chat rules', () => {
  it('reads Brazilian phones written in the usual ways, keeping the digits without the country code', () => {
    expect(normalizeBrazilianPhone('(11) 98765-4321')).toBe('11987654321');
    expect(normalizeBrazilianPhone('+55 11 3333-4444')).toBe('1133334444');
    expect(normalizeBrazilianPhone('21.2555.1234')).toBe('2125551234');
    for (const bad of [
      '123',
      '(01) 98765-4321',
      '(11) 88765-4321',
      '(11) 1234-5678',
      '11 98765-4321 r2',
      '',
    ]) {
      expect(normalizeBrazilianPhone(bad), bad).toBeNull();
    }
    expect(formatBrazilianPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatBrazilianPhone('1133334444')).toBe('(11) 3333-4444');
  });

  it('asks the first message and the subject for their minimum lengths, trimmed, with the chat message', () => {
    const ticket = {
      type: 'DUVIDA',
      subject: 'Como exporto?',
      phone: '11987654321',
      message: 'x'.repeat(20),
    };
    expect(ZChatOpenSchema.safeParse(ticket).success).toBe(true);
    const short = ZChatOpenSchema.safeParse({
      ...ticket,
      subject: '  abc   ',
      message: `  ${'x'.repeat(19)}  `,
    });
    expect(short.success).toBe(false);
    expect(short.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['subject', 'chat.tooShort'],
      ['message', 'chat.tooShort'],
    ]);
    expect(ZChatOpenSchema.safeParse({ ...ticket, phone: '999' }).error?.issues[0]?.message).toBe(
      'chat.invalidPhone',
    );
    expect(ZChatReplySchema.safeParse({ id: 1, message: 'Feito' }).success).toBe(true);
    expect(ZChatReplySchema.safeParse({ id: 1, message: 'Ok' }).success).toBe(false);
  });

  it('shows a ticket to its owner and the chat administrators only', () => {
    expect(maySeeTicket(open, owner)).toBe(true);
    expect(maySeeTicket(open, support)).toBe(true);
    expect(maySeeTicket(open, stranger)).toBe(false);
  });

  it('lets the owner and the support write in and close an open ticket, nobody a closed one', () => {
    for (const actor of [owner, support]) {
      expect(mayReplyToTicket(open, actor)).toBe(true);
      expect(mayCloseTicket(open, actor)).toBe(true);
      expect(mayReplyToTicket(closed, actor)).toBe(false);
      expect(mayCloseTicket(closed, actor)).toBe(false);
    }
    expect(mayReplyToTicket(open, stranger)).toBe(false);
  });

  it('answers the ticket with the support’s message, and puts it back waiting with the owner’s', () => {
    expect(statusAfterMessage(open, support)).toBe('RESPONDIDO');
    expect(statusAfterMessage(open, owner)).toBe('AGUARDANDO_RESPOSTA');
    // An administrator's own ticket waits for another administrator's answer.
    expect(statusAfterMessage({ ownerId: 1 }, support)).toBe('AGUARDANDO_RESPOSTA');
  });
});
