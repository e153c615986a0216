import { toWire } from '@trade-terms/domain/calls/wire-names';
import { dateTimeTextIn } from '@trade-terms/domain/dates';
import {
  MAINTENANCE_CACHE_MS,
  maintenanceEndProblems,
  type TMaintenanceNotice,
  ZMaintenanceActivateSchema,
} from '@trade-terms/domain/maintenance';
import {
  MAINTENANCE_OFF,
  type TMaintenanceStatus,
  ZMaintenanceStatusSchema,
} from '@trade-terms/domain/maintenance-status';
import { appendAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { AppError, invalidFields } from '../../platform/errors';
import { type MaintenanceWindowRow, readWindow, writeWindow } from './maintenance-repository';

const AUDIT_ENTITY = 'maintenance_window';

function statusOf(row: MaintenanceWindowRow): TMaintenanceStatus {
  if (!row.active || !row.message || !row.expectedEnd) return MAINTENANCE_OFF;
  return {
    active: true,
    message: row.message,
    expectedEnd: row.expectedEnd.toISOString(),
    activatedAt: row.activatedAt?.toISOString() ?? null,
  };
}

/** The switch as its audit rows keep it: as the API answers it, in the spec's names. */
function auditedStatusOf(row: MaintenanceWindowRow): unknown {
  return toWire(ZMaintenanceStatusSchema, statusOf(row));
}

export interface MaintenanceSwitchOptions {
  /** How long a reading is trusted; the guard reads the switch on every call. */
  cacheMs?: number;
  now?: () => Date;
  /** The business's time zone, in which the refusal states the expected end. */
  timeZone: string;
}

/**
 * The maintenance switch of one API process. Its reading is kept for a couple of seconds, so the
 * guard asking on every call costs nothing; another process's switch reaches this one when the
 * reading runs out, and this process's own switches at once.
 */
export function maintenanceSwitch(db: Db, options: MaintenanceSwitchOptions) {
  const cacheMs = options.cacheMs ?? MAINTENANCE_CACHE_MS;
  const now = options.now ?? (() => new Date());
  let cached: { status: TMaintenanceStatus; readAt: number } | null = null;
  let reading: Promise<TMaintenanceStatus> | null = null;

  const remember = (status: TMaintenanceStatus) => {
    cached = { status, readAt: now().getTime() };
    return status;
  };

  async function current(): Promise<TMaintenanceStatus> {
    if (cached && now().getTime() - cached.readAt < cacheMs) return cached.status;
    // Calls arriving together while the reading runs out share one query.
    reading ??= readWindow(db)
      .then((row) => remember(statusOf(row)))
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  async function activate(actorId: number, input: TMaintenanceNotice): Promise<TMaintenanceStatus> {
    const problems = maintenanceEndProblems(input.expectedEnd, now());
    if (problems.length > 0) throw invalidFields(problems, ZMaintenanceActivateSchema);
    const status = await db.transaction(async (tx) => {
      const before = await readWindow(tx, { lock: true });
      const at = now();
      const after = await writeWindow(tx, {
        active: true,
        message: input.message,
        expectedEnd: new Date(input.expectedEnd),
        // Changing the notice of a running maintenance keeps when it began.
        activatedAt: before.active ? before.activatedAt : at,
        switchedBy: actorId,
        switchedAt: at,
      });
      await appendAudit(tx, {
        entity: AUDIT_ENTITY,
        entityId: after.id,
        action: before.active ? 'ALTERADO' : 'ATIVADO',
        actorId,
        before: auditedStatusOf(before),
        after: auditedStatusOf(after),
      });
      return statusOf(after);
    });
    return remember(status);
  }

  async function deactivate(actorId: number): Promise<TMaintenanceStatus> {
    const status = await db.transaction(async (tx) => {
      const before = await readWindow(tx, { lock: true });
      if (!before.active) throw new AppError('MAINTENANCE_NOT_ACTIVE');
      const after = await writeWindow(tx, {
        active: false,
        message: null,
        expectedEnd: null,
        activatedAt: null,
        switchedBy: actorId,
        switchedAt: now(),
      });
      await appendAudit(tx, {
        entity: AUDIT_ENTITY,
        entityId: after.id,
        action: 'DESATIVADO',
        actorId,
        before: auditedStatusOf(before),
        after: auditedStatusOf(after),
      });
      return statusOf(after);
    });
    return remember(status);
  }

  /** The refusal of a call while maintenance is on, null while it is off. */
  async function refusal(): Promise<AppError | null> {
    const status = await current();
    if (!status.active || !status.expectedEnd) return null;
    return new AppError('MAINTENANCE', {
      message: status.message ?? '',
      until: dateTimeTextIn(options.timeZone, new Date(status.expectedEnd)),
    });
  }

  return { current, activate, deactivate, refusal };
}

export type MaintenanceSwitch = ReturnType<typeof maintenanceSwitch>;
