import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { auditLog } from './audit-table';

export interface AuditEntry {
  entity: string;
  entityId: string | number;
  action: string;
  /** Null for changes the system makes on its own (the first seed, scheduled jobs). */
  actorId: number | null;
  before?: unknown;
  after?: unknown;
  justification?: string | null;
}

const rowOf = (entry: AuditEntry) => ({
  entity: entry.entity,
  entityId: String(entry.entityId),
  action: entry.action,
  actorId: entry.actorId,
  before: entry.before ?? null,
  after: entry.after ?? null,
  justification: entry.justification ?? null,
});

/** Appends one audit row; call it inside the transaction of the change it records. */
export function appendAudit(db: Db, entry: AuditEntry): Promise<void> {
  return appendAudits(db, [entry]);
}

/** Seven parameters a row, under PostgreSQL's limit of 65 535 per statement. */
const AUDIT_CHUNK = 8000;

/** Appends one audit row per entry, many rows a statement (bulk changes: imports, integrations). */
export async function appendAudits(db: Db, entries: readonly AuditEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += AUDIT_CHUNK) {
    await db.insert(auditLog).values(entries.slice(start, start + AUDIT_CHUNK).map(rowOf));
  }
}

/** One record's audit rows, oldest first: what the change-history exports read. */
export function auditTrail(db: Db, entity: string, entityId: string | number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
}
