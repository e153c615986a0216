import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide, getApproval, startApproval } from '../src/modules/approval-flows/approval-requests-service';
import { auditLog } from '../src/platform/audit/audit-table';
import { AppError } from '../src/platform/errors';
import { call, demoTokens, userIdOf } from './support/calls';
import { createTestApp, type TestApp } from './support/test-app';

describe('changes made at the same moment', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
  });
  afterAll(() => t.close());

  it('takes two responsibles of one step deciding at once one after the other: one decision counts', async () => {
    const aprovador = await userIdOf(t, 'aprovador');
    const financeiro = await userIdOf(t, 'financeiro');
    const admin = await userIdOf(t, 'admin');
    const comercial = await userIdOf(t, 'comercial');
    const flow = await call(
      t,
      '/api/fluxoAprovacao/salvarAtualizarFluxo',
      {
        actionType: 'ACESSO_USUARIO',
        name: 'Acessos de usuários',
        steps: [
          { stepNumber: 1, responsibleIds: [aprovador, financeiro] },
          { stepNumber: 2, responsibleIds: [admin] },
        ],
      },
      { token: tokens.admin },
    );
    expect(flow.statusCode, flow.body).toBe(200);
    const item = await startApproval(t.database.db, {
      actionType: 'ACESSO_USUARIO',
      entity: 'user_access',
      entityId: 1,
      requesterId: comercial,
    });
    const outcomes = await Promise.allSettled(
      [aprovador, financeiro].map((userId) =>
        decide(t.database.db, { requestId: item.id, userId, decision: 'APROVAR' }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason instanceof AppError && refused.reason.code).toBe(
      'APPROVAL_NOT_RESPONSIBLE',
    );
    const after = await getApproval(t.database.db, item.id);
    expect(after).toMatchObject({ status: 'EM_APROVACAO', currentStep: 2 });
    expect(after.decisions).toHaveLength(1);
  });

  it('keeps one of two saves made at the same version and refuses the other with 409', async () => {
    const created = await call(
      t,
      '/api/perfil/salvarAtualizarPerfil',
      { name: 'Perfil disputado', features: [] },
      { token: tokens.admin },
    );
    const { id } = created.json();
    const saves = await Promise.all(
      ['Primeira', 'Segunda'].map((description) =>
        call(
          t,
          '/api/perfil/salvarAtualizarPerfil',
          { id, version: 1, name: 'Perfil disputado', description },
          { token: tokens.admin },
        ),
      ),
    );
    expect(saves.map((save) => save.statusCode).sort()).toEqual([200, 409]);
    const winner = saves.find((save) => save.statusCode === 200)?.json();
    const read = await call(t, '/api/perfil/buscarPorId', { id }, { token: tokens.admin });
    expect(read.json()).toMatchObject({ version: 2, description: winner.description });
  });

  it('keeps one of eight edition requests a user sends at once pending and refuses the others', async () => {
    const id = await userIdOf(t, 'financeiro');
    const requests = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        call(
          t,
          '/api/usuario/solicitacaoEdicaoUsuario',
          {
            id,
            solicitacaoEdicao: true,
            justificativaAcesso: `Pedido ${index}`,
            tipoAcao: 'SOLICITACAO_EDICAO',
          },
          { token: tokens.financeiro },
        ),
      ),
    );
    expect(requests.map((request) => request.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409,
    ]);
    const refused = requests.filter((request) => request.statusCode === 409);
    expect(refused.map((request) => request.json().mensagens[0].codigo)).toEqual(
      Array(7).fill('EDIT_REQUEST_PENDING'),
    );
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'EDICAO_SOLICITADA')))
      .orderBy(auditLog.id);
    expect(audited).toHaveLength(1);
  });
});
