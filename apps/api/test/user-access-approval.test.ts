import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalRequests } from '../src/modules/approval-flows/approval-requests-table';
import { auditLog } from '../src/platform/audit/audit-table';
import { askAccess as askAccessOf, call, demoTokens, texts, userIdOf } from './support/calls';
import { outbox } from './support/outbox';
import { createTestApp, type TestApp } from './support/test-app';

interface Detail {
  version: number;
  accessState: string;
  status: string;
  profile: string | null;
  decisions: { kind: string; decision: string; step: number; decidedBy: string | null }[];
}

/**
 * First-access and edition requests are items of the approval engine (action type
 * ACESSO_USUARIO): the flow configured for them decides, step by step; without one, the holders
 * of the deciding role decide in one step.
 */
describe('user access on the approval engine', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let adminId: number;
  let financeiroProfileId: number;
  let gatekeeper: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_REQUESTS_PER_ADDRESS: '1000' });
    tokens = await demoTokens(t);
    adminId = await userIdOf(t, 'admin');
    const profiles = await asAdmin('/api/perfil/buscarInput');
    financeiroProfileId = profiles.json().find((p: { name: string }) => p.name === 'Financeiro').id;
  });
  afterAll(() => t.close());

  const asAdmin = (url: string, body: unknown = {}) => call(t, url, body, { token: tokens.admin });
  const detail = async (id: number): Promise<Detail> =>
    (await asAdmin('/api/usuario/buscarPorId', { id })).json();
  const askAccess = (login: string) => askAccessOf(t, login);
  const itemsOf = (userId: number) =>
    t.database.db
      .select()
      .from(approvalRequests)
      .where(and(eq(approvalRequests.entity, 'user'), eq(approvalRequests.entityId, String(userId))))
      .orderBy(asc(approvalRequests.id));
  const auditOf = async (entity: string, entityId: number) =>
    (
      await t.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
        .orderBy(asc(auditLog.id))
    ).map((row) => row.action);
  const mailsTo = async (login: string) =>
    (await outbox(t)).filter((mail) => mail.to.includes(`<${login}@example.com>`)).length;

  /** A second user who may confirm users, signed in; created when a test needs them. */
  async function createGatekeeper(): Promise<{ id: number; token: string }> {
    const profile = await asAdmin('/api/perfil/salvarAtualizarPerfil', {
      name: 'Porteiro',
      features: ['ROLE_VISUALIZAR_USUARIOS', 'ROLE_CONFIRMAR_USUARIO'],
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const user = await asAdmin('/api/usuario/salvarAtualizarUsuario', {
      login: 'porteiro',
      name: 'Paula Porteira',
      email: 'porteiro@example.com',
      profileId: profile.json().id,
      senha: 'Porteiro#2026',
    });
    expect(user.statusCode, user.body).toBe(200);
    return { id: user.json().id, token: await t.login('porteiro', 'Porteiro#2026') };
  }

  it('without a flow, a request is one step decided by the holders of the deciding role', async () => {
    const id = await askAccess('sem.fluxo');
    const [item] = await itemsOf(id);
    expect(item).toMatchObject({
      actionType: 'ACESSO_USUARIO',
      status: 'EM_APROVACAO',
      flowId: null,
      flowName: 'Aprovação de acesso (sem fluxo configurado)',
      requesterId: id,
      currentStep: 1,
      stepCount: 1,
    });
    // Someone given the role after the request was sent decides it: the step follows the role.
    gatekeeper = await createGatekeeper();
    const { version } = await detail(id);
    const approved = await call(
      t,
      '/api/usuario/aprovarPrimeiroAcesso',
      { id, version, profileId: financeiroProfileId },
      { token: gatekeeper.token },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(texts(approved)).toEqual([
      'Primeiro acesso aprovado. O usuário receberá um e-mail para criar a senha.',
    ]);
    expect(await detail(id)).toMatchObject({
      accessState: 'CADASTRADO',
      status: 'ATIVO',
      profile: 'Financeiro',
    });
    expect((await itemsOf(id))[0]).toMatchObject({ status: 'APROVADO' });
    expect(await auditOf('approval_request', item?.id ?? 0)).toEqual(['INICIADO', 'APROVADO']);
  });

  it('a two-step flow needs both steps before the user is registered', async () => {
    const flow = await asAdmin('/api/fluxoAprovacao/salvarAtualizarFluxo', {
      actionType: 'ACESSO_USUARIO',
      name: 'Acessos: administração, depois portaria',
      steps: [
        { stepNumber: 1, responsibleIds: [adminId] },
        { stepNumber: 2, responsibleIds: [gatekeeper.id] },
      ],
    });
    expect(flow.statusCode, flow.body).toBe(200);
    const id = await askAccess('dois.passos');
    const [item] = await itemsOf(id);
    expect(item).toMatchObject({ flowName: 'Acessos: administração, depois portaria', stepCount: 2 });

    // The second step's approver cannot act before the first.
    const early = await call(
      t,
      '/api/usuario/aprovarPrimeiroAcesso',
      { id, version: (await detail(id)).version, profileId: financeiroProfileId },
      { token: gatekeeper.token },
    );
    expect(early.statusCode).toBe(403);
    expect(early.json().mensagens[0].codigo).toBe('APPROVAL_NOT_RESPONSIBLE');

    const first = await asAdmin('/api/usuario/aprovarPrimeiroAcesso', {
      id,
      version: (await detail(id)).version,
      profileId: financeiroProfileId,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(texts(first)).toEqual([
      'Etapa aprovada. O primeiro acesso segue para a próxima etapa de aprovação.',
    ]);
    const halfway = await detail(id);
    expect(halfway).toMatchObject({ accessState: 'EM_APROVACAO', status: 'ATIVO', profile: 'Financeiro' });
    expect(await mailsTo('dois.passos')).toBe(0);
    // The first step's approver does not decide the second.
    const twice = await asAdmin('/api/usuario/aprovarPrimeiroAcesso', { id, version: halfway.version });
    expect(twice.statusCode).toBe(403);

    const second = await call(
      t,
      '/api/usuario/aprovarPrimeiroAcesso',
      { id, version: halfway.version },
      { token: gatekeeper.token },
    );
    expect(second.statusCode, second.body).toBe(200);
    const registered = await detail(id);
    expect(registered).toMatchObject({ accessState: 'CADASTRADO', profile: 'Financeiro' });
    expect(
      registered.decisions.map(({ step, decision, decidedBy }) => ({ step, decision, decidedBy })),
    ).toEqual([
      { step: 2, decision: 'APROVADO', decidedBy: 'Paula Porteira' },
      { step: 1, decision: 'APROVADO', decidedBy: 'Administrador do Sistema' },
    ]);
    expect(await mailsTo('dois.passos')).toBe(1);
    expect(await auditOf('approval_request', item?.id ?? 0)).toEqual([
      'INICIADO',
      'ETAPA_APROVADA',
      'APROVADO',
    ]);
    expect(await auditOf('user', id)).toEqual([
      'PRIMEIRO_ACESSO_SOLICITADO',
      'PRIMEIRO_ACESSO_ETAPA_APROVADA',
      'PRIMEIRO_ACESSO_APROVADO',
      'LINK_PRIMEIRA_SENHA_EMITIDO',
    ]);
  });

  it('a reproval at any step ends the request: the user is reproved and inactive', async () => {
    const id = await askAccess('reprovado.na.portaria');
    await asAdmin('/api/usuario/aprovarPrimeiroAcesso', {
      id,
      version: (await detail(id)).version,
      profileId: financeiroProfileId,
    });
    const reproved = await call(
      t,
      '/api/usuario/reprovarPrimeiroAcesso',
      { id, version: (await detail(id)).version, justificativa: 'Sem vínculo com a empresa' },
      { token: gatekeeper.token },
    );
    expect(reproved.statusCode, reproved.body).toBe(200);
    expect(await detail(id)).toMatchObject({ accessState: 'REPROVADO', status: 'INATIVO' });
    const [item] = await itemsOf(id);
    expect(item).toMatchObject({ status: 'REPROVADO', currentStep: 2 });
    expect(await auditOf('approval_request', item?.id ?? 0)).toEqual([
      'INICIADO',
      'ETAPA_APROVADA',
      'REPROVADO',
    ]);
    expect(await mailsTo('reprovado.na.portaria')).toBe(0);
  });

  it('an edition request runs on the same engine: one pending item per user', async () => {
    const financeiro = await userIdOf(t, 'financeiro');
    const ask = () =>
      call(
        t,
        '/api/usuario/solicitacaoEdicaoUsuario',
        {
          id: financeiro,
          solicitacaoEdicao: true,
          justificativaAcesso: 'Mudei de área',
          tipoAcao: 'SOLICITACAO_EDICAO',
        },
        { token: tokens.financeiro },
      );
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(409);
    const items = await itemsOf(financeiro);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ actionType: 'ACESSO_USUARIO', status: 'EM_APROVACAO', stepCount: 2 });
  });
});
