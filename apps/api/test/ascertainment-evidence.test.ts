import type { TAscertainment } from '@trade-terms/domain/ascertainment';
import type { TEvidence } from '@trade-terms/domain/ascertainment-evidence';
import type { DashboardKind, TInconsistencyRow } from '@trade-terms/domain/ascertainment-reconciliation';
import { calendarDateIn } from '@trade-terms/domain/dates';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/platform/audit/audit-table';
import { type AgreementBody, agreementFlow } from './support/agreement-flow';
import { call, demoTokens, restrictedUser, texts } from './support/calls';
import { justifyFindings } from './support/reconciliation';
import { createTestApp, type TestApp } from './support/test-app';
import { zipOf } from './support/zip-of';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF photo of the event')]);
/** The first bytes of a Windows executable. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const MAX_FILE = 64 * 1024;

/**
 * Evidence of an ascertainment (issue #13): the monthly quota-event lever "Evento cota
 * aniversário" needs evidence; its September event (5 000.00) is paid only once a photo of
 * September is kept. Every refusal answers one message per bad file and keeps nothing.
 */
describe('ascertainment evidence', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof demoTokens>>;
  let year: number;
  let agreement: AgreementBody;
  let id: number;
  let kept: TEvidence[] = [];

  const as = (token: string, path: string, body: unknown = {}, language?: string) =>
    call(t, `/api/${path}`, body, { token, ...(language ? { language } : {}) });
  const ok = async <T>(token: string, path: string, body: unknown = {}): Promise<T> => {
    const response = await as(token, path, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const upload = (zip: Buffer, token = tokens.comercial, language?: string, target = id) =>
    as(
      token,
      'apuracao/importarEvidencias',
      { id: target, nomeArquivo: 'evidencias.zip', conteudo: zip.toString('base64') },
      language,
    );
  const listed = async () =>
    (await ok<{ lista: TEvidence[] }>(tokens.comercial, 'apuracao/listarEvidencias', { id })).lista;
  const quotaLine = async () => {
    const detail = await ok<TAscertainment>(tokens.comercial, 'apuracao/buscarPorId', { id });
    return detail.lines.find((line) => line.calculationModel === 'QUOTA_EVENT');
  };
  const name = (month: number, sequence: number, extension: string, agreementId = agreement.id) =>
    `${agreementId}_${String(month).padStart(2, '0')}_${year}_${sequence}.${extension}`;
  const auditCount = async () => {
    const [row] = await t.database.db
      .select({ total: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ascertainment'), eq(auditLog.entityId, String(id))));
    return row?.total ?? 0;
  };

  beforeAll(async () => {
    t = await createTestApp({
      UPLOAD_MAX_BYTES: String(MAX_FILE),
      UPLOAD_MAX_UNPACKED_BYTES: String(4 * MAX_FILE),
    });
    tokens = await demoTokens(t);
    year = Number(calendarDateIn(t.config.BUSINESS_TIME_ZONE).slice(0, 4));
    const flow = agreementFlow(
      () => t,
      () => tokens,
    );
    agreement = await flow.approvedWithLever('Acordo com evento de cota', 'Evento cota aniversário', {
      fundsType: 'OFF',
      commodity: 'HPF',
      customers: ['0001000101', '0001000102'],
      payers: ['0001000101'],
      events: [
        { description: 'Aniversário da rede', competence: `09/${year}`, value: '5000.00' },
        { description: 'Encarte de Natal', competence: `12/${year}`, value: '2500.00' },
      ],
    });
    const calculated = await ok<{ changed: number[] }>(tokens.comercial, 'apuracao/calcular', {
      competence: `09/${year}`,
      agreementId: agreement.id,
    });
    expect(calculated.changed).toHaveLength(1);
    id = calculated.changed[0] as number;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the September event without its photo before any evidence', async () => {
    const line = await quotaLine();
    expect(line?.inconsistencies.map((found) => found.code)).toContain('NO_ASCERTAINMENT_PHOTO');
    expect(line?.accurateValue ?? '0.00').toBe('0.00');
  });

  it('shows the missing photo on the inconsistencies dashboard, counted and filtered by kind', async () => {
    const page = await ok<{ itens: TInconsistencyRow[]; counts: Record<DashboardKind, number> }>(
      tokens.admin,
      'dashboardInconsistencias/buscar',
      { competence: `09/${year}`, kinds: ['LINE_INCONSISTENCY'], tamanhoPagina: 50 },
    );
    const photo = page.itens.filter(
      (row) => row.ascertainmentId === id && row.message === 'calc.inconsistency.noAscertainmentPhoto',
    );
    expect(photo).toHaveLength(1);
    expect(photo[0]).toMatchObject({ kind: 'LINE_INCONSISTENCY', agreementId: agreement.id });
    expect(photo[0]?.detail).toContain('Evento cota aniversário');
    expect(page.counts.LINE_INCONSISTENCY).toBeGreaterThanOrEqual(1);
    expect(page.itens.every((row) => row.kind === 'LINE_INCONSISTENCY')).toBe(true);
  });

  it('keeps a good ZIP, lists it and downloads each file byte for byte', async () => {
    const before = await auditCount();
    const response = await upload(
      zipOf([
        { name: name(9, 1, 'pdf'), content: PDF },
        { name: `${agreement.id}_9_${year}_2.JPG`, content: JPG },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    kept = (response.json() as { lista: TEvidence[] }).lista;
    expect(kept.map((file) => [file.fileName, file.kind, file.competence, file.sequence, file.size])).toEqual(
      [
        [name(9, 1, 'pdf'), 'pdf', `09/${year}`, 1, PDF.length],
        [`${agreement.id}_9_${year}_2.JPG`, 'jpg', `09/${year}`, 2, JPG.length],
      ],
    );
    expect(await auditCount()).toBe(before + 1);
    expect((await listed()).map((file) => file.id)).toEqual(kept.map((file) => file.id));
    for (const [file, content, mime] of [
      [kept[0], PDF, 'application/pdf'],
      [kept[1], JPG, 'image/jpeg'],
    ] as const) {
      const answer = await ok<{ conteudo: string; nomeArquivo: string; mime: string }>(
        tokens.aprovador,
        'apuracao/baixarEvidencia',
        { id: file?.id },
      );
      expect(answer.nomeArquivo).toBe(file?.fileName);
      expect(answer.mime).toBe(mime);
      expect(Buffer.from(answer.conteudo, 'base64').equals(content)).toBe(true);
    }
  });

  it('pays the evidenced event once recalculated: the photo inconsistency is gone', async () => {
    await ok(tokens.comercial, 'apuracao/calcular', { competence: `09/${year}`, agreementId: agreement.id });
    const line = await quotaLine();
    expect(line?.accurateValue).toBe('5000.00');
    expect(line?.inconsistencies.map((found) => found.code)).not.toContain('NO_ASCERTAINMENT_PHOTO');
  });

  it('refuses every bad file of issue #13 by name and reason, keeping nothing of the ZIP', async () => {
    const good = { name: name(9, 10, 'pdf'), content: PDF };
    const cases: {
      entries: { name: string; content: Buffer; declaredSize?: number }[];
      file: string;
      says: string;
    }[] = [
      {
        entries: [good, { name: name(9, 3, 'pdf'), content: EXE }],
        file: name(9, 3, 'pdf'),
        says: 'não é um PDF',
      },
      {
        entries: [good, { name: name(9, 4, 'exe'), content: EXE }],
        file: name(9, 4, 'exe'),
        says: 'tipo de arquivo não aceito',
      },
      {
        entries: [good, { name: 'foto do evento.pdf', content: PDF }],
        file: 'foto do evento.pdf',
        says: 'códigoDoAcordo_mês_ano_sequência',
      },
      {
        entries: [good, { name: name(9, 5, 'pdf', agreement.id + 1000), content: PDF }],
        file: name(9, 5, 'pdf', agreement.id + 1000),
        says: `(${agreement.id})`,
      },
      {
        entries: [good, { name: name(10, 6, 'pdf'), content: PDF }],
        file: name(10, 6, 'pdf'),
        says: 'fora do período',
      },
      {
        entries: [good, { name: `../${name(9, 7, 'pdf')}`, content: PDF }],
        file: `../${name(9, 7, 'pdf')}`,
        says: 'pastas',
      },
      { entries: [good, { name: 'fotos/', content: Buffer.alloc(0) }], file: 'fotos/', says: 'pastas' },
      {
        entries: [good, { name: `fotos/${name(9, 8, 'pdf')}`, content: PDF }],
        file: `fotos/${name(9, 8, 'pdf')}`,
        says: 'pastas',
      },
      {
        entries: [good, { name: name(9, 9, 'pdf'), content: Buffer.alloc(0) }],
        file: name(9, 9, 'pdf'),
        says: 'vazio',
      },
      { entries: [good, good], file: good.name, says: 'mais de uma vez' },
      {
        entries: [good, { name: name(9, 1, 'pdf'), content: PDF }],
        file: name(9, 1, 'pdf'),
        says: 'já existe uma evidência',
      },
      // A bomb: a small ZIP whose file inflates past the per-file cap.
      {
        entries: [
          good,
          { name: name(9, 11, 'pdf'), content: Buffer.concat([PDF, Buffer.alloc(MAX_FILE * 2)]) },
        ],
        file: name(9, 11, 'pdf'),
        says: 'o arquivo passa de',
      },
    ];
    const before = await auditCount();
    for (const each of cases) {
      const response = await upload(zipOf(each.entries));
      expect(response.statusCode, `${each.file}: ${response.body}`).toBe(422);
      const messages = texts(response);
      expect(messages[0]).toContain('nenhum arquivo foi guardado');
      expect(
        messages.slice(1).some((text) => text.startsWith(`${each.file}: `) && text.includes(each.says)),
        `${each.file}: ${messages.join(' | ')}`,
      ).toBe(true);
      // The good file beside the bad one is not kept either.
      expect(messages.some((text) => text.startsWith(`${good.name}:`))).toBe(each.file === good.name);
    }
    expect((await listed()).length).toBe(kept.length);
    expect(await auditCount()).toBe(before);
  });

  it('refuses archives as a whole: a bomb over the total, a lying directory, not a ZIP, in the caller’s language', async () => {
    const big = (sequence: number) => ({
      name: name(9, 20 + sequence, 'pdf'),
      content: Buffer.concat([PDF, Buffer.alloc(MAX_FILE - 100)]),
    });
    const total = await upload(zipOf([0, 1, 2, 3, 4].map(big)));
    expect(total.statusCode).toBe(422);
    expect(total.json().mensagens[0].codigo).toBe('EVIDENCE_TOO_LARGE');
    const lying = await upload(
      zipOf([
        { name: name(9, 30, 'pdf'), content: Buffer.concat([PDF, Buffer.alloc(5000)]), declaredSize: 10 },
      ]),
    );
    expect(lying.statusCode).toBe(422);
    expect(lying.json().mensagens[0].codigo).toBe('EVIDENCE_NOT_A_ZIP');
    const renamed = await as(tokens.comercial, 'apuracao/importarEvidencias', {
      id,
      nomeArquivo: 'evidencias.zip',
      conteudo: PDF.toString('base64'),
    });
    expect(renamed.statusCode).toBe(422);
    const notZip = await as(tokens.comercial, 'apuracao/importarEvidencias', {
      id,
      nomeArquivo: 'evidencias.pdf',
      conteudo: PDF.toString('base64'),
    });
    expect(notZip.statusCode).toBe(422);
    const english = await upload(zipOf([{ name: name(9, 3, 'pdf'), content: EXE }]), tokens.comercial, 'en');
    expect(texts(english)).toEqual([
      'Evidence refused: no file was kept. Fix the files below and import the ZIP again',
      `${name(9, 3, 'pdf')}: the file’s content is not a PDF (the extension does not match the file)`,
    ]);
    expect((await listed()).length).toBe(kept.length);
  });

  it('answers 404 outside the caller’s restrictions and refuses callers without the roles', async () => {
    const pcOnly = await restrictedUser(t, tokens.admin, {
      login: 'evidencia-pc',
      features: ['ROLE_VISUALIZAR_EDICAO_APURACAO', 'ROLE_EDITAR_APURACAO_ACORDO'],
      domains: { channels: ['PC'], commodities: [], regions: [] },
    });
    const zip = zipOf([{ name: name(9, 40, 'pdf'), content: PDF }]);
    expect((await upload(zip, pcOnly)).statusCode).toBe(404);
    expect((await as(pcOnly, 'apuracao/listarEvidencias', { id })).statusCode).toBe(404);
    expect((await as(pcOnly, 'apuracao/baixarEvidencia', { id: kept[0]?.id })).statusCode).toBe(404);
    expect(
      (await as(pcOnly, 'apuracao/removerEvidencia', { id: kept[0]?.id, justification: 'x' })).statusCode,
    ).toBe(404);
    // The approver reads evidence but does not import or remove it.
    expect((await upload(zip, tokens.aprovador)).statusCode).toBe(403);
    expect(
      (await as(tokens.aprovador, 'apuracao/removerEvidencia', { id: kept[0]?.id, justification: 'x' }))
        .statusCode,
    ).toBe(403);
    expect((await call(t, '/api/apuracao/listarEvidencias', { id })).statusCode).toBe(401);
  });

  it('removes a file with its justification, keeping it listed as removed; the event is unpaid again', async () => {
    const missing = await as(tokens.comercial, 'apuracao/removerEvidencia', {
      id: kept[0]?.id,
      justification: ' ',
    });
    expect(missing.statusCode).toBe(422);
    for (const file of kept) {
      await ok(tokens.comercial, 'apuracao/removerEvidencia', {
        id: file.id,
        justification: 'Foto de outro evento',
      });
    }
    const files = await listed();
    expect(files.map((file) => [file.removedBy !== null, file.removalJustification])).toEqual([
      [true, 'Foto de outro evento'],
      [true, 'Foto de outro evento'],
    ]);
    const again = await as(tokens.comercial, 'apuracao/removerEvidencia', {
      id: kept[0]?.id,
      justification: 'de novo',
    });
    expect(again.statusCode).toBe(404);
    // The removed file is still downloadable from the history.
    await ok(tokens.comercial, 'apuracao/baixarEvidencia', { id: kept[0]?.id });
    // Its name may be kept again once removed.
    expect((await upload(zipOf([{ name: name(9, 1, 'pdf'), content: PDF }]))).statusCode).toBe(200);
    await ok(tokens.comercial, 'apuracao/removerEvidencia', {
      id: (await listed()).at(-1)?.id,
      justification: 'Errado',
    });
    await ok(tokens.comercial, 'apuracao/calcular', { competence: `09/${year}`, agreementId: agreement.id });
    const line = await quotaLine();
    expect(line?.inconsistencies.map((found) => found.code)).toContain('NO_ASCERTAINMENT_PHOTO');
  });
  it('takes evidence in approval too, but removes none there: what approvers saw stays', async () => {
    // The reconciliation's findings of September are not this test's: justified, it may be sent.
    await justifyFindings(t, tokens.comercial, id, 'Fora do escopo do teste de evidências');
    const sent = await ok<{ done: number[] }>(tokens.comercial, 'apuracao/enviarAprovacao', {
      ids: [id],
      confirmUnsigned: true,
    });
    expect(sent.done).toEqual([id]);
    const added = await upload(zipOf([{ name: name(9, 50, 'jpg'), content: JPG }]));
    expect(added.statusCode, added.body).toBe(200);
    const [file] = (added.json() as { lista: TEvidence[] }).lista;
    const refused = await as(tokens.comercial, 'apuracao/removerEvidencia', {
      id: file?.id,
      justification: 'Enviada por engano',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().mensagens[0].codigo).toBe('ASCERTAINMENT_STATUS_FORBIDS');
    expect((await listed()).find((each) => each.id === file?.id)?.removedAt).toBeNull();
  });
});
