import { describe, expect, it } from 'vitest';
import {
  ZAccessRequestSchema,
  ZChangePasswordSchema,
  ZEditRequestSchema,
  ZJustificationSchema,
} from './access-requests';
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
      solicitacaoEdicao: true,
      justificativaAcesso: 'Novo perfil',
      tipoAcao: 'SOLICITACAO_EDICAO',
    };
    expect(ZEditRequestSchema.safeParse(request).success).toBe(true);
    expect(ZEditRequestSchema.safeParse({ ...request, solicitacaoEdicao: false }).success).toBe(false);
    expect(ZEditRequestSchema.safeParse({ ...request, tipoAcao: 'OUTRA' }).success).toBe(false);
  });
});

describe('first-access request', () => {
  const request = {
    name: 'Ana',
    email: 'ana@example.com',
    login: 'ana.souza',
    justificativaAcesso: 'Analista',
  };
  it('takes a name, a valid e-mail, a login without spaces and a justification', () => {
    expect(ZAccessRequestSchema.safeParse(request).success).toBe(true);
    expect(ZAccessRequestSchema.safeParse({ ...request, email: 'ana@' }).success).toBe(false);
    expect(ZAccessRequestSchema.safeParse({ ...request, login: 'ana souza' }).success).toBe(false);
    expect(ZAccessRequestSchema.safeParse({ ...request, justificativaAcesso: ' ' }).success).toBe(false);
  });
});

describe('change password payload', () => {
  it('holds the new password to the policy and each field to 18 characters', () => {
    expect(
      ZChangePasswordSchema.safeParse({ desSenha: 'Nova@2026', desSenhaAntiga: 'Admin@123' }).success,
    ).toBe(true);
    expect(ZChangePasswordSchema.safeParse({ desSenha: 'fraca', desSenhaAntiga: 'Admin@123' }).success).toBe(
      false,
    );
    expect(
      ZChangePasswordSchema.safeParse({ desSenha: 'Nova@2026', desSenhaAntiga: 'x'.repeat(19) }).success,
    ).toBe(false);
  });
});

describe('NPS answer', () => {
  it('needs a whole rating from 0 to 10', () => {
    expect(ZNpsAnswerSchema.safeParse({ nota: 0 }).success).toBe(true);
    expect(ZNpsAnswerSchema.safeParse({ nota: 10 }).success).toBe(true);
    expect(ZNpsAnswerSchema.safeParse({ nota: 11 }).success).toBe(false);
    expect(ZNpsAnswerSchema.safeParse({ nota: -1 }).success).toBe(false);
    expect(ZNpsAnswerSchema.safeParse({ nota: 7.5 }).success).toBe(false);
    expect(ZNpsAnswerSchema.safeParse({}).success).toBe(false);
  });

  it('keeps a comment up to 10 000 characters, and a blank one as none', () => {
    expect(ZNpsAnswerSchema.parse({ nota: 9, comentario: '  Ótimo  ' }).comentario).toBe('Ótimo');
    expect(ZNpsAnswerSchema.parse({ nota: 9, comentario: '   ' }).comentario).toBeNull();
    expect(ZNpsAnswerSchema.safeParse({ nota: 9, comentario: 'x'.repeat(10_001) }).success).toBe(false);
  });
});
