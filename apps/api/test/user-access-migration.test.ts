import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/platform/db/database';
import { MIGRATIONS_DIR } from './support/test-database';

const BEFORE_ENGINE = 10;

/** The committed migrations up to `last`, in a folder of their own. */
function migrationsUpTo(last: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= last);
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries as { tag: string }[]) {
    copyFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return folder;
}

/**
 * Upgrading a database whose access decisions were kept by the users module alone: the history
 * and the requests still waiting move onto the approval engine. The SQL is the same on both
 * database legs, so this runs on the embedded one.
 */
describe('the upgrade of access requests onto the approval engine', () => {
  let database: Database;
  let folder: string;
  let ids: Record<'admin' | 'approved' | 'waiting' | 'editing', number>;
  beforeAll(async () => {
    folder = migrationsUpTo(BEFORE_ENGINE);
    database = await openDatabase({ inMemory: true });
    await database.migrate(folder);
    const insertUser = async (login: string, state: string) => {
      const { rows } = await database.executeSql(
        `insert into users (login, name, email, access_state, access_justification, access_requested_at)
         values ($1, $1, $2, $3, 'Preciso de acesso', '2026-11-01T12:00:00Z') returning id`,
        [login, `${login}@example.com`, state],
      );
      return Number((rows[0] as { id: number } | undefined)?.id);
    };
    ids = {
      admin: await insertUser('admin', 'CADASTRADO'),
      approved: await insertUser('aprovada', 'CADASTRADO'),
      waiting: await insertUser('esperando', 'EM_APROVACAO'),
      editing: await insertUser('editando', 'EM_VALIDACAO'),
    };
    await database.db.execute(sql`
      insert into user_access_decisions (user_id, kind, decision, request_justification, justification, decided_by, decided_at)
      values (${ids.approved}, 'PRIMEIRO_ACESSO', 'APROVADO', 'Analista', null, ${ids.admin}, '2026-11-02T12:00:00Z'),
             (${ids.approved}, 'EDICAO', 'REPROVADO', 'Outro perfil', 'Não cabe', ${ids.admin}, '2026-11-03T12:00:00Z')`);
    await database.migrate(MIGRATIONS_DIR);
    // Two runs of the migrations on a busy machine.
  }, 240_000);
  afterAll(async () => {
    await database?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const rowsOf = async (userId: number) =>
    (
      await database.executeSql(
        `select r.kind, r.justification as "requestJustification", a.status, a.flow_id as "flowId",
                a.current_step as "currentStep", a.closed_at is not null as closed,
                d.decision, d.user_id as "decidedBy", d.justification
         from user_access_requests r
         join approval_requests a on a.id = r.approval_request_id
           and a.entity = 'user' and a.entity_id = $1::text and a.action_type = 'ACESSO_USUARIO'
         left join approval_decisions d on d.request_id = a.id
         where r.user_id = $2
         order by r.id`,
        [String(userId), userId],
      )
    ).rows;

  it('keeps every past decision as a closed item of the engine with its decision', async () => {
    expect(await rowsOf(ids.approved)).toEqual([
      {
        kind: 'PRIMEIRO_ACESSO',
        requestJustification: 'Analista',
        status: 'APROVADO',
        flowId: null,
        currentStep: 1,
        closed: true,
        decision: 'APROVADO',
        decidedBy: ids.admin,
        justification: null,
      },
      {
        kind: 'EDICAO',
        requestJustification: 'Outro perfil',
        status: 'REPROVADO',
        flowId: null,
        currentStep: 1,
        closed: true,
        decision: 'REPROVADO',
        decidedBy: ids.admin,
        justification: 'Não cabe',
      },
    ]);
  });

  it('puts every request still waiting in approval, undecided', async () => {
    for (const [userId, kind] of [
      [ids.waiting, 'PRIMEIRO_ACESSO'],
      [ids.editing, 'EDICAO'],
    ] as const) {
      expect(await rowsOf(userId)).toEqual([
        expect.objectContaining({ kind, status: 'EM_APROVACAO', closed: false, decision: null }),
      ]);
    }
    expect(await rowsOf(ids.admin)).toEqual([]);
  });
});
