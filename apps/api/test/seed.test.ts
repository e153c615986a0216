import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { agreements } from '../src/modules/agreements/agreements-table';
import { approvalFlows } from '../src/modules/approval-flows/approval-flows-table';
import { ascertainments } from '../src/modules/ascertainment/ascertainment-table';
import { calendarEvents, calendarEventTypes } from '../src/modules/calendar/calendar-table';
import { chatTickets } from '../src/modules/chat/chat-tables';
import { cycleFolderActions, cycleFolders } from '../src/modules/cycle-folder/cycle-folder-table';
import { auditedProducts, leverRecommendations } from '../src/modules/levers/lever-sheets-table';
import { levers } from '../src/modules/levers/levers-table';
import { profiles } from '../src/modules/profiles/profiles-table';
import { users } from '../src/modules/users/users-table';
import { auditLog } from '../src/platform/audit/audit-table';
import { loadConfig } from '../src/platform/config';
import type { Database } from '../src/platform/db/database';
import { DEMO_MASTER_DATA } from '../src/seed/demo-master-data';
import { SeedError, seedDatabase } from '../src/seed/seed-database';
import { openTestDatabase } from './support/test-database';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://db.example/trade',
  JWT_SECRET: 's'.repeat(40),
  LOG_LEVEL: 'silent',
};

describe('seeding an empty database', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  async function countOf(
    table:
      | typeof users
      | typeof profiles
      | typeof auditLog
      | typeof calendarEvents
      | typeof calendarEventTypes
      | typeof approvalFlows
      | typeof levers
      | typeof agreements
      | typeof ascertainments
      | typeof leverRecommendations
      | typeof auditedProducts
      | typeof cycleFolders
      | typeof cycleFolderActions
      | typeof chatTickets,
  ) {
    const [row] = await (database as Database).db.select({ value: count() }).from(table);
    return row?.value;
  }

  it('fills demo profiles, users, calendar, an approval flow, master data, levers and agreements once, with audit rows, and never again', async () => {
    database = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(await seedDatabase(database.db, config)).toBe('demo');
    expect(await countOf(users)).toBe(4);
    expect(await countOf(profiles)).toBe(4);
    expect(await countOf(calendarEventTypes)).toBe(4);
    expect(await countOf(calendarEvents)).toBe(4);
    // Agreements, ascertainments, claims, lever changes, budget additions, a payment's validation
    // and liberation, cycle folders and their countings, client migrations, percentage contracts,
    // detached ascertainments.
    expect(await countOf(approvalFlows)).toBe(12);
    // A lever of each calculation model, and one overdue.
    expect(await countOf(levers)).toBe(7);
    // One cycle folder in register, with one action (nothing reserved before its approval).
    expect(await countOf(cycleFolders)).toBe(1);
    expect(await countOf(cycleFolderActions)).toBe(1);
    // Two support tickets: one answered, one waiting for an answer.
    expect(await countOf(chatTickets)).toBe(2);
    // Three agreements, and the store-compliance demo's approved one.
    expect(await countOf(agreements)).toBe(4);
    // Three recommendation rows and three audited products.
    expect(await countOf(leverRecommendations)).toBe(3);
    expect(await countOf(auditedProducts)).toBe(3);
    // One audit row per profile, user, event type, event, flow (four), lever, agreement,
    // recommendation row and audited product, and per demo register record; then the approvals:
    // two agreements sent (the agreement's row and the approval's), and one approved in two steps
    // (two rows a step).
    const masterDataRows = Object.values(DEMO_MASTER_DATA).flat().length;
    // The store-compliance demo: four audited stores, its agreement saved, sent (two rows) and
    // approved in two steps (four rows), and thirteen goal-execution answers.
    const storeCompliance = 4 + 1 + 2 + 4 + 13;
    // The calculation data: one row for each load (sell-out, DMS, and the ascertainment's sell-in).
    const calculationData = 3;
    // The ascertainments of March, one row each: the Alfa agreement's month (goal lever) and
    // quarter (growth lever), and the store-compliance agreement's quarter.
    const ascertainment = 3;
    expect(await countOf(ascertainments)).toBe(ascertainment);
    // + 2 the payment flows of validation and liberation, + 1 the budget additions' flow, + 4 the
    // demo budget map lines, + 1 the payments' demo map line, + 1 the cycle folders' flow, + 1 the
    // demo cycle folder, + 1 the folder countings' flow, + 1 the client migrations' flow, + 1 the
    // percentage contracts' flow, + 1 the detached ascertainments' flow, + 3 the support chat (two
    // tickets opened, one answered).
    const laterModules = 2 + 1 + 4 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 3;
    expect(await countOf(auditLog)).toBe(
      18 +
        7 +
        3 +
        3 +
        5 +
        masterDataRows +
        4 +
        4 +
        storeCompliance +
        calculationData +
        ascertainment +
        laterModules,
    );
    expect(await seedDatabase(database.db, config)).toBe('not-empty');
    expect(await countOf(users)).toBe(4);
  });

  it('creates only the first administrator from the environment in production on a server', async () => {
    database = await openTestDatabase();
    const config = loadConfig({
      ...production,
      ADMIN_LOGIN: 'root',
      ADMIN_PASSWORD: 'Sup3r#Secret',
      ADMIN_EMAIL: 'root@example.com',
    });
    expect(await seedDatabase(database.db, config)).toBe('first-administrator');
    const rows = await database.db.select({ login: users.login }).from(users);
    expect(rows).toEqual([{ login: 'root' }]);
    expect(await countOf(calendarEvents)).toBe(0);
    expect(await countOf(approvalFlows)).toBe(0);
  });

  it('refuses to start in production on a server without the first administrator', async () => {
    database = await openTestDatabase();
    await expect(seedDatabase(database.db, loadConfig(production))).rejects.toThrow(SeedError);
    await expect(
      seedDatabase(
        database.db,
        loadConfig({
          ...production,
          ADMIN_LOGIN: 'root',
          ADMIN_PASSWORD: 'weak',
          ADMIN_EMAIL: 'root@example.com',
        }),
      ),
    ).rejects.toThrow(/ADMIN_PASSWORD/);
    expect(await countOf(users)).toBe(0);
  });
});
