import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/calls';
import { workbookOf } from './support/spreadsheets';
import { createTestApp, type TestApp } from './support/test-app';

const ROWS = 10_000;

// PGlite runs one statement at a time, so nobody reads the job while its import transaction
// runs there: the moving figure is a PostgreSQL matter.
describe.runIf(process.env.TEST_DB === 'postgres')('the progress of a running import', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ JOB_POLL_SECONDS: '0.5' });
    admin = await t.login('admin', 'Admin@123');
  });
  afterAll(() => t.close());

  it('moves through several values between start and end as batches are applied', async () => {
    const rows = Array.from({ length: ROWS }, (_, index) => [`PROG-${index}`, `Segmento ${index}`]);
    const upload = await call(
      t,
      '/api/segmento/importar',
      { nomeArquivo: 'segmentos.xlsx', conteudo: await workbookOf(['Código *', 'Nome *'], rows) },
      { token: admin },
    );
    expect(upload.statusCode, upload.body).toBe(202);
    const id = upload.json().id;
    const seen = new Set<number>();
    const deadline = Date.now() + 80_000;
    let job: { status: string; progresso: number };
    for (;;) {
      job = (await call(t, '/api/importacaoExportacao/buscarPorId', { id }, { token: admin })).json();
      if (job.status !== 'PROCESSANDO') break;
      seen.add(job.progresso);
      if (Date.now() > deadline) throw new Error(`still processing; progress seen: ${[...seen]}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(job).toMatchObject({ status: 'FINALIZADO', progresso: 100 });
    const between = [...seen].filter((value) => value > 10 && value < 100);
    expect(between.length, `progress seen: ${[...seen]}`).toBeGreaterThanOrEqual(3);
    expect([...seen].every((value, index, all) => index === 0 || value >= (all[index - 1] ?? 0))).toBe(true);
  }, 90_000);
});
