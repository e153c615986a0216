import type { TAscertainment } from '@trade-terms/domain/ascertainment';
import type { TAscertainmentOnRow } from '@trade-terms/domain/ascertainment-on';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/platform/audit/audit-table';
import { call, demoTokens, restrictedUser } from './support/calls';
import { type OnAndOff, onAndOffAscertainments } from './support/on-and-off-ascertainments';
import { justifyFindings } from './support/reconciliation';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The ON ascertainment: an ON growth lever earning 27 000.00 was computed as granted whole on
 * the invoice (abatement 27 000.00, to pay 0.00, as worked example 3); the analyst keys in what
 * the invoice really granted and the difference is to pay or to recover.
 */
describe('ON ascertainment', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let data: OnAndOff;

  const as = (token: string, path: string, body: unknown = {}, language?: string) =>
    call(t, `/api/${path}`, body, { token, ...(language ? { language } : {}) });
  const search = async (body: object = {}, token = tokens.comercial) => {
    const response = await as(token, 'apuracao/buscarApuracaoOn', {
      competence: `03/${data.year}`,
      tamanhoPagina: 100,
      ...body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { itens: TAscertainmentOnRow[]; total: number };
  };
  const onLine = async () => {
    const rows = (await search({ agreementId: data.on.agreement.id })).itens;
    expect(rows).toHaveLength(1);
    return rows[0] as TAscertainmentOnRow;
  };
  const save = (line: TAscertainmentOnRow, abatement: string, justification = 'Nota 123 concedeu menos') =>
    as(tokens.comercial, 'apuracao/salvarAbatimentoOn', {
      id: line.ascertainmentId,
      version: line.version,
      lineId: line.id,
      abatement,
      justification,
    });

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    data = await onAndOffAscertainments(t, tokens);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the ON lines of the competence with the abatement granted, the difference and the SAP state', async () => {
    expect(await onLine()).toMatchObject({
      ascertainmentId: data.on.ascertainmentId,
      agreementDescription: 'Acordo ON do relatório',
      competence: `03/${data.year}`,
      period: `Q1/${data.year}`,
      status: 'EM_VALIDACAO',
      lever: 'Crescimento trimestral sell-in',
      valueInForce: '27000.00',
      abatement: '27000.00',
      abatementJustification: null,
      difference: '0.00',
      toPay: '0.00',
      sapState: 'PENDENTE',
      sapConditionNumber: null,
    });
    const all = (await search()).itens.map((row) => row.agreementId);
    expect(all).not.toContain(data.off.agreement.id);
    expect((await search({ competence: `02/${data.year}` })).itens.map((r) => r.agreementId)).not.toContain(
      data.on.agreement.id,
    );
    expect((await search({ sapStates: ['CADASTRADA'], agreementId: data.on.agreement.id })).total).toBe(0);
    expect((await search({ sapStates: ['PENDENTE'], agreementId: data.on.agreement.id })).total).toBe(1);
    expect((await as(tokens.comercial, 'apuracao/buscarApuracaoOn', {})).statusCode).toBe(422);
  });

  it('keys in the abatement granted: to pay and the difference follow, audited and versioned', async () => {
    const line = await onLine();
    const missing = await save(line, '25000.00', ' ');
    expect(missing.statusCode).toBe(422);
    expect(missing.body).toContain('justificativa');

    const saved = await save(line, '25000.00');
    expect(saved.statusCode, saved.body).toBe(200);
    const ascertainment = saved.json() as TAscertainment;
    expect(ascertainment.version).toBe(line.version + 1);
    expect(ascertainment.lines[0]).toMatchObject({ abatement: '25000.00', toPay: '2000.00' });
    expect(await onLine()).toMatchObject({
      abatement: '25000.00',
      abatementJustification: 'Nota 123 concedeu menos',
      difference: '2000.00',
      toPay: '2000.00',
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ascertainment'), eq(auditLog.entityId, String(line.ascertainmentId))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ action: 'ABATIMENTO_ON', justification: 'Nota 123 concedeu menos' });

    // Granted more than earned: nothing to pay, the excess to recover.
    expect((await save(await onLine(), '28000.00', 'Nota 124')).statusCode).toBe(200);
    expect(await onLine()).toMatchObject({ difference: '-1000.00', toPay: '0.00' });

    // A stale version is refused and nothing changes.
    expect((await save(line, '1.00')).statusCode).toBe(409);
    expect((await onLine()).abatement).toBe('28000.00');
  });

  it('keeps the keyed-in abatement when the ascertainment is recalculated', async () => {
    await call(
      t,
      '/api/apuracao/calcular',
      { competence: `03/${data.year}`, agreementId: data.on.agreement.id },
      {
        token: tokens.comercial,
      },
    );
    expect(await onLine()).toMatchObject({ abatement: '28000.00', toPay: '0.00' });
  });

  it('refuses OFF lines, other roles, other channels and approved ascertainments', async () => {
    const off = (
      await as(tokens.comercial, 'apuracao/buscarPorId', { id: data.off.ascertainmentId })
    ).json() as TAscertainment;
    const onOff = await as(tokens.comercial, 'apuracao/salvarAbatimentoOn', {
      id: off.id,
      version: off.version,
      lineId: off.lines[0]?.id,
      abatement: '10.00',
      justification: 'Não é ON',
    });
    expect(onOff.statusCode).toBe(422);

    const readOnly = await restrictedUser(t, tokens.admin, {
      login: 'apuracao-on-leitura',
      features: ['ROLE_VISUALIZAR_EDICAO_APURACAO'],
      domains: { channels: [], commodities: [], regions: [] },
    });
    expect((await search({}, readOnly)).total).toBeGreaterThan(0);
    const line = await onLine();
    const body = {
      id: line.ascertainmentId,
      version: line.version,
      lineId: line.id,
      abatement: '1.00',
      justification: 'x',
    };
    expect((await as(readOnly, 'apuracao/salvarAbatimentoOn', body)).statusCode).toBe(403);

    const pcOnly = await restrictedUser(t, tokens.admin, {
      login: 'apuracao-on-pc',
      features: ['ROLE_VISUALIZAR_EDICAO_APURACAO', 'ROLE_EDITAR_APURACAO_ACORDO'],
      domains: { channels: ['PC'], commodities: [], regions: [] },
    });
    expect((await search({ agreementId: data.on.agreement.id }, pcOnly)).total).toBe(0);
    expect((await as(pcOnly, 'apuracao/salvarAbatimentoOn', body)).statusCode).toBe(404);

    // Approved: the abatement is settled.
    await justifyFindings(t, tokens.comercial, line.ascertainmentId, 'Conferido com as notas');
    const sent = await as(tokens.comercial, 'apuracao/enviarAprovacao', {
      ids: [line.ascertainmentId],
      confirmUnsigned: true,
    });
    expect(sent.json().done, sent.body).toEqual([line.ascertainmentId]);
    for (const token of [tokens.aprovador, tokens.admin]) {
      const approved = await as(token, 'apuracao/aprovar', {
        ids: [line.ascertainmentId],
        confirmUnsigned: true,
      });
      expect(approved.json().done, approved.body).toEqual([line.ascertainmentId]);
    }
    const approvedLine = await onLine();
    expect(approvedLine.status).toBe('APROVADA');
    const refused = await save(approvedLine, '27000.00');
    expect(refused.statusCode).toBe(409);
    expect((await onLine()).abatement).toBe('28000.00');
  });
});
