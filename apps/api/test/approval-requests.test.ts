import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decide,
  decideMany,
  getApproval,
  pendingFor,
  startApproval,
} from '../src/modules/approval-flows/approval-requests-service';
import { auditLog } from '../src/platform/audit/audit-table';
import { AppError } from '../src/platform/errors';
import { envelopeOf } from '../src/platform/http/error-envelope';
import { call, demoTokens, userIdOf } from './support/calls';
import { createTestApp, type TestApp } from './support/test-app';

/** The error a call to the service ends with, as the caller would receive it. */
async function failureOf(work: Promise<unknown>): Promise<AppError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('items in approval', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let ids: { admin: number; comercial: number; aprovador: number; financeiro: number };
  let comercialProfileId: number;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    ids = {
      admin: await userIdOf(t, 'admin'),
      comercial: await userIdOf(t, 'comercial'),
      aprovador: await userIdOf(t, 'aprovador'),
      financeiro: await userIdOf(t, 'financeiro'),
    };
    const profiles = await call(t, '/api/perfil/buscarInput', {}, { token: tokens.admin });
    comercialProfileId = profiles.json().find((p: { name: string }) => p.name === 'Comercial').id;
    // The demo seed holds the agreement and ascertainment flows (aprovador, then admin, for any
    // requester and channel). Two more for these tests:
    for (const flow of [
      {
        actionType: 'ACESSO_USUARIO',
        name: 'Acessos de usuários',
        steps: [{ stepNumber: 1, responsibleIds: [ids.financeiro] }],
      },
      {
        actionType: 'APURACAO',
        name: 'Apurações do comercial no canal HC',
        requesterProfileId: comercialProfileId,
        channel: 'HC',
        steps: [{ stepNumber: 1, responsibleIds: [ids.financeiro] }],
      },
    ]) {
      const response = await call(t, '/api/fluxoAprovacao/salvarAtualizarFluxo', flow, {
        token: tokens.admin,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  // Items of their own, away from the demo agreements' (which are in approval themselves).
  const startAgreement = (entityId: number) =>
    startApproval(db(), {
      actionType: 'ACORDO_COMERCIAL',
      entity: 'agreement',
      entityId: 9000 + entityId,
      requesterId: ids.comercial,
    });

  it('walks a two-step flow to approval, one decision and one audit row at a time', async () => {
    const started = await startAgreement(1);
    expect(started).toMatchObject({
      flowName: 'Aprovação de acordos comerciais',
      status: 'EM_APROVACAO',
      currentStep: 1,
      stepCount: 2,
      entityId: '9001',
      responsibleIds: [ids.aprovador],
      notifiedIds: [ids.comercial],
    });
    const first = await decide(db(), { requestId: started.id, userId: ids.aprovador, decision: 'APROVAR' });
    expect(first).toMatchObject({
      status: 'EM_APROVACAO',
      currentStep: 2,
      responsibleIds: [ids.admin],
      closedAt: null,
    });
    const last = await decide(db(), {
      requestId: started.id,
      userId: ids.admin,
      decision: 'APROVAR',
      justification: '  Dentro do orçamento  ',
    });
    expect(last).toMatchObject({ status: 'APROVADO', currentStep: 2, responsibleIds: [] });
    expect(last.closedAt).toBeInstanceOf(Date);

    const history = await getApproval(db(), started.id);
    expect(history.decisions).toEqual([
      expect.objectContaining({
        stepNumber: 1,
        userId: ids.aprovador,
        decision: 'APROVADO',
        justification: null,
      }),
      expect.objectContaining({
        stepNumber: 2,
        userId: ids.admin,
        decision: 'APROVADO',
        justification: 'Dentro do orçamento',
      }),
    ]);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'approval_request'), eq(auditLog.entityId, String(started.id))))
      .orderBy(asc(auditLog.id));
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ['INICIADO', ids.comercial],
      ['ETAPA_APROVADA', ids.aprovador],
      ['APROVADO', ids.admin],
    ]);
    expect(audit[2]).toMatchObject({
      before: { status: 'EM_APROVACAO', currentStep: 2 },
      after: { status: 'APROVADO', currentStep: 2 },
      justification: 'Dentro do orçamento',
    });

    const closed = await failureOf(
      decide(db(), { requestId: started.id, userId: ids.admin, decision: 'APROVAR' }),
    );
    expect([closed.code, closed.status]).toEqual(['APPROVAL_ALREADY_CLOSED', 409]);
  });

  it('chooses the most specific flow for the requester profile and channel', async () => {
    const fromCommercialInHc = await startApproval(db(), {
      actionType: 'APURACAO',
      entity: 'ascertainment',
      entityId: 'A-1',
      requesterId: ids.comercial,
      channel: 'HC',
    });
    expect(fromCommercialInHc).toMatchObject({
      flowName: 'Apurações do comercial no canal HC',
      responsibleIds: [ids.financeiro],
    });
    const fromCommercialInPc = await startApproval(db(), {
      actionType: 'APURACAO',
      entity: 'ascertainment',
      entityId: 'A-2',
      requesterId: ids.comercial,
      channel: 'PC',
    });
    expect(fromCommercialInPc.flowName).toBe('Aprovação de apurações');
    const fromAnotherProfile = await startApproval(db(), {
      actionType: 'APURACAO',
      entity: 'ascertainment',
      entityId: 'A-3',
      requesterId: ids.financeiro,
      channel: 'HC',
    });
    expect(fromAnotherProfile.flowName).toBe('Aprovação de apurações');
  });

  it('answers "no approval flow found" when no flow applies, in pt-BR and English', async () => {
    const error = await failureOf(
      startApproval(db(), {
        actionType: 'APURACAO_AVULSA',
        entity: 'detached_ascertainment',
        entityId: 9,
        requesterId: ids.comercial,
      }),
    );
    expect([error.code, error.status]).toEqual(['NO_APPROVAL_FLOW', 422]);
    expect(envelopeOf('pt-BR', error).messages[0]?.text).toBe('Nenhum fluxo de aprovação encontrado');
    expect(envelopeOf('en', error).messages[0]?.text).toBe('No approval flow found');
  });

  it('keeps a record in at most one approval at a time', async () => {
    await startAgreement(2);
    const again = await failureOf(startAgreement(2));
    expect([again.code, again.status]).toEqual(['APPROVAL_ALREADY_PENDING', 409]);
  });

  it('refuses a decision from someone outside the current step', async () => {
    const item = await startAgreement(3);
    const error = await failureOf(
      decide(db(), { requestId: item.id, userId: ids.admin, decision: 'APROVAR' }),
    );
    expect([error.code, error.status]).toEqual(['APPROVAL_NOT_RESPONSIBLE', 403]);
    expect(
      (await failureOf(decide(db(), { requestId: 99999, userId: ids.admin, decision: 'APROVAR' }))).status,
    ).toBe(404);
  });

  it('ends an item on a justified reproval, and refuses a reproval without justification', async () => {
    const item = await startAgreement(4);
    const missing = await failureOf(
      decide(db(), { requestId: item.id, userId: ids.aprovador, decision: 'REPROVAR', justification: '   ' }),
    );
    expect(envelopeOf('pt-BR', missing).messages.map((m) => m.text)).toEqual([
      'Há campo(s) não preenchido(s) ou com irregularidades',
      'justificativa: A justificativa é obrigatória para reprovar',
    ]);
    const reproved = await decide(db(), {
      requestId: item.id,
      userId: ids.aprovador,
      decision: 'REPROVAR',
      justification: ' Verba acima do teto ',
    });
    expect(reproved).toMatchObject({ status: 'REPROVADO', currentStep: 1 });
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(item.id)), eq(auditLog.action, 'REPROVADO')))
      .orderBy(auditLog.id);
    expect(row?.justification).toBe('Verba acima do teto');
  });

  it('refuses a justification over 500 characters, in pt-BR and English, and changes nothing', async () => {
    const item = await startAgreement(5);
    const error = await failureOf(
      decide(db(), {
        requestId: item.id,
        userId: ids.aprovador,
        decision: 'REPROVAR',
        justification: 'x'.repeat(501),
      }),
    );
    expect([error.code, error.status]).toEqual(['INVALID_FIELDS', 422]);
    expect(envelopeOf('pt-BR', error).messages[1]?.text).toBe(
      'justificativa: A justificativa deve ter no máximo 500 caracteres',
    );
    expect(envelopeOf('en', error).messages[1]?.text).toBe(
      'justificativa: The justification can have at most 500 characters',
    );
    expect(await getApproval(db(), item.id)).toMatchObject({
      status: 'EM_APROVACAO',
      currentStep: 1,
      decisions: [],
    });
  });

  it('acts in bulk only on the items whose current step lists the caller', async () => {
    const mine = await startAgreement(10);
    const mineToo = await startAgreement(11);
    const someoneElses = await startApproval(db(), {
      actionType: 'ACESSO_USUARIO',
      entity: 'user_access',
      entityId: 10,
      requesterId: ids.comercial,
    });
    const movedOn = await startAgreement(12);
    await decide(db(), { requestId: movedOn.id, userId: ids.aprovador, decision: 'APROVAR' });

    const result = await decideMany(db(), {
      requestIds: [mine.id, someoneElses.id, movedOn.id, mineToo.id, 99999],
      userId: ids.aprovador,
      decision: 'APROVAR',
    });
    expect(result.decided.map((item) => [item.id, item.currentStep])).toEqual([
      [mine.id, 2],
      [mineToo.id, 2],
    ]);
    expect(result.skipped.sort((a, b) => a - b)).toEqual(
      [someoneElses.id, movedOn.id, 99999].sort((a, b) => a - b),
    );
    expect(await getApproval(db(), someoneElses.id)).toMatchObject({ status: 'EM_APROVACAO', decisions: [] });
    expect((await getApproval(db(), movedOn.id)).decisions).toHaveLength(1);
  });

  it('refuses a whole bulk reproval with a bad justification before deciding anything', async () => {
    const item = await startAgreement(20);
    const error = await failureOf(
      decideMany(db(), {
        requestIds: [item.id],
        userId: ids.aprovador,
        decision: 'REPROVAR',
        justification: '',
      }),
    );
    expect(error.code).toBe('INVALID_FIELDS');
    expect(await getApproval(db(), item.id)).toMatchObject({ status: 'EM_APROVACAO', decisions: [] });
  });

  it('moves the undecided steps of items under way to the people of a changed flow', async () => {
    const item = await startApproval(db(), {
      actionType: 'ACESSO_USUARIO',
      entity: 'user_access',
      entityId: 30,
      requesterId: ids.comercial,
    });
    const flows = await call(
      t,
      '/api/fluxoAprovacao/buscarFluxos',
      { actionType: 'ACESSO_USUARIO' },
      { token: tokens.admin },
    );
    const flow = flows.json().itens[0];
    const changed = await call(
      t,
      '/api/fluxoAprovacao/salvarAtualizarFluxo',
      {
        ...flow,
        steps: [
          { stepNumber: 1, responsibleIds: [ids.admin] },
          { stepNumber: 2, responsibleIds: [ids.aprovador] },
        ],
      },
      { token: tokens.admin },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const error = await failureOf(
      decide(db(), { requestId: item.id, userId: ids.financeiro, decision: 'APROVAR' }),
    );
    expect(error.code).toBe('APPROVAL_NOT_RESPONSIBLE');
    const first = await decide(db(), { requestId: item.id, userId: ids.admin, decision: 'APROVAR' });
    expect(first).toMatchObject({ status: 'EM_APROVACAO', currentStep: 2, stepCount: 2 });
    const approved = await decide(db(), { requestId: item.id, userId: ids.aprovador, decision: 'APROVAR' });
    expect(approved.status).toBe('APROVADO');
  });

  it('refuses a flow change that drops the step items stand at, or changes their action type', async () => {
    const item = await startAgreement(50);
    await decide(db(), { requestId: item.id, userId: ids.aprovador, decision: 'APROVAR' });
    const flows = await call(
      t,
      '/api/fluxoAprovacao/buscarFluxos',
      { actionType: 'ACORDO_COMERCIAL' },
      { token: tokens.admin },
    );
    const flow = (
      await call(
        t,
        '/api/fluxoAprovacao/buscarPorId',
        { id: flows.json().itens[0].id },
        { token: tokens.admin },
      )
    ).json();
    const oneStep = await call(
      t,
      '/api/fluxoAprovacao/salvarAtualizarFluxo',
      {
        ...flow,
        actionType: 'CONTRATO_PERCENTUAL',
        // Criteria of its own: the demo data holds a percentage contracts' flow without criteria.
        channel: 'MT',
        steps: [{ stepNumber: 1, responsibleIds: [ids.aprovador] }],
      },
      { token: tokens.admin },
    );
    expect(oneStep.statusCode).toBe(422);
    expect(oneStep.json().mensagens.map((m: { texto: string }) => m.texto)).toEqual([
      'Há campo(s) não preenchido(s) ou com irregularidades',
      'actionType: O tipo de ação não pode mudar enquanto houver itens deste fluxo em aprovação',
      'steps: Há itens em aprovação na etapa 2: o fluxo precisa manter ao menos 2 etapa(s)',
    ]);
    expect(await getApproval(db(), item.id)).toMatchObject({
      currentStep: 2,
      stepCount: 2,
      responsibleIds: [ids.admin],
    });
  });

  it('lists for each user only the items waiting for their decision, through the pending call', async () => {
    const item = await startAgreement(40);
    const forApprover = await pendingFor(db(), ids.aprovador, { page: 1, pageSize: 200 });
    expect(forApprover.items.map((pending) => pending.requestId)).toContain(item.id);
    expect(forApprover.items.find((pending) => pending.requestId === item.id)).toMatchObject({
      actionType: 'ACORDO_COMERCIAL',
      entity: 'agreement',
      entityId: '9040',
      currentStep: 1,
      stepCount: 2,
      requester: { id: ids.comercial, name: 'Carla Comercial' },
    });
    const adminBefore = await pendingFor(db(), ids.admin, { page: 1, pageSize: 200 });
    expect(adminBefore.items.map((pending) => pending.requestId)).not.toContain(item.id);

    await decide(db(), { requestId: item.id, userId: ids.aprovador, decision: 'APROVAR' });
    const approverAfter = await call(
      t,
      '/api/fluxoAprovacao/buscarPendencias',
      {},
      { token: tokens.aprovador },
    );
    expect(approverAfter.statusCode).toBe(200);
    expect(approverAfter.json().itens.map((p: { requestId: number }) => p.requestId)).not.toContain(item.id);
    const adminAfter = await call(
      t,
      '/api/fluxoAprovacao/buscarPendencias',
      { actionType: 'ACORDO_COMERCIAL', tamanhoPagina: 200 },
      { token: tokens.admin },
    );
    expect(adminAfter.json().itens.map((p: { requestId: number }) => p.requestId)).toContain(item.id);
    expect(adminAfter.json().total).toBe(adminAfter.json().itens.length);
    expect((await call(t, '/api/fluxoAprovacao/buscarPendencias')).statusCode).toBe(401);
  });
});
