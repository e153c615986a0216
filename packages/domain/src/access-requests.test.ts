import { describe, expect, it } from 'vitest';
import {
  ZAccessRequestSchema,
  ZChangePasswordSchema,
  ZEditRequestSchema,
  ZJustificationSchema,
} from './access-requests';
import { atWire } from './calls/wire-names';
import { ZNpsAnswerSchema } from './nps';

describe('edit request justification', () => {
  it('is trimmed, required and at most 500 characters', () => {
    expect(ZJustificationSchema.parse('  Mudei de área  ')).toBe('Mudei de área');
    expect(ZJustificationSchema.safeParse('   ').success).toBe(false);
    expect(ZJustificationSchema.safeParse('x'.repeat(500)).success).toBe(true);
    expect(ZJustificationSchema.safeParse('x'.repeat(501)).success).toBe(false);
  });

  it('travels with the spec fields only in their fixed values', () => {
    const request = {
      id: 3,
      editionRequest: true,
      accessJustification: 'Novo perfil',
      actionType: 'SOLICITACAO_EDICAO',
    };
    expect(ZEditRequestSchema.safeParse(request).success).toBe(true);
    expect(ZEditRequestSchema.safeParse({ ...request, editionRequest: false }).success).toBe(false);
    expect(ZEditRequestSchema.safeParse({ ...request, actionType: 'OUTRA' }).success).toBe(false);
    const wire = {
      id: 3,
      solicitacaoEdicao: true,
      justificativaAcesso: 'Novo perfil',
      tipoAcao: 'SOLICITACAO_EDICAO',
    };
    expect(atWire(ZEditRequestSchema).parse(wire)).toEqual(request);
  });
});

describe('first-access request', () => {
  const request = {
    name: 'Ana',
    email: 'ana@example.com',
    login: 'ana.souza',
    accessJustification: 'Analista',
  };
  it('takes a name, a valid e-mail, a login without spaces and a justification', () => {
    expect(ZAccessRequestSchema.safeParse(request).success).toBe(true);
    expect(ZAccessRequestSchema.safeParse({ ...request, email: 'ana@' }).success).toBe(false);
    expect(ZAccessRequestSchema.safeParse({ ...request, login: 'ana souza' }).success).toBe(false);
    expect(ZAccessRequestSchema.safeParse({ ...request, accessJustification: ' ' }).success).toBe(false);
  });
});

describe('change password payload', () => {
  it('holds the new password to the policy and each field to 18 characters', () => {
    expect(
      ZChangePasswordSchema.safeParse({ newPassword: 'Nova@2026', currentPassword: 'Admin@123' }).success,
    ).toBe(true);
    expect(
      ZChangePasswordSchema.safeParse({ newPassword: 'fraca', currentPassword: 'Admin@123' }).success,
    ).toBe(false);
    expect(
      ZChangePasswordSchema.safeParse({ newPassword: 'Nova@2026', currentPassword: 'x'.repeat(19) }).success,
    ).toBe(false);
  });
});

describe('NPS answer', () => {
  it('needs a whole rating from 0 to 10', () => {
    expect(ZNpsAnswerSchema.safeParse({ rating: 0 }).success).toBe(true);
    expect(ZNpsAnswerSchema.safeParse({ rating: 10 }).success).toBe(true);
    expect(ZNpsAnswerSchema.safeParse({ rating: 11 }).success).toBe(false);
    expect(ZNpsAnswerSchema.safeParse({ rating: -1 }).success).toBe(false);
    expect(ZNpsAnswerSchema.safeParse({ rating: 7.5 }).success).toBe(false);
    expect(ZNpsAnswerSchema.safeParse({}).success).toBe(false);
  });

  it('keeps a comment up to 10 000 characters, and a blank one as none', () => {
    expect(ZNpsAnswerSchema.parse({ rating: 9, comment: '  Ótimo  ' }).comment).toBe('Ótimo');
    expect(ZNpsAnswerSchema.parse({ rating: 9, comment: '   ' }).comment).toBeNull();
    expect(ZNpsAnswerSchema.safeParse({ rating: 9, comment: 'x'.repeat(10_001) }).success).toBe(false);
  });
});
