import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken } from './support/api-token';
import { NEEDS_POSTGRES, type ProductDatabase, productDatabase, TEST_DATABASE_URL } from './support/postgres';
import { type ProductServer, productServer } from './support/server';

/** Enough segments for the import to be still running when the process is killed. */
const ROWS = 20_000;

async function segmentsFile(): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Dados');
  sheet.addRow(['Código *', 'Nome *']);
  for (let index = 0; index < ROWS; index++) sheet.addRow([`CRASH-${index}`, `Segmento ${index}`]);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

interface Job {
  status: string;
  progresso: number;
  mensagem: string | null;
  linhasIncluidas: number;
}

describe.skipIf(!TEST_DATABASE_URL)(`an import whose process is killed (${NEEDS_POSTGRES})`, () => {
  let database: ProductDatabase;
  let server: ProductServer;
  beforeAll(async () => {
    database = await productDatabase();
    server = await productServer({ DATABASE_URL: database.url, JOB_POLL_SECONDS: '0.5' });
    await server.start();
  });
  afterAll(async () => {
    await server?.dispose();
    await database?.drop();
  });

  async function post<T>(token: string, path: string, body: unknown): Promise<{ status: number; body: T }> {
    const response = await fetch(`${server.baseUrl}/api/${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'accept-language': 'pt-BR',
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  /** Polls the job until `done` says so, failing at the deadline with the last state seen. */
  async function pollJob(
    token: string,
    id: string,
    deadline: number,
    done: (job: Job) => boolean,
  ): Promise<Job> {
    let last: Job | null = null;
    while (Date.now() < deadline) {
      last = (await post<Job>(token, 'importacaoExportacao/buscarPorId', { id })).body;
      if (done(last)) return last;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`job ${id} did not get there in time; last seen ${JSON.stringify(last)}`);
  }

  it('runs again after the restart and applies every row once, within a minute', async () => {
    let token = await apiToken(server.baseUrl, 'admin', 'Admin@123');
    const total = async () =>
      (await post<{ total: number }>(token, 'segmento/buscar', { pagina: 1, tamanhoPagina: 1 })).body.total;
    const before = await total();
    const upload = await post<{ id: string }>(token, 'segmento/importar', {
      nomeArquivo: 'segmentos.xlsx',
      conteudo: await segmentsFile(),
    });
    expect(upload.status).toBe(202);
    const { id } = upload.body;

    // Mid-import: some rows applied (the progress moved past its start), the job still running.
    const running = await pollJob(token, id, Date.now() + 60_000, (job) => job.progresso > 10);
    expect(running.status, 'the import ended before it could be interrupted: make the file larger').toBe(
      'PROCESSANDO',
    );
    await server.kill();

    await server.start();
    const restartedAt = Date.now();
    token = await apiToken(server.baseUrl, 'admin', 'Admin@123');
    // Nothing of the killed run was kept.
    expect(await total()).toBe(before);
    const seen = new Set<string>();
    const closed = await pollJob(token, id, restartedAt + 60_000, (job) => {
      if (job.mensagem) seen.add(job.mensagem);
      return job.status !== 'PROCESSANDO';
    });

    // All or nothing: the rerun applied every row, or the job says it failed and none is there.
    if (closed.status === 'ERRO') {
      expect(closed.mensagem).toContain('interrompido');
      expect(await total()).toBe(before);
    } else {
      expect(closed).toMatchObject({ status: 'FINALIZADO', progresso: 100, linhasIncluidas: ROWS });
      expect(await total()).toBe(before + ROWS);
    }
    expect([...seen].join(' | ')).toContain('O processamento foi interrompido porque o servidor parou');
  }, 180_000);
});
