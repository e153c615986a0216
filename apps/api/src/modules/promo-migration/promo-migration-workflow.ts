import { competenceIsoDate, formatCompetence } from '@trade-terms/domain/competence';
import { allows } from '@trade-terms/domain/data-restrictions';
import {
  canMoveMigration,
  migrationCompetence,
  migrationMovements,
  movedTotal,
  PROMO_MIGRATION_APPROVAL_TYPE,
  PROMO_MIGRATION_REFERENCE,
  type PromoMigrationMove,
  type PromoMigrationStatus,
  type TMigrationKey,
  type TMigrationRequest,
} from '@trade-terms/domain/promo-migration';
import { appendAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { AppError, invalidFields } from '../../platform/errors';
import { decide, startApproval } from '../approval-flows/approval-requests-service';
import { holdingLines } from '../budget-map/budget-holding-funds';
import { recordAddition } from '../budget-map/budget-ledger';
import { MIGRATION_ENTITY, type MigrationCaller } from './promo-migration-caller';
import type { SwitchLeversToOn } from './promo-migration-neighbours';
import { migrationPlan } from './promo-migration-plan';
import { onBudgetTypes } from './promo-migration-reads';
import {
  findMigration,
  insertMigration,
  type MigrationChange,
  type MigrationRecord,
  migrationOfKey,
  updateMigration,
} from './promo-migration-repository';

/**
 * The migration's moves (docs/domain.md "Migration of promo OFF to promo ON"): request, decide,
 * exclude and restore. Each locks the migration at the caller's version (0: the holding has no
 * record yet, and the move makes it), runs in one transaction and writes one audit row.
 */

interface MoveOutcome {
  change: MigrationChange;
  action: string;
  after: Record<string, unknown>;
  justification?: string | null | undefined;
}

type Act = (tx: Db, migration: MigrationRecord) => Promise<MoveOutcome>;

async function applyMove(
  tx: Db,
  migration: MigrationRecord,
  version: number,
  move: PromoMigrationMove,
  caller: MigrationCaller,
  act: Act,
): Promise<MigrationRecord> {
  if (migration.version !== version) throw new AppError('STALE_VERSION');
  if (!canMoveMigration(move, migration.status)) throw new AppError('PROMO_MIGRATION_STATUS_FORBIDS');
  const outcome = await act(tx, migration);
  await updateMigration(tx, migration.id, outcome.change, caller.id);
  await appendAudit(tx, {
    entity: MIGRATION_ENTITY,
    entityId: migration.id,
    action: outcome.action,
    actorId: caller.id,
    before: { status: migration.status },
    after: outcome.after,
    justification: outcome.justification ?? null,
  });
  return migration;
}

/** A move named by the holding's key: the record is made by the key's first move. */
async function moveKey(
  db: Db,
  input: TMigrationKey & { version: number },
  caller: MigrationCaller,
  move: PromoMigrationMove,
  act: Act,
): Promise<void> {
  await db.transaction(async (tx) => {
    const lines = !allows(caller.restrictions, 'canais', input.channel) ? [] : await holdingLines(tx, input);
    if (!lines.some((line) => line.paymentType === 'OFF')) throw new AppError('NOT_FOUND');
    let migration = await migrationOfKey(tx, input, { lock: true });
    if (!migration) {
      if (input.version !== 0) throw new AppError('STALE_VERSION');
      migration = await insertMigration(tx, input, 'NAO_MIGRADO', caller.id);
      // Another first move of the key came in between: it is the newer state.
      if (!migration) throw new AppError('STALE_VERSION');
      await applyMove(tx, migration, migration.version, move, caller, act);
      return;
    }
    await applyMove(tx, migration, input.version, move, caller, act);
  });
}

/** A move named by the migration's id, within the caller's channels (404 outside). */
async function moveById(
  db: Db,
  input: { id: number; version: number },
  caller: MigrationCaller,
  move: PromoMigrationMove,
  act: Act,
): Promise<MigrationRecord> {
  return db.transaction(async (tx) => {
    const migration = await findMigration(tx, input.id, caller.restrictions, { lock: true });
    if (!migration) throw new AppError('NOT_FOUND');
    return applyMove(tx, migration, input.version, move, caller, act);
  });
}

const keyOf = (migration: MigrationRecord): TMigrationKey => ({
  economicGroup: migration.economicGroupCode,
  channel: migration.channelCode,
  year: migration.year,
});

/**
 * `migracao/solicitar`: a holding not migrated goes to the migration flow (chosen by its channel
 * and the requester's profile) from a competence of its year to an ON budget type. Refused while
 * an OFF line has no ON line of that budget type or holds reserved money from the competence on.
 */
export function requestMigration(db: Db, input: TMigrationRequest, caller: MigrationCaller): Promise<void> {
  const competence = migrationCompetence(input.competence, input.year);
  if (!competence) {
    throw invalidFields([{ path: ['competence'], message: 'promoMigration.error.competenceYear' }]);
  }
  return moveKey(db, input, caller, 'request', async (tx, migration) => {
    const targets = await onBudgetTypes(tx);
    if (!targets.some((target) => target.code === input.targetBudgetType)) {
      throw invalidFields([{ path: ['targetBudgetType'], message: 'promoMigration.error.notOnBudgetType' }]);
    }
    await migrationPlan(tx, input, input.targetBudgetType, competence.month);
    const request = await startApproval(tx, {
      actionType: PROMO_MIGRATION_APPROVAL_TYPE,
      entity: MIGRATION_ENTITY,
      entityId: migration.id,
      requesterId: caller.id,
      channel: input.channel,
      budgetType: null,
    });
    return {
      change: {
        status: 'EM_APROVACAO',
        competence: competenceIsoDate(competence),
        targetBudgetType: input.targetBudgetType,
        approvalRequestId: request.id,
        justification: null,
      },
      action: 'SOLICITADA',
      after: {
        status: 'EM_APROVACAO',
        competence: input.competence,
        targetBudgetType: input.targetBudgetType,
        approvalRequestId: request.id,
        currentStep: request.currentStep,
      },
      justification: input.justification || null,
    };
  });
}

/**
 * The last approval's effect, in the decision's transaction: the OFF lines' available money from
 * the competence's month to December leaves them (REMOVAL) and enters the matching ON lines
 * (ADDITION), both referenced `MIGRACAO`/id; then the holding's agreements' OFF levers become ON.
 */
async function migrate(
  tx: Db,
  migration: MigrationRecord,
  caller: MigrationCaller,
  switchLeversToOn: SwitchLeversToOn,
) {
  if (!migration.competence || !migration.targetBudgetType)
    throw new Error('a requested migration has its competence');
  const month = Number(migration.competence.slice(5, 7));
  const competence = formatCompetence({ year: migration.year, month });
  const plan = await migrationPlan(tx, keyOf(migration), migration.targetBudgetType, month, { lock: true });
  const movements = migrationMovements(plan, month);
  const reference = { kind: PROMO_MIGRATION_REFERENCE, id: migration.id };
  const justification = `Migração promo OFF → ON a partir de ${competence} (migração ${migration.id})`;
  for (const movement of movements) {
    const common = {
      month: movement.month,
      amount: movement.amount,
      reference,
      userId: caller.id,
      justification,
    };
    await recordAddition(tx, { ...common, lineId: movement.offLineId, removal: true });
    await recordAddition(tx, { ...common, lineId: movement.onLineId, removal: false });
  }
  const switched = await switchLeversToOn(tx, {
    economicGroup: migration.economicGroupCode,
    channel: migration.channelCode,
    from: migration.competence,
    budgetType: migration.targetBudgetType,
    actorId: caller.id,
    justification,
  });
  return { moved: movedTotal(movements), movements: movements.length, agreements: switched };
}

/**
 * `migracao/aprovar` / `reprovar`: the current step's responsible decides (the engine refuses
 * anyone else). The last approval migrates; a disapproval puts the holding back to not migrated.
 */
export async function decideMigration(
  db: Db,
  input: { id: number; version: number; justification?: string | undefined },
  decision: 'APROVAR' | 'REPROVAR',
  caller: MigrationCaller,
  switchLeversToOn: SwitchLeversToOn,
): Promise<TMigrationKey> {
  const migration = await moveById(db, input, caller, 'decide', async (tx, record) => {
    if (record.approvalRequestId === null) throw new AppError('APPROVAL_ALREADY_CLOSED');
    const justification = input.justification || null;
    const request = await decide(tx, {
      requestId: record.approvalRequestId,
      userId: caller.id,
      decision,
      justification,
    });
    if (request.status === 'REPROVADO') {
      return {
        change: { status: 'NAO_MIGRADO', justification, competence: null, targetBudgetType: null },
        action: 'REPROVADA',
        after: { status: 'NAO_MIGRADO' },
        justification,
      };
    }
    if (request.status !== 'APROVADO') {
      return {
        change: {},
        action: 'ETAPA_APROVADA',
        after: { status: 'EM_APROVACAO', currentStep: request.currentStep },
        justification,
      };
    }
    const effect = await migrate(tx, record, caller, switchLeversToOn);
    return {
      change: { status: 'APROVADO', moved: effect.moved },
      action: 'APROVADA',
      after: { status: 'APROVADO', ...effect },
      justification,
    };
  });
  return keyOf(migration);
}

/** `migracao/excluir`: a holding not migrated leaves the list, with a justification. */
export function excludeMigration(
  db: Db,
  input: TMigrationKey & { version: number; justification: string },
  caller: MigrationCaller,
): Promise<void> {
  return moveKey(db, input, caller, 'exclude', async () => ({
    change: { status: 'EXCLUIDO', justification: input.justification },
    action: 'EXCLUIDA',
    after: { status: 'EXCLUIDO' satisfies PromoMigrationStatus },
    justification: input.justification,
  }));
}

/** `migracao/restaurar`: an excluded holding comes back to the list, not migrated. */
export async function restoreMigration(
  db: Db,
  input: { id: number; version: number; justification?: string | undefined },
  caller: MigrationCaller,
): Promise<TMigrationKey> {
  const migration = await moveById(db, input, caller, 'restore', async () => ({
    change: { status: 'NAO_MIGRADO', justification: null },
    action: 'RESTAURADA',
    after: { status: 'NAO_MIGRADO' satisfies PromoMigrationStatus },
    justification: input.justification || null,
  }));
  return keyOf(migration);
}
