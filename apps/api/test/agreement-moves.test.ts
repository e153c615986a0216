import { addDays, calendarDateIn, formatBrDate } from '@trade-terms/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementFlow, type DemoTokens } from './support/agreement-flow';
import { demoTokens, restrictedUserToken, texts } from './support/calls';
import { readSheet } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

describe('agreement moves: reactivate, terminate, disable and activate a lever', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let today: string;
  let year: number;
  const flow = agreementFlow(
    () => t,
    () => tokens,
  );
  const { as, bulk, read } = flow;
  const br = (days: number) => formatBrDate(addDays(today, days));

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    today = calendarDateIn(t.config.BUSINESS_TIME_ZONE);
    year = Number(today.slice(0, 4));
  });
  afterAll(() => t.close());

  /** The change history's action and justification columns, in order. */
  async function history(id: number) {
    const response = await as(tokens.comercial, '/api/contrato/exportarHistoricoContrato', { id });
    expect(response.statusCode, response.body).toBe(200);
    return (await readSheet(response.json().conteudo)).slice(1).map((row) => [row[2], row[4] ?? '']);
  }

  describe('reactivate', () => {
    it('brings a canceled agreement back to registration with a justification, recorded in its history', async () => {
      const created = await flow.create('Para reativar');
      await bulk(tokens.aprovador, '/api/contrato/cancelarContratos', {
        ids: [created.id],
        justification: 'Cliente desistiu',
      });
      expect(await read(created.id)).toMatchObject({ status: 'CANCELADO', tab: 'canceled' });

      const reactivated = await bulk(tokens.aprovador, '/api/contrato/reativarContratos', {
        ids: [created.id],
        justification: 'Cliente voltou a negociar',
      });
      expect(reactivated.done).toEqual([created.id]);
      expect(reactivated.mensagens[0]).toMatchObject({ tipo: 'SUCESSO', texto: '1 acordo(s) atualizado(s)' });
      const after = await read(created.id);
      expect(after).toMatchObject({ status: 'EM_CADASTRO', approverStatus: null, tab: 'registering' });
      expect(after.version).toBeGreaterThan(created.version);
      expect((await history(created.id)).slice(-2)).toEqual([
        ['Cancelado', 'Cliente desistiu'],
        ['Reativado', 'Cliente voltou a negociar'],
      ]);
      // Back in registration it is edited and sent to approval again.
      const sent = await bulk(tokens.comercial, '/api/contrato/confirmarContratosEmGrupo', {
        ids: [created.id],
      });
      expect(sent.done).toEqual([created.id]);
    });

    it('refuses without a justification, without the cancel role, and skips what is not canceled', async () => {
      const created = await flow.create('Reativação recusada');
      const without = await as(tokens.aprovador, '/api/contrato/reativarContratos', { ids: [created.id] });
      expect(without.statusCode).toBe(422);
      expect(texts(without).join(' ')).toContain('A justificativa é obrigatória');
      const english = await as(
        tokens.aprovador,
        '/api/contrato/reativarContratos',
        { ids: [created.id] },
        'en',
      );
      expect(texts(english).join(' ')).toContain('The justification is required');
      const forbidden = await as(tokens.comercial, '/api/contrato/reativarContratos', {
        ids: [created.id],
        justification: 'x',
      });
      expect(forbidden.statusCode).toBe(403);
      const skipped = await bulk(tokens.aprovador, '/api/contrato/reativarContratos', {
        ids: [created.id, 999999],
        justification: 'Reabrir',
      });
      expect(skipped.done).toEqual([]);
      expect(skipped.skipped).toEqual([
        { id: created.id, reason: 'a situação Em cadastro não permite esta ação' },
        { id: 999999, reason: 'Recurso não encontrado' },
      ]);
      expect(await read(created.id)).toMatchObject({ status: 'EM_CADASTRO', version: created.version });
    });
  });

  describe('terminate (rescission)', () => {
    it('ends an approved agreement early on a date, closed, with the termination on its record', async () => {
      const agreement = await flow.approved('Para rescindir');
      const terminated = await bulk(tokens.aprovador, '/api/contrato/rescindirContratos', {
        ids: [agreement.id],
        terminationDate: br(0),
        justification: 'Rescisão amigável',
      });
      expect(terminated.done).toEqual([agreement.id]);
      expect(await read(agreement.id)).toMatchObject({
        status: 'ENCERRADO',
        tab: 'closed',
        validityEnd: br(0),
        terminatedOn: br(0),
      });
      const details = (
        await as(tokens.comercial, '/api/contrato/buscarDetalhesContrato', { id: agreement.id })
      ).json();
      expect(details.termination).toMatchObject({
        date: br(0),
        previousEnd: `31/12/${year + 1}`,
        by: { name: 'André Aprovador' },
        justification: 'Rescisão amigável',
      });
      const last = (await history(agreement.id)).at(-1);
      expect(last).toEqual(['Rescindido', 'Rescisão amigável']);
      // A closed agreement is not terminated again.
      const again = await bulk(tokens.aprovador, '/api/contrato/rescindirContratos', {
        ids: [agreement.id],
        terminationDate: br(0),
        justification: 'De novo',
      });
      expect(again.skipped).toEqual([
        { id: agreement.id, reason: 'a situação Encerrado não permite esta ação' },
      ]);
    });

    it('is not a close: a close leaves no termination on the record', async () => {
      const agreement = await flow.approved('Encerrado, não rescindido');
      await bulk(tokens.aprovador, '/api/contrato/encerrarContratos', { ids: [agreement.id] });
      const closed = await read(agreement.id);
      expect(closed).toMatchObject({ status: 'ENCERRADO', terminatedOn: null });
      const details = (
        await as(tokens.comercial, '/api/contrato/buscarDetalhesContrato', { id: agreement.id })
      ).json();
      expect(details.termination).toBeNull();
    });

    it('refuses a date that is not early, before the start, or before today without the retroactive role', async () => {
      const agreement = await flow.approved('Rescisão recusada');
      const notEarly = await bulk(tokens.aprovador, '/api/contrato/rescindirContratos', {
        ids: [agreement.id],
        terminationDate: `31/12/${year + 1}`,
        justification: 'Fim',
      });
      expect(notEarly.skipped[0]?.reason).toBe(
        `A rescisão deve ser anterior ao fim da vigência (31/12/${year + 1}); para terminar nessa data, encerre o acordo`,
      );
      const beforeStart = await bulk(tokens.admin, '/api/contrato/rescindirContratos', {
        ids: [agreement.id],
        terminationDate: `31/12/${year - 2}`,
        justification: 'Antes',
      });
      expect(beforeStart.skipped[0]?.reason).toBe(
        `A data não pode ser anterior ao início da vigência (01/01/${year - 1})`,
      );
      const past = await as(tokens.aprovador, '/api/contrato/rescindirContratos', {
        ids: [agreement.id],
        terminationDate: br(-1),
        justification: 'Ontem',
      });
      expect(past.statusCode).toBe(403);
      expect(texts(past).join(' ')).toContain('exige a permissão de encerramento retroativo');
      const without = await as(tokens.aprovador, '/api/contrato/rescindirContratos', {
        ids: [agreement.id],
        terminationDate: br(0),
      });
      expect(without.statusCode).toBe(422);
      const missingDate = await as(tokens.aprovador, '/api/contrato/rescindirContratos', {
        ids: [agreement.id],
        justification: 'Sem data',
      });
      expect(missingDate.statusCode).toBe(422);
      expect(
        (
          await as(tokens.comercial, '/api/contrato/rescindirContratos', {
            ids: [agreement.id],
            terminationDate: br(0),
            justification: 'x',
          })
        ).statusCode,
      ).toBe(403);
      expect(await read(agreement.id)).toMatchObject({ status: 'APROVADO', version: agreement.version });

      // The administrator holds the retroactive role: yesterday is taken.
      const retro = await bulk(tokens.admin, '/api/contrato/rescindirContratos', {
        ids: [agreement.id],
        terminationDate: br(-1),
        justification: 'Rescisão com data retroativa',
      });
      expect(retro.done).toEqual([agreement.id]);
      expect(await read(agreement.id)).toMatchObject({ status: 'ENCERRADO', terminatedOn: br(-1) });
    });

    it('skips an agreement in registration', async () => {
      const created = await flow.create('Em cadastro, sem rescisão');
      const result = await bulk(tokens.aprovador, '/api/contrato/rescindirContratos', {
        ids: [created.id],
        terminationDate: br(0),
        justification: 'x',
      });
      expect(result.skipped).toEqual([
        { id: created.id, reason: 'a situação Em cadastro não permite esta ação' },
      ]);
    });
  });

  describe('disable and activate a lever', () => {
    it('stops a lever earning from a date and starts it again from a later one, keeping the stretch', async () => {
      const agreement = await flow.approved('Alavanca inativada');
      const lever = agreement.levers[0];
      if (!lever) throw new Error('the agreement has no lever');
      const disabled = await bulk(tokens.aprovador, '/api/contrato/inativarAlavancas', {
        ids: [lever.id],
        date: br(10),
        justification: 'Loja em reforma',
      });
      expect(disabled.done).toEqual([lever.id]);
      const inactive = (await read(agreement.id)).levers[0];
      expect(inactive).toMatchObject({ status: 'INATIVA', inactivePeriods: [{ from: br(10), until: null }] });

      const again = await bulk(tokens.aprovador, '/api/contrato/inativarAlavancas', {
        ids: [lever.id],
        date: br(11),
        justification: 'x',
      });
      expect(again.skipped).toEqual([{ id: lever.id, reason: 'a situação Inativa não permite esta ação' }]);
      const early = await bulk(tokens.aprovador, '/api/contrato/ativarAlavancas', {
        ids: [lever.id],
        date: br(5),
        justification: 'Cedo demais',
      });
      expect(early.skipped[0]?.reason).toBe(
        `A alavanca está inativa desde ${br(10)}: ative-a a partir dessa data ou depois`,
      );
      const activated = await bulk(tokens.aprovador, '/api/contrato/ativarAlavancas', {
        ids: [lever.id],
        date: br(20),
        justification: 'Reforma concluída',
      });
      expect(activated.done).toEqual([lever.id]);
      expect((await read(agreement.id)).levers[0]).toMatchObject({
        status: 'ATIVA',
        inactivePeriods: [{ from: br(10), until: br(20) }],
      });
      // A new stop may not reach into the last stretch.
      const overlap = await bulk(tokens.admin, '/api/contrato/inativarAlavancas', {
        ids: [lever.id],
        date: br(15),
        justification: 'x',
      });
      expect(overlap.skipped[0]?.reason).toBe(
        `A alavanca voltou a valer em ${br(20)}: inative-a a partir dessa data ou depois`,
      );
      expect((await history(agreement.id)).slice(-2)).toEqual([
        ['Alavanca inativada', 'Loja em reforma'],
        ['Alavanca ativada', 'Reforma concluída'],
      ]);
    });

    it('refuses a past date without the retroactive role, a date outside the validity, no justification, the wrong role', async () => {
      const agreement = await flow.approved('Inativação recusada');
      const leverId = agreement.levers[0]?.id;
      const past = await bulk(tokens.aprovador, '/api/contrato/inativarAlavancas', {
        ids: [leverId],
        date: br(-1),
        justification: 'Ontem',
      });
      expect(past.skipped[0]?.reason).toBe(
        'Uma data anterior a hoje exige a permissão de encerramento retroativo',
      );
      const outside = await bulk(tokens.aprovador, '/api/contrato/inativarAlavancas', {
        ids: [leverId],
        date: `01/01/${year + 2}`,
        justification: 'Depois',
      });
      expect(outside.skipped[0]?.reason).toBe(
        `A data deve estar dentro da vigência do acordo (01/01/${year - 1} a 31/12/${year + 1})`,
      );
      const outsideEnglish = await as(
        tokens.aprovador,
        '/api/contrato/inativarAlavancas',
        { ids: [leverId], date: `01/01/${year + 2}`, justification: 'Later' },
        'en',
      );
      expect(outsideEnglish.json().skipped[0]?.reason).toBe(
        `The date must be within the agreement's validity (01/01/${year - 1} to 31/12/${year + 1})`,
      );
      const without = await as(tokens.aprovador, '/api/contrato/inativarAlavancas', {
        ids: [leverId],
        date: br(0),
      });
      expect(without.statusCode).toBe(422);
      expect(
        (
          await as(tokens.comercial, '/api/contrato/ativarAlavancas', {
            ids: [leverId],
            date: br(0),
            justification: 'x',
          })
        ).statusCode,
      ).toBe(403);
      expect((await read(agreement.id)).levers[0]).toMatchObject({ status: 'ATIVA', inactivePeriods: [] });

      // The administrator holds the retroactive role.
      const retro = await bulk(tokens.admin, '/api/contrato/inativarAlavancas', {
        ids: [leverId],
        date: br(-1),
        justification: 'Desde ontem',
      });
      expect(retro.done).toEqual([leverId]);
    });

    it('acts only on levers of approved agreements, and an inactive lever takes no value changes', async () => {
      const draft = await flow.create('Rascunho com alavanca');
      const draftLever = draft.levers[0]?.id;
      const skipped = await bulk(tokens.aprovador, '/api/contrato/inativarAlavancas', {
        ids: [draftLever],
        date: br(0),
        justification: 'x',
      });
      expect(skipped.skipped).toEqual([{ id: draftLever, reason: 'a situação Ativa não permite esta ação' }]);

      const agreement = await flow.approved('Inativa sem alteração');
      const lever = agreement.levers[0];
      if (!lever) throw new Error('the agreement has no lever');
      await bulk(tokens.aprovador, '/api/contrato/inativarAlavancas', {
        ids: [lever.id],
        date: br(0),
        justification: 'Parada',
      });
      const current = await read(agreement.id);
      const change = await flow.saveLevers(current, { discountPercent: '1.0' });
      expect(change.statusCode).toBe(422);
      expect(texts(change).join(' ')).toContain(
        'Esta alavanca está em aprovação, inativa ou encerrada e não pode mudar',
      );
    });
  });

  describe('for a user restricted to channel PC', () => {
    it('finds none of the HC agreements and levers it would move', async () => {
      const restricted = await restrictedUserToken(t, tokens.admin, {
        login: 'movimentos.pc',
        features: [
          'ROLE_VISUALIZAR_ACORDOS_COMERCIAIS',
          'ROLE_CANCELAR_ACORDO_COMERCIAL',
          'ROLE_APROVAR_ACORDO_COMERCIAL',
        ],
        channels: ['PC'],
      });
      const agreement = await flow.approved('Fora do canal');
      const terminate = await bulk(restricted, '/api/contrato/rescindirContratos', {
        ids: [agreement.id],
        terminationDate: br(0),
        justification: 'x',
      });
      expect(terminate.skipped).toEqual([{ id: agreement.id, reason: 'Recurso não encontrado' }]);
      const disable = await bulk(restricted, '/api/contrato/inativarAlavancas', {
        ids: [agreement.levers[0]?.id],
        date: br(0),
        justification: 'x',
      });
      expect(disable.skipped).toEqual([{ id: agreement.levers[0]?.id, reason: 'Recurso não encontrado' }]);
      await bulk(tokens.aprovador, '/api/contrato/cancelarContratos', {
        ids: [agreement.id],
        justification: 'x',
      });
      const reactivate = await bulk(restricted, '/api/contrato/reativarContratos', {
        ids: [agreement.id],
        justification: 'x',
      });
      expect(reactivate.skipped).toEqual([{ id: agreement.id, reason: 'Recurso não encontrado' }]);
      expect(await read(agreement.id)).toMatchObject({ status: 'CANCELADO' });
    });
  });
});
