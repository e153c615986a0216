import {
  type ActpmFigures,
  type ActpmStatus,
  ascertainActpm,
  hasMoney,
  isFutureCompetence,
  type TActpmPeriodView,
  type TActpmRow,
} from '@trade-terms/domain/actpm';
import { competenceIsoDate, isoDateToCompetenceText, parseCompetence } from '@trade-terms/domain/competence';
import type { Language } from '@trade-terms/domain/i18n';
import { sumMoney } from '@trade-terms/domain/money';
import type { TRestrictions } from '@trade-terms/domain/session';
import type { FastifyRequest } from 'fastify';
import { type AuditEntry, appendAudits } from '../../platform/audit/audit-log';
import { currentUser } from '../../platform/auth/route-guard';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { requestLanguage } from '../../platform/http/error-envelope';
import { monthMoneyByBudgetType } from '../budget-map/budget-line-reads';
import { paidByBudgetType } from '../payments/payments-spending';
import {
  type ActpmRecord,
  type ActpmRowRead,
  actpmBudgetTypes,
  approveRow,
  insertRow,
  periodRows,
  refreshRow,
} from './actpm-repository';

/** Who calls ACTPM: their id, data restrictions and language. */
export interface ActpmCaller {
  id: number;
  restrictions: TRestrictions;
  language: Language;
}

export function actpmCallerOf(request: FastifyRequest): ActpmCaller {
  const user = currentUser(request);
  return { id: user.id, restrictions: user.restricoes, language: requestLanguage(request) };
}

/** How the audit trail names an ACTPM row. */
export const ACTPM_ENTITY = 'actpm_row';

export function rowView(row: ActpmRowRead): TActpmRow {
  return {
    id: row.id,
    competence: isoDateToCompetenceText(row.competence),
    budgetType: row.budgetTypeCode,
    budgetTypeName: row.budgetTypeName,
    actpmCode: row.actpmCode,
    commodity: row.commodityCode,
    channel: row.channelCode,
    budget: row.budget,
    reserved: row.reserved,
    consumed: row.consumed,
    paid: row.paid,
    ascertained: row.ascertained,
    balance: row.balance,
    status: row.status,
    ascertainedAt: row.ascertainedAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
  };
}

/** A period is approved when every row the caller sees is; ascertained while one is not. */
function periodStatus(rows: readonly { status: ActpmStatus }[]): ActpmStatus | null {
  if (rows.length === 0) return null;
  return rows.every((row) => row.status === 'APROVADO') ? 'APROVADO' : 'APURADO';
}

function periodOf(text: string) {
  const competence = parseCompetence(text);
  if (!competence) throw new AppError('NOT_FOUND');
  return { competence, isoDate: competenceIsoDate(competence), text };
}

/** `apuracaoActpm/buscar`: the competence's rows the caller sees, with their totals. */
export async function periodView(db: Db, text: string, caller: ActpmCaller): Promise<TActpmPeriodView> {
  const period = periodOf(text);
  const rows = await periodRows(db, period.isoDate, caller.restrictions);
  return {
    competence: period.text,
    status: periodStatus(rows),
    items: rows.map(rowView),
    totals: {
      budget: sumMoney(rows.map((row) => row.budget)),
      paid: sumMoney(rows.map((row) => row.paid)),
      ascertained: sumMoney(rows.map((row) => row.ascertained)),
    },
  };
}

const FIGURES = ['budget', 'reserved', 'consumed', 'paid', 'ascertained', 'balance'] as const;
const sameFigures = (row: ActpmRecord, figures: ActpmFigures, actpmCode: string | null) =>
  row.actpmCode === actpmCode && FIGURES.every((name) => row[name] === figures[name]);
const figuresOfRecord = (row: ActpmRecord) =>
  Object.fromEntries([...FIGURES.map((name) => [name, row[name]]), ['actpmCode', row.actpmCode]]);
const zeroFigures = (row: ActpmRecord): ActpmFigures => ({
  budgetType: row.budgetTypeCode,
  commodity: row.commodityCode,
  channel: row.channelCode,
  budget: '0.00',
  reserved: '0.00',
  consumed: '0.00',
  paid: '0.00',
  ascertained: '0.00',
  balance: '0.00',
});

/**
 * `apuracaoActpm/apurar`: reads the competence's money of the ACTPM budget types from the budget
 * map and payments (their read models), then writes a row per key with money and refreshes the
 * ascertained rows whose figures changed; approved rows are left as they are. Only the caller's
 * channels and business units are read and written. One transaction, one audit row per change.
 */
export async function ascertainPeriod(db: Db, text: string, caller: ActpmCaller): Promise<void> {
  const period = periodOf(text);
  if (isFutureCompetence(period.competence)) {
    throw new AppError('ACTPM_FUTURE_COMPETENCE', { competence: period.text });
  }
  await db.transaction(async (tx) => {
    const existing = await periodRows(tx, period.isoDate, caller.restrictions, { lock: true });
    if (periodStatus(existing) === 'APROVADO') {
      throw new AppError('ACTPM_PERIOD_APPROVED', { competence: period.text });
    }
    const types = await actpmBudgetTypes(tx);
    const codes = [...types.keys()];
    const map = await monthMoneyByBudgetType(
      tx,
      { year: period.competence.year, month: period.competence.month, budgetTypes: codes },
      caller.restrictions,
    );
    const paid = await paidByBudgetType(
      tx,
      { isoDate: period.isoDate, budgetTypes: codes },
      caller.restrictions,
    );
    const computed = ascertainActpm(new Set(codes), map, paid).filter(hasMoney);
    const open = existing.filter((row) => row.status === 'APURADO');
    if (computed.length === 0 && open.length === 0) {
      throw new AppError('ACTPM_NOTHING_TO_ASCERTAIN', { competence: period.text });
    }
    const keyOf = (key: { budgetType: string; commodity: string; channel: string }) =>
      `${key.budgetType}\u0000${key.commodity}\u0000${key.channel}`;
    const stored = new Map(
      existing.map((row) => [
        keyOf({ budgetType: row.budgetTypeCode, commodity: row.commodityCode, channel: row.channelCode }),
        row,
      ]),
    );
    const at = new Date();
    const audits: AuditEntry[] = [];
    const write = async (figures: ActpmFigures, row: ActpmRecord | undefined) => {
      const actpmCode = types.get(figures.budgetType)?.actpmCode ?? row?.actpmCode ?? null;
      if (row?.status === 'APROVADO' || (row && sameFigures(row, figures, actpmCode))) return;
      if (row) {
        const updated = await refreshRow(tx, row.id, { actpmCode, figures, userId: caller.id, at });
        if (updated) audits.push(auditOf(updated, 'REAPURADO', caller.id, figuresOfRecord(row)));
        return;
      }
      const inserted = await insertRow(tx, {
        isoDate: period.isoDate,
        actpmCode,
        figures,
        userId: caller.id,
        at,
      });
      if (inserted) audits.push(auditOf(inserted, 'APURADO', caller.id));
    };
    const seen = new Set<string>();
    for (const figures of computed) {
      seen.add(keyOf(figures));
      await write(figures, stored.get(keyOf(figures)));
    }
    // A key whose money went away (a reservation released) is kept, at zero, so its history stays.
    for (const row of open) {
      const key = keyOf({
        budgetType: row.budgetTypeCode,
        commodity: row.commodityCode,
        channel: row.channelCode,
      });
      if (!seen.has(key)) await write(zeroFigures(row), row);
    }
    await appendAudits(tx, audits);
  });
}

function auditOf(row: ActpmRecord, action: string, actorId: number, before?: unknown): AuditEntry {
  return {
    entity: ACTPM_ENTITY,
    entityId: row.id,
    action,
    actorId,
    before: before ?? null,
    after: {
      competence: isoDateToCompetenceText(row.competence),
      budgetType: row.budgetTypeCode,
      commodity: row.commodityCode,
      channel: row.channelCode,
      status: row.status,
      ...figuresOfRecord(row),
    },
  };
}

/**
 * `apuracaoActpm/aprovar`: approves the competence's ascertained rows the caller sees; they are
 * frozen from then on. A competence with no row is refused, one already approved answers 409.
 */
export async function approvePeriod(db: Db, text: string, caller: ActpmCaller): Promise<void> {
  const period = periodOf(text);
  await db.transaction(async (tx) => {
    const rows = await periodRows(tx, period.isoDate, caller.restrictions, { lock: true });
    const status = periodStatus(rows);
    if (status === null) throw new AppError('ACTPM_NOTHING_TO_APPROVE', { competence: period.text });
    if (status === 'APROVADO') throw new AppError('ACTPM_PERIOD_APPROVED', { competence: period.text });
    const at = new Date();
    const audits: AuditEntry[] = [];
    for (const row of rows.filter((candidate) => candidate.status === 'APURADO')) {
      const approved = await approveRow(tx, row.id, caller.id, at);
      if (approved) audits.push(auditOf(approved, 'APROVADO', caller.id, { status: row.status }));
    }
    await appendAudits(tx, audits);
  });
}
