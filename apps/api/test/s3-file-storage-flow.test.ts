import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findJob } from '../src/modules/imports-exports/jobs-service';
import { loadConfig } from '../src/platform/config';
import { localFileStorage } from '../src/platform/storage/file-storage';
import { openFileStorage } from '../src/platform/storage/open-file-storage';
import { call, demoTokens } from './support/calls';
import { startTestS3, type TestS3 } from './support/s3-server';
import { readSheet, waitForJob, workbookOf } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

describe('imports and exports with files in an S3-compatible bucket', () => {
  let s3: TestS3;
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    s3 = await startTestS3();
    // Exports of more than one row run as jobs, so both kinds of export are seen.
    t = await createTestApp({ ...s3.env, EXPORT_INLINE_MAX_ROWS: '1' });
    admin = (await demoTokens(t)).admin;
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const asAdmin = (url: string, body: unknown = {}) => call(t, url, body, { token: admin });

  async function keysOf(id: string) {
    const job = await findJob(t.database.db, id);
    if (!job) throw new Error(`no job ${id}`);
    return job;
  }

  it('stores the upload, the error sheet and the export in the bucket and serves them back', async () => {
    const upload = await workbookOf(
      ['Código *', 'Nome *'],
      [
        ['SEG-S3-1', 'Segmento no bucket'],
        ['SEG-S3-2', ''],
      ],
    );
    const queued = await asAdmin('/api/segmento/importar', {
      nomeArquivo: 'segmentos.xlsx',
      conteudo: upload,
    });
    expect(queued.statusCode, queued.body).toBe(202);
    const imported = await waitForJob(t, admin, queued.json().id);
    expect(imported).toMatchObject({
      status: 'FINALIZADO_COM_INCONSISTENCIAS',
      linhasIncluidas: 1,
      linhasRejeitadas: 1,
    });

    // Another process on the same settings (another machine) sees the files; this machine's
    // folder holds none of them.
    const job = await keysOf(queued.json().id);
    const elsewhere = openFileStorage(loadConfig(s3.env));
    for (const key of [job.fileKey, job.errorsKey]) {
      expect(await elsewhere.size(key ?? ''), key ?? 'no key').toBeGreaterThan(0);
      expect(await localFileStorage(`${t.config.DATA_DIR}/files`).size(key ?? '')).toBeNull();
    }

    const original = await asAdmin('/api/importacaoExportacao/baixarResultado', { id: job.id });
    expect(original.statusCode, original.body).toBe(200);
    expect(original.headers['content-type']).toMatch(/^application\/json/);
    expect(original.json()).toEqual({
      nomeArquivo: 'segmentos.xlsx',
      tipoArquivo: 'xlsx',
      mime: expect.stringContaining('spreadsheetml'),
      conteudo: upload,
    });
    const errors = await asAdmin('/api/importacaoExportacao/baixarErros', { id: job.id });
    expect(errors.statusCode, errors.body).toBe(200);
    expect((await readSheet(errors.json().conteudo)).map((row) => row[1])).toContain('SEG-S3-2');

    const inline = await asAdmin('/api/segmento/exportar', { texto: 'SEG-S3-1' });
    expect(inline.statusCode, inline.body).toBe(200);
    expect((await readSheet(inline.json().conteudo)).slice(1).map((row) => row[0])).toEqual(['SEG-S3-1']);

    const exportQueued = await asAdmin('/api/segmento/exportar', {});
    expect(exportQueued.statusCode, exportQueued.body).toBe(202);
    const exported = await waitForJob(t, admin, exportQueued.json().id);
    expect(exported).toMatchObject({ status: 'FINALIZADO', temResultado: true });
    const file = await asAdmin('/api/importacaoExportacao/baixarResultado', { id: exported.id });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.json().nomeArquivo).toMatch(/^segmentos?-.*\.xlsx$/);
    const rows = await readSheet(file.json().conteudo);
    expect(rows.map((row) => row[0])).toContain('SEG-S3-1');
    expect(await elsewhere.size((await keysOf(String(exported.id))).resultKey ?? '')).toBeGreaterThan(0);
  });

  it('answers 404 with the error envelope when a job file is gone, and does not reprocess it', async () => {
    const queued = await asAdmin('/api/segmento/importar', {
      nomeArquivo: 'perdido.xlsx',
      conteudo: await workbookOf(['Código *', 'Nome *'], [['SEG-S3-GONE', 'Segmento perdido']]),
    });
    expect(queued.statusCode, queued.body).toBe(202);
    await waitForJob(t, admin, queued.json().id);
    const job = await keysOf(queued.json().id);
    await t.storage.remove(job.fileKey ?? '');

    const download = await asAdmin('/api/importacaoExportacao/baixarResultado', { id: job.id });
    expect(download.statusCode, download.body).toBe(404);
    expect(download.json().mensagens[0]).toMatchObject({ tipo: 'ERRO', codigo: 'JOB_FILE_NOT_AVAILABLE' });
    const again = await asAdmin('/api/importacaoExportacao/reprocessar', { id: job.id });
    expect(again.statusCode, again.body).toBe(404);
    expect(again.json().mensagens[0]).toMatchObject({ codigo: 'JOB_FILE_NOT_AVAILABLE' });
  });
});
