import { calendarDateIn, formatBrDate } from '@trade-terms/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AgreementBody, agreementFlow, type DemoTokens } from './support/agreement-flow';
import { demoTokens, restrictedUserToken, texts } from './support/calls';
import { readSheet } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

describe('agreement reads', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let year: number;
  let today: string;
  /** The demo agreements: approved (Grupo Alfa, HC) and awaiting its first step (Rede Beta, PC). */
  let approvedDemo: number;
  let awaitingDemo: number;
  const flow = agreementFlow(
    () => t,
    () => tokens,
  );
  const { as, bulk, read } = flow;
  const search = async (token: string, body: object) =>
    (await as(token, '/api/contrato/buscarContratos', body)).json().itens as AgreementBody[];

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await demoTokens(t);
    today = calendarDateIn(t.config.BUSINESS_TIME_ZONE);
    year = Number(today.slice(0, 4));
    approvedDemo = (await search(tokens.comercial, { tab: 'current', texto: `Acordo Grupo Alfa ${year}` }))[0]
      ?.id as number;
    awaitingDemo = (await search(tokens.comercial, { economicGroups: ['GRP-BETA'] }))[0]?.id as number;
  });
  afterAll(() => t.close());

  describe('buscarAlavancasContrato', () => {
    it('pages an agreement’s levers as summary rows, counted in SQL, optionally of some statuses', async () => {
      const first = await as(tokens.comercial, '/api/contrato/buscarAlavancasContrato', {
        id: approvedDemo,
        tamanhoPagina: 1,
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({
        total: 2,
        itens: [
          expect.objectContaining({
            position: 0,
            name: 'Meta mensal sell-out',
            channel: 'HC',
            calculationModel: 'GOAL',
            status: 'ATIVA',
            fundsType: 'OFF',
            commodity: 'HPF',
            expectedYearlyValue: '120000.00',
            customerCount: 2,
            payerCount: 1,
            eventCount: 0,
            hasPendingValues: false,
            inactiveSince: null,
          }),
        ],
      });
      const second = await as(tokens.comercial, '/api/contrato/buscarAlavancasContrato', {
        id: approvedDemo,
        tamanhoPagina: 1,
        pagina: 2,
      });
      expect(second.json().itens.map((row: { name: string }) => row.name)).toEqual([
        'Crescimento trimestral sell-in',
      ]);
      const closed = await as(tokens.comercial, '/api/contrato/buscarAlavancasContrato', {
        id: approvedDemo,
        statuses: ['ENCERRADA'],
      });
      expect(closed.json()).toEqual({ itens: [], total: 0 });
      expect(
        (await as(tokens.comercial, '/api/contrato/buscarAlavancasContrato', { id: 999999 })).statusCode,
      ).toBe(404);
    });
  });

  describe('buscarDetalhesContrato', () => {
    it('shows the approvers where the approval stands: steps, responsibles by name, the current one', async () => {
      const response = await as(tokens.aprovador, '/api/contrato/buscarDetalhesContrato', {
        id: awaitingDemo,
      });
      expect(response.statusCode, response.body).toBe(200);
      const details = response.json();
      expect(details.agreement).toMatchObject({
        id: awaitingDemo,
        description: `Acordo Rede Beta ${year}`,
        status: 'AGUARDANDO_APROVACAO',
        approverStatus: 'AGUARDANDO_APROVACAO_VENDAS',
        totals: { on: '48000.00', off: '0.00' },
      });
      expect(details.agreement.levers).toBeUndefined();
      expect(details).toMatchObject({
        leverCount: 1,
        payerCount: 1,
        leverStatuses: { ATIVA: 1, EM_ALTERACAO: 0, AGUARDANDO_APROVACAO: 0, ENCERRADA: 0, INATIVA: 0 },
        returnedToRegistration: null,
        termination: null,
      });
      expect(details.approval).toMatchObject({
        flowName: 'Aprovação de acordos comerciais',
        status: 'EM_APROVACAO',
        currentStep: 1,
        stepCount: 2,
        requester: { name: 'Carla Comercial' },
        closedAt: null,
      });
      expect(
        details.approval.steps.map(
          (step: { stepNumber: number; current: boolean; responsibles: { name: string }[] }) => [
            step.stepNumber,
            step.current,
            step.responsibles.map((person) => person.name),
          ],
        ),
      ).toEqual([
        [1, true, ['André Aprovador']],
        [2, false, ['Administrador do Sistema']],
      ]);
      expect(details.approval.steps[0].notified.map((person: { name: string }) => person.name)).toEqual([
        'Carla Comercial',
      ]);
    });

    it('keeps the decisions of an approval that ended, step by step', async () => {
      const details = (
        await as(tokens.comercial, '/api/contrato/buscarDetalhesContrato', { id: approvedDemo })
      ).json();
      expect(details.approval.status).toBe('APROVADO');
      expect(
        details.approval.steps.map(
          (step: { current: boolean; decisions: { user: { name: string }; decision: string }[] }) => [
            step.current,
            step.decisions.map((decision) => [decision.user.name, decision.decision]),
          ],
        ),
      ).toEqual([
        [false, [['André Aprovador', 'APROVADO']]],
        [false, [['Administrador do Sistema', 'APROVADO']]],
      ]);
    });
  });

  describe('buscarDetalheAlavancasContrato and buscarStatusAlavancaContrato', () => {
    it('shows one lever in detail with its values, customers by name, and its own approval history', async () => {
      const agreement = await flow.approved('Detalhe de alavanca');
      const lever = agreement.levers[0];
      if (!lever) throw new Error('the agreement has no lever');
      const before = (
        await as(tokens.comercial, '/api/contrato/buscarDetalheAlavancasContrato', { id: lever.id })
      ).json();
      expect(before).toMatchObject({
        agreement: { id: agreement.id, description: 'Detalhe de alavanca', status: 'APROVADO' },
        lever: {
          id: lever.id,
          name: 'Meta mensal sell-out',
          status: 'ATIVA',
          discountPercent: '2.0000',
          goal: '500000.00',
          expectedYearlyValue: '1000.00',
          pendingValues: null,
          commodity: 'HPF',
          inactivePeriods: [],
        },
        customers: [
          { code: '0001000101', name: 'Alfa Supermercados Matriz' },
          { code: '0001000102', name: 'Alfa Supermercados Filial RJ' },
        ],
        payers: [{ code: '0001000101', name: 'Alfa Supermercados Matriz' }],
        approvals: [],
        history: [],
      });

      // A higher discount waits for approval on the lever-change flow.
      const raised = await flow.saveLevers(agreement, { discountPercent: '3.0' });
      expect(raised.statusCode, raised.body).toBe(200);
      await bulk(tokens.comercial, '/api/contrato/enviarAlavancasAprovacao', { ids: [lever.id] });
      const pending = (
        await as(tokens.comercial, '/api/contrato/buscarDetalheAlavancasContrato', { id: lever.id })
      ).json();
      expect(pending.lever).toMatchObject({
        status: 'AGUARDANDO_APROVACAO',
        discountPercent: '2.0000',
        pendingValues: { discountPercent: '3.0000' },
      });
      expect(pending.approvals).toEqual([
        expect.objectContaining({
          flowName: 'Aprovação de alteração de alavancas',
          status: 'EM_APROVACAO',
          steps: [
            expect.objectContaining({
              current: true,
              responsibles: [expect.objectContaining({ name: 'André Aprovador' })],
            }),
          ],
        }),
      ]);
      expect(
        pending.history.map((move: { action: string; by: { name: string } }) => [move.action, move.by.name]),
      ).toEqual([['ALAVANCA_ENVIADA', 'Carla Comercial']]);

      const status = (
        await as(tokens.comercial, '/api/contrato/buscarStatusAlavancaContrato', { id: agreement.id })
      ).json();
      expect(status).toEqual({
        agreementId: agreement.id,
        agreementStatus: 'APROVADO',
        counts: { ATIVA: 0, EM_ALTERACAO: 0, AGUARDANDO_APROVACAO: 1, ENCERRADA: 0, INATIVA: 0 },
        lista: [
          {
            id: lever.id,
            leverId: lever.leverId,
            name: 'Meta mensal sell-out',
            status: 'AGUARDANDO_APROVACAO',
            inactiveSince: null,
          },
        ],
      });

      await bulk(tokens.aprovador, '/api/contrato/aprovarAlavancas', { ids: [lever.id] });
      await bulk(tokens.aprovador, '/api/contrato/inativarAlavancas', {
        ids: [lever.id],
        date: formatBrDate(today),
        justification: 'Parada',
      });
      const after = (
        await as(tokens.comercial, '/api/contrato/buscarDetalheAlavancasContrato', { id: lever.id })
      ).json();
      expect(after.lever).toMatchObject({
        status: 'INATIVA',
        discountPercent: '3.0000',
        inactivePeriods: [{ from: formatBrDate(today), until: null }],
      });
      expect(after.approvals[0]).toMatchObject({ status: 'APROVADO' });
      expect(
        after.history.map((move: { action: string; status: string }) => [move.action, move.status]),
      ).toEqual([
        ['ALAVANCA_ENVIADA', 'AGUARDANDO_APROVACAO'],
        ['ALAVANCA_APROVADA', 'ATIVA'],
        ['ALAVANCA_INATIVADA', 'INATIVA'],
      ]);
      const counts = (
        await as(tokens.comercial, '/api/contrato/buscarStatusAlavancaContrato', { id: agreement.id })
      ).json();
      expect(counts.counts).toMatchObject({ INATIVA: 1, ATIVA: 0 });
      expect(counts.lista[0].inactiveSince).toBe(formatBrDate(today));
      expect(
        (await as(tokens.comercial, '/api/contrato/buscarDetalheAlavancasContrato', { id: 999999 }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('buscarContratoRetornadoEmCadastro', () => {
    it('lists agreements turned back to registration with who, when and why, until they are approved again', async () => {
      const agreement = await flow.approved('Retornado ao cadastro');
      await bulk(tokens.comercial, '/api/contrato/retornarContratosEmCadastro', {
        ids: [agreement.id],
        justification: 'Revisar clientes',
      });
      const listed = await as(tokens.comercial, '/api/contrato/buscarContratoRetornadoEmCadastro', {
        texto: 'Retornado ao cadastro',
      });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json().total).toBe(1);
      expect(listed.json().itens[0]).toMatchObject({
        id: agreement.id,
        status: 'EM_CADASTRO',
        tab: 'registering',
        economicGroup: { code: 'GRP-ALFA', name: 'Grupo Alfa Supermercados' },
        returned: { by: { name: 'Carla Comercial' }, justification: 'Revisar clientes' },
      });
      const details = (
        await as(tokens.comercial, '/api/contrato/buscarDetalhesContrato', { id: agreement.id })
      ).json();
      expect(details.returnedToRegistration).toMatchObject({ justification: 'Revisar clientes' });

      // Sent and approved again, it is no longer a returned one.
      await bulk(tokens.comercial, '/api/contrato/confirmarContratosEmGrupo', { ids: [agreement.id] });
      expect(
        (
          await as(tokens.comercial, '/api/contrato/buscarContratoRetornadoEmCadastro', {
            texto: 'Retornado ao cadastro',
          })
        ).json().total,
      ).toBe(1);
      await bulk(tokens.aprovador, '/api/contrato/aprovarContratos', { ids: [agreement.id] });
      await bulk(tokens.admin, '/api/contrato/aprovarContratos', { ids: [agreement.id] });
      expect(
        (
          await as(tokens.comercial, '/api/contrato/buscarContratoRetornadoEmCadastro', {
            texto: 'Retornado ao cadastro',
          })
        ).json(),
      ).toEqual({ itens: [], total: 0 });
      expect(
        (await as(tokens.comercial, '/api/contrato/buscarDetalhesContrato', { id: agreement.id })).json()
          .returnedToRegistration,
      ).toBeNull();
    });

    it('orders by the latest return and takes the list’s filters', async () => {
      const first = await flow.approved('Volta A');
      const second = await flow.approved('Volta B');
      for (const agreement of [first, second]) {
        await bulk(tokens.comercial, '/api/contrato/retornarContratosEmCadastro', {
          ids: [agreement.id],
          justification: `Revisar ${agreement.description}`,
        });
      }
      const ids = async (body: object) =>
        (
          await as(tokens.comercial, '/api/contrato/buscarContratoRetornadoEmCadastro', {
            texto: 'Volta',
            ...body,
          })
        )
          .json()
          .itens.map((row: { id: number }) => row.id);
      expect(await ids({})).toEqual([second.id, first.id]);
      expect(await ids({ direcao: 'asc' })).toEqual([first.id, second.id]);
      expect(await ids({ ordenarPor: 'description', direcao: 'asc' })).toEqual([first.id, second.id]);
      expect(await ids({ channels: ['PC'] })).toEqual([]);
      expect(await ids({ tamanhoPagina: 1, pagina: 2 })).toEqual([first.id]);
    });
  });

  describe('for a user restricted to channel HC', () => {
    it('answers 404 for every read of a PC agreement, as for a missing one', async () => {
      const restricted = await restrictedUserToken(t, tokens.admin, {
        login: 'leituras.hc',
        features: ['ROLE_VISUALIZAR_ACORDOS_COMERCIAIS'],
        channels: ['HC'],
      });
      const betaLever = (await read(awaitingDemo)).levers[0]?.id;
      for (const [url, body] of [
        ['/api/contrato/buscarAlavancasContrato', { id: awaitingDemo }],
        ['/api/contrato/buscarDetalhesContrato', { id: awaitingDemo }],
        ['/api/contrato/buscarStatusAlavancaContrato', { id: awaitingDemo }],
        ['/api/contrato/buscarDetalheAlavancasContrato', { id: betaLever }],
      ] as const) {
        const response = await as(restricted, url, body);
        expect(response.statusCode, url).toBe(404);
      }
      expect(
        (await as(restricted, '/api/contrato/buscarAlavancasContrato', { id: approvedDemo })).statusCode,
      ).toBe(200);
    });
  });

  describe('exportarAlteracoesIntegracaoClienteSap', () => {
    /** The export's rows of some agreements (the demo data's may fall in the window too). */
    async function changesOf(token: string, ids: readonly number[], body: object = {}) {
      const response = await as(token, '/api/contrato/exportarAlteracoesIntegracaoClienteSap', {
        since: formatBrDate(today),
        ...body,
      });
      expect(response.statusCode, response.body).toBe(200);
      const [header, ...rows] = await readSheet(response.json().conteudo);
      return {
        header,
        file: response.json().nomeArquivo,
        rows: rows.filter((row) => ids.includes(Number(row[2]))),
      };
    }

    it('lists each SAP customer and payer put on or taken off a lever since a day, with who and when', async () => {
      const created = await flow.create('Clientes SAP alterados');
      const { header, file, rows } = await changesOf(tokens.financeiro, [created.id]);
      expect(file).toBe('alteracoes-clientes-sap-acordos.xlsx');
      expect(header).toEqual([
        'Data e hora',
        'Usuário',
        'Acordo',
        'Descrição',
        'Grupo econômico',
        'Situação',
        'Alavanca',
        'Papel',
        'Cliente SAP',
        'Nome do cliente',
        'Alteração',
      ]);
      expect(rows.map((row) => row.slice(1).filter((_cell, at) => at !== 1))).toEqual([
        [
          'Carla Comercial',
          'Clientes SAP alterados',
          'GRP-ALFA — Grupo Alfa Supermercados',
          'Em cadastro',
          'Meta mensal sell-out',
          'Cliente',
          '0001000101',
          'Alfa Supermercados Matriz',
          'Incluído',
        ],
        [
          'Carla Comercial',
          'Clientes SAP alterados',
          'GRP-ALFA — Grupo Alfa Supermercados',
          'Em cadastro',
          'Meta mensal sell-out',
          'Cliente',
          '0001000102',
          'Alfa Supermercados Filial RJ',
          'Incluído',
        ],
        [
          'Carla Comercial',
          'Clientes SAP alterados',
          'GRP-ALFA — Grupo Alfa Supermercados',
          'Em cadastro',
          'Meta mensal sell-out',
          'Pagador',
          '0001000101',
          'Alfa Supermercados Matriz',
          'Incluído',
        ],
      ]);
      expect(String(rows[0]?.[0])).toMatch(new RegExp(`^${formatBrDate(today)} \\d{2}:\\d{2}:\\d{2}$`));

      // One customer taken off, and values alone changed: only the customer goes out.
      const stored = await read(created.id);
      const saved = await flow.saveLevers(stored, { customers: ['0001000101'], discountPercent: '2.5' });
      expect(saved.statusCode, saved.body).toBe(200);
      const changed = await changesOf(tokens.comercial, [created.id], { until: formatBrDate(today) });
      expect(changed.rows.slice(3).map((row) => [row[7], row[8], row[10]])).toEqual([
        ['Cliente', '0001000102', 'Removido'],
      ]);
      const english = await as(
        tokens.comercial,
        '/api/contrato/exportarAlteracoesIntegracaoClienteSap',
        { since: formatBrDate(today) },
        'en',
      );
      const [englishHeader] = await readSheet(english.json().conteudo);
      expect(englishHeader?.slice(7)).toEqual(['Role', 'SAP customer', 'Customer name', 'Change']);
    });

    it('leaves out the agreements the caller may not see, and refuses a window that ends before it starts', async () => {
      const restricted = await restrictedUserToken(t, tokens.admin, {
        login: 'integracao.pc',
        features: ['ROLE_VISUALIZAR_INTEGRACAO_CLIENTES'],
        channels: ['PC'],
      });
      const hc = await flow.create('Clientes HC');
      const { rows } = await changesOf(restricted, [hc.id]);
      expect(rows).toEqual([]);
      const refused = await as(tokens.comercial, '/api/contrato/exportarAlteracoesIntegracaoClienteSap', {
        since: formatBrDate(today),
        until: `01/01/${year - 1}`,
      });
      expect(refused.statusCode).toBe(422);
      expect(texts(refused).join(' ')).toContain('A data final deve ser igual ou posterior à data inicial');
      const missing = await as(tokens.comercial, '/api/contrato/exportarAlteracoesIntegracaoClienteSap', {});
      expect(missing.statusCode).toBe(422);
    });

    it('leaves out what changed before the window', async () => {
      const created = await flow.create('Antes da janela');
      const tomorrow = new Date(`${today}T12:00:00Z`);
      tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
      const { rows } = await changesOf(tokens.comercial, [created.id], {
        since: formatBrDate(tomorrow.toISOString().slice(0, 10)),
      });
      expect(rows).toEqual([]);
    });
  });

  describe('exportarAlteracoesIntegracaoClienteSap past the inline limit', () => {
    let small: TestApp;
    afterAll(() => small?.close());

    it('asks for a narrower window instead of cutting the file', async () => {
      small = await createTestApp({ EXPORT_INLINE_MAX_ROWS: '2' });
      const smallTokens = await demoTokens(small);
      const smallFlow = agreementFlow(
        () => small,
        () => smallTokens,
      );
      await smallFlow.create('Três linhas');
      const refused = await smallFlow.as(
        smallTokens.comercial,
        '/api/contrato/exportarAlteracoesIntegracaoClienteSap',
        {
          since: formatBrDate(calendarDateIn(small.config.BUSINESS_TIME_ZONE)),
        },
      );
      expect(refused.statusCode).toBe(422);
      expect(texts(refused).join(' ')).toContain('A exportação passa de 2 linhas');
    });
  });
});
