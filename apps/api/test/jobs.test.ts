import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkers, type Workers } from '../src/jobs';
import { runImport } from '../src/modules/master-data/register-import';
import { auditLog } from '../src/platform/audit/audit-table';
import { QUEUES, startJobQueue } from '../src/platform/jobs/job-queue';
import { call, demoTokens } from './support/calls';
import { waitForJob, workbookOf } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

describe('import and export jobs', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    // The API process runs no workers here: a separate worker process picks jobs up.
    t = await createTestApp({ RUN_WORKERS: 'false' });
    admin = (await demoTokens(t)).admin;
  });
  afterAll(() => t.close());

  async function segmentAudits(): Promise<number> {
    const [row] = await t.database.db
      .select({ value: count() })
      .from(auditLog)
      .where(eq(auditLog.entity, 'segment'));
    return row?.value ?? 0;
  }

  it('keeps a queued import until a worker starts, runs it there, and never applies it twice', async () => {
    const upload = await call(
      t,
      '/api/segmento/importar',
      {
        nomeArquivo: 'segmentos.xlsx',
        conteudo: await workbookOf(['Código *', 'Nome *'], [['SEG-J1', 'Segmento do job']]),
      },
      { token: admin },
    );
    expect(upload.statusCode, upload.body).toBe(202);
    const id = upload.json().id;
    // No process works the queue yet: the job waits in it, not fetched by anyone (a state
    // read in the queue's own table, rather than a fixed wait that would prove less).
    const inQueue = await t.database.executeSql('select state from pgboss.job where id = $1', [id]);
    expect(inQueue.rows).toEqual([{ state: 'created' }]);
    const queued = await call(t, '/api/importacaoExportacao/buscarPorId', { id }, { token: admin });
    expect(queued.json()).toMatchObject({ status: 'PROCESSANDO', progresso: 0 });

    const worker = await startJobQueue(t.database, { pollingIntervalSeconds: 0.5, onError: () => {} });
    let workers: Workers | null = null;
    try {
      workers = await startWorkers(
        { config: t.config, database: t.database, jobs: worker, storage: t.storage },
        console,
      );
      expect(await waitForJob(t, admin, id)).toMatchObject({
        status: 'FINALIZADO',
        linhasIncluidas: 1,
        progresso: 100,
      });
    } finally {
      workers?.stop();
      await worker.stop();
    }
    const audits = await segmentAudits();
    // A second delivery of the same job (a retry after a crash) finds it closed and does nothing.
    await runImport({ db: t.database.db, storage: t.storage, log: console }, id);
    expect(await segmentAudits()).toBe(audits);
    const again = await call(t, '/api/importacaoExportacao/buscarPorId', { id }, { token: admin });
    expect(again.json()).toMatchObject({ status: 'FINALIZADO', linhasIncluidas: 1 });
  });

  it('runs a large export as a job and serves its file from the dashboard', async () => {
    const small = await createTestApp({ EXPORT_INLINE_MAX_ROWS: '1' });
    try {
      const token = (await demoTokens(small)).admin;
      const queued = await call(small, '/api/canal/exportar', {}, { token });
      expect(queued.statusCode, queued.body).toBe(202);
      expect(queued.json().mensagens[0].texto).toContain('painel de importações e exportações');
      const job = await waitForJob(small, token, queued.json().id);
      expect(job).toMatchObject({
        status: 'FINALIZADO',
        tipo: 'EXPORTACAO',
        linhasLidas: 5,
        temResultado: true,
      });
      const file = await call(small, '/api/importacaoExportacao/baixarResultado', { id: job.id }, { token });
      expect(file.json()).toMatchObject({ tipoArquivo: 'xlsx' });
    } finally {
      await small.close();
    }
  });

  it('wakes a worker of its own process when a job is sent there, without waiting for its poll', async () => {
    // A minute between polls: a job sent here must not wait for the next one.
    const queue = await startJobQueue(t.database, { pollingIntervalSeconds: 60, onError: () => {} });
    try {
      const waiting = new Map<string, () => void>();
      await queue.work(QUEUES.budgetMapSheet, async (data) => waiting.get(String(data.marker))?.());
      const runs = (marker: string) =>
        new Promise<void>((resolve, reject) => {
          waiting.set(marker, resolve);
          setTimeout(() => reject(new Error(`job ${marker} not run within 20 s`)), 20_000);
        });
      // The first may meet the worker's first fetch; the second is sent while the worker would
      // otherwise sleep a minute after running the first.
      for (const marker of ['first', 'second']) {
        const ran = runs(marker);
        await queue.send(QUEUES.budgetMapSheet, randomUUID(), { marker });
        await ran;
      }
    } finally {
      await queue.stop();
    }
  });
});
