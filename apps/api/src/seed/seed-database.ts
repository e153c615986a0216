import { addDays, calendarDateIn, formatBrDate } from '@trade-terms/domain/dates';
import { isStrongPassword } from '@trade-terms/domain/password-policy';
import { ALL_ROLES } from '@trade-terms/domain/permissions';
import { saveFlow } from '../modules/approval-flows/approval-flows-service';
import { createEventType, saveEvent } from '../modules/calendar/calendar-service';
import { createProfile } from '../modules/profiles/profiles-service';
import { createUser, hasAnyUser } from '../modules/users/users-service';
import { hashPassword } from '../platform/auth/passwords';
import { type AppConfig, isProductionServer } from '../platform/config';
import type { Db } from '../platform/db/database';
import { seedDemoAgreements } from './demo-agreements';
import { seedDemoAscertainment } from './demo-ascertainment';
import { seedDemoBudgetMap } from './demo-budget-map';
import { seedDemoCalculationData } from './demo-calculation-data';
import { seedDemoChat } from './demo-chat';
import { seedDemoCycleFolder } from './demo-cycle-folder';
import { DEMO_APPROVAL_FLOWS, DEMO_EVENT_TYPES, DEMO_EVENTS, DEMO_PROFILES, DEMO_USERS } from './demo-data';
import { seedDemoLevers } from './demo-levers';
import { seedDemoMasterData } from './demo-master-data';
import { seedDemoPaymentsMapLine } from './demo-payments';
import { seedDemoStoreCompliance } from './demo-store-compliance';

export type SeedOutcome = 'demo' | 'first-administrator' | 'not-empty';

export class SeedError extends Error {}

/**
 * Fills an empty database once: demo data on the embedded database and in development, only
 * the first administrator (from the environment) in production on a PostgreSQL server. A
 * database that already has users is never touched.
 */
export async function seedDatabase(db: Db, config: AppConfig): Promise<SeedOutcome> {
  if (await hasAnyUser(db)) return 'not-empty';
  if (isProductionServer(config)) {
    await seedFirstAdministrator(db, config);
    return 'first-administrator';
  }
  await seedDemoData(db, calendarDateIn(config.BUSINESS_TIME_ZONE));
  return 'demo';
}

async function seedFirstAdministrator(db: Db, config: AppConfig): Promise<void> {
  const { ADMIN_LOGIN: login, ADMIN_PASSWORD: password, ADMIN_EMAIL: email } = config;
  if (!login || !password || !email) {
    throw new SeedError(
      'The database has no users: set ADMIN_LOGIN, ADMIN_PASSWORD and ADMIN_EMAIL for the first administrator.',
    );
  }
  if (!isStrongPassword(password)) {
    throw new SeedError(
      'ADMIN_PASSWORD must have at least 8 characters with a digit, an upper-case letter, a lower-case letter and one of #?!@$%^&*-._, and no spaces.',
    );
  }
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const profileId = await createProfile(
      tx,
      { name: 'Administrador', description: 'Acesso completo ao sistema', roles: ALL_ROLES },
      null,
    );
    await createUser(tx, { login, name: config.ADMIN_NAME, email, passwordHash, profileId }, null);
  });
}

async function seedDemoData(db: Db, today: string): Promise<void> {
  const hashes = await Promise.all(DEMO_USERS.map((user) => hashPassword(user.password)));
  await db.transaction(async (tx) => {
    const profileIds = new Map<string, number>();
    for (const profile of DEMO_PROFILES) profileIds.set(profile.name, await createProfile(tx, profile, null));
    const userIds = new Map<string, number>();
    for (const [index, user] of DEMO_USERS.entries()) {
      const profileId = profileIds.get(user.profile);
      if (profileId === undefined) throw new Error(`demo user ${user.login} names an unknown profile`);
      const passwordHash = hashes[index] ?? '';
      const id = await createUser(
        tx,
        { login: user.login, name: user.name, email: user.email, passwordHash, profileId },
        null,
      );
      userIds.set(user.login, id);
    }
    await seedDemoCalendar(tx, today);
    await seedDemoApprovalFlows(tx, userIds);
    await seedDemoMasterData(tx);
    await seedDemoLevers(tx, today);
    await seedDemoAgreements(tx, today, userIds);
    await seedDemoStoreCompliance(tx, today, userIds);
    await seedDemoCalculationData(tx, today);
    await seedDemoAscertainment(tx, today, userIds);
    await seedDemoPaymentsMapLine(tx, today, userIds);
    await seedDemoBudgetMap(tx, today, userIds);
    await seedDemoCycleFolder(tx, today, userIds);
    await seedDemoChat(tx, userIds);
  });
}

async function seedDemoCalendar(db: Db, today: string): Promise<void> {
  for (const name of DEMO_EVENT_TYPES) await createEventType(db, name, null);
  for (const event of DEMO_EVENTS) {
    const { daysFromToday, ...fields } = event;
    await saveEvent(db, { ...fields, eventDate: formatBrDate(addDays(today, daysFromToday)) }, null);
  }
}

async function seedDemoApprovalFlows(db: Db, userIds: Map<string, number>): Promise<void> {
  const idOf = (login: string) => {
    const id = userIds.get(login);
    if (id === undefined) throw new Error(`demo approval flow names an unknown user ${login}`);
    return id;
  };
  for (const flow of DEMO_APPROVAL_FLOWS) {
    await saveFlow(
      db,
      {
        actionType: flow.actionType,
        name: flow.name,
        requesterProfileId: null,
        channel: null,
        budgetType: null,
        paymentOrigin: 'paymentOrigin' in flow ? flow.paymentOrigin : null,
        steps: flow.steps.map((step, index) => ({
          stepNumber: index + 1,
          responsibleIds: [idOf(step.responsible)],
          notifiedIds: step.notified.map(idOf),
        })),
      },
      null,
    );
  }
}
