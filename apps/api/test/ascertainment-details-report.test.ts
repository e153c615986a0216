import type { TAscertainmentReportRow } from '@trade-terms/domain/ascertainment-details-report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoTokens, restrictedUser } from './support/calls';
import { type OnAndOff, onAndOffAscertainments } from './support/on-and-off-ascertainments';
import { queuedExport, readSheet } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

/** `/ascertainment/details-report`: one row per lever line, filtered, sorted, restricted, exported. */
describe('ascertainment details report', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let data: OnAndOff;

  const as = (token: string, path: string, body: unknown = {}, language?: string) =>
    call(t, `/api/${path}`, body, { token, ...(language ? { language } : {}) });
  const search = async (body: object, token = tokens.comercial) => {
    const response = await as(token, 'apuracao/relatorioDetalhes', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { itens: TAscertainmentReportRow[]; total: number };
  };
  const ours = (rows: TAscertainmentReportRow[]) =>
    rows.filter((row) => [data.off.agreement.id, data.on.agreement.id].includes(row.agreementId));

  beforeAll(async () => {
    // Exports answer at once up to one row here, so the limit is met.
    t = await createTestApp({ EXPORT_INLINE_MAX_ROWS: '1' });
    tokens = await demoTokens(t);
    data = await onAndOffAscertainments(t, tokens);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists one row per lever line with its ascertainment’s and agreement’s facts', async () => {
    const { itens, total } = await search({ agreementId: data.on.agreement.id });
    expect(total).toBe(1);
    expect(itens[0]).toMatchObject({
      ascertainmentId: data.on.ascertainmentId,
      agreementId: data.on.agreement.id,
      agreementDescription: 'Acordo ON do relatório',
      economicGroup: { code: 'GRP-ALFA' },
      channels: ['HC'],
      commodity: 'HPF',
      competence: `03/${data.year}`,
      period: `Q1/${data.year}`,
      status: 'EM_VALIDACAO',
      lineStatus: 'APURADA',
      lever: 'Crescimento trimestral sell-in',
      calculationModel: 'GROWTH',
      calculationBasis: 'NIV',
      origin: 'SELL_IN',
      fundsType: 'ON',
      accurateValue: '27000.00',
      validatedValue: null,
      finalValue: null,
      // ON: granted on the invoice, nothing left to pay (worked example 3's rule).
      abatement: '27000.00',
      toPay: '0.00',
      deadline: `30/05/${data.year}`,
      signatureStatus: 'AGUARDANDO_ASSINATURA',
    });
    expect(itens[0]?.achievementPercent).not.toBeNull();
    const off = await search({ agreementId: data.off.agreement.id });
    expect(off.itens[0]).toMatchObject({ fundsType: 'OFF', abatement: '0.00', toPay: '27000.00' });
  });

  it('filters by competence window, funds type, status, signature, commodity, holding and channel', async () => {
    const window = (from: string, to: string) =>
      search({ competenceFrom: from, competenceTo: to, tamanhoPagina: 100 }).then((page) => ours(page.itens));
    expect(await window(`01/${data.year}`, `03/${data.year}`)).toHaveLength(2);
    expect(await window(`04/${data.year}`, `12/${data.year}`)).toHaveLength(0);
    const only = async (filters: object) =>
      ours((await search({ ...filters, tamanhoPagina: 100 })).itens).map((row) => row.agreementId);
    expect(await only({ fundsTypes: ['ON'] })).toEqual([data.on.agreement.id]);
    expect(await only({ fundsTypes: ['OFF'] })).toEqual([data.off.agreement.id]);
    expect(await only({ statuses: ['APROVADA'] })).toEqual([]);
    expect(await only({ statuses: ['EM_VALIDACAO'] })).toHaveLength(2);
    expect(await only({ signatureStatuses: ['ASSINADO'] })).toEqual([]);
    expect(await only({ commodities: ['ICE'] })).toEqual([]);
    expect(await only({ economicGroups: ['GRP-ALFA'], channels: ['HC'] })).toHaveLength(2);
    expect(await only({ channels: ['PC'] })).toEqual([]);
    const refused = await as(tokens.comercial, 'apuracao/relatorioDetalhes', {
      competenceFrom: `03/${data.year}`,
      competenceTo: `01/${data.year}`,
    });
    expect(refused.statusCode).toBe(422);
  });

  it('sorts and pages on the server', async () => {
    const first = await search({ ordenarPor: 'toPay', direcao: 'desc', tamanhoPagina: 1 });
    expect(first.itens).toHaveLength(1);
    expect(first.total).toBeGreaterThanOrEqual(2);
    const all = await search({ ordenarPor: 'toPay', direcao: 'desc', tamanhoPagina: 100 });
    const values = all.itens.map((row) => Number(row.toPay ?? -1));
    expect(values).toEqual([...values].sort((a, b) => b - a).map((v) => v));
    const second = await search({ ordenarPor: 'toPay', direcao: 'desc', tamanhoPagina: 1, pagina: 2 });
    expect(second.itens[0]?.id).toBe(all.itens[1]?.id);
  });

  it('applies the caller’s restrictions and the screen’s roles', async () => {
    const pcOnly = await restrictedUser(t, tokens.admin, {
      login: 'relatorio-apuracao-pc',
      features: ['ROLE_VISUALIZAR_EDICAO_APURACAO'],
      domains: { channels: ['PC'], commodities: [], regions: [] },
    });
    expect(ours((await search({ tamanhoPagina: 100 }, pcOnly)).itens)).toEqual([]);
    const exported = await as(pcOnly, 'apuracao/exportarRelatorioDetalhes', {
      agreementId: data.on.agreement.id,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(await readSheet(exported.json().conteudo)).toHaveLength(1);
    const noRole = await restrictedUser(t, tokens.admin, {
      login: 'relatorio-apuracao-sem-papel',
      features: ['ROLE_VISUALIZAR_CADASTRO_SELL_IN'],
      domains: { channels: [], commodities: [], regions: [] },
    });
    expect((await as(noRole, 'apuracao/relatorioDetalhes', {})).statusCode).toBe(403);
    expect((await as(noRole, 'apuracao/exportarRelatorioDetalhes', {})).statusCode).toBe(403);
  });

  it('exports inline up to the limit, decimals as text, and as a dashboard job above it', async () => {
    const inline = await as(tokens.comercial, 'apuracao/exportarRelatorioDetalhes', {
      agreementId: data.on.agreement.id,
    });
    expect(inline.statusCode, inline.body).toBe(200);
    expect(inline.json().nomeArquivo).toMatch(/^detalhes-apuracao-\d{8}-\d{6}\.xlsx$/);
    const [header, line] = await readSheet(inline.json().conteudo);
    expect(header).toContain('Abatimento');
    expect(line).toContain('27000.00');
    expect(line).toContain('0.00');
    expect(line).toContain('Acordo ON do relatório');

    const queued = await as(
      tokens.comercial,
      'apuracao/exportarRelatorioDetalhes',
      { competenceFrom: `03/${data.year}`, competenceTo: `03/${data.year}` },
      'en',
    );
    const { job, fileName, rows } = await queuedExport(t, tokens.comercial, queued);
    expect(job).toMatchObject({ status: 'FINALIZADO', cadastro: 'Relatório de detalhes da apuração' });
    expect(fileName).toMatch(/^ascertainment-details-/);
    const descriptions = rows.slice(1).map((row) => row[2]);
    expect(descriptions).toEqual(
      expect.arrayContaining(['Acordo ON do relatório', 'Acordo OFF do relatório']),
    );
    expect(rows[0]).toContain('To pay');
  });
});
