import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { agreementTemplateCreations } from './agreement-template-table';
import {
  type AgreementLeverRow,
  type AgreementQuery,
  type AgreementRecord,
  type AgreementRow,
  filterCondition,
  tabCondition,
} from './agreements-repository';
import { agreementLevers, agreements } from './agreements-table';

/** The list's filters, its tab when one is named, and the caller's restrictions (in `filterCondition`). */
function templateCondition(query: AgreementQuery): SQL | undefined {
  return and(
    filterCondition(query),
    query.search.tab ? tabCondition(query.search.tab, query.today) : undefined,
  );
}

/**
 * How many rows the template of the filtered agreements has: one per lever, one per event of a
 * lever that has events.
 */
export async function templateRowCount(db: Db, query: AgreementQuery): Promise<number> {
  if (query.cnpjRootGroups?.length === 0) return 0;
  const [row] = await db
    .select({
      rows: sql<number>`coalesce(sum(greatest(jsonb_array_length(${agreementLevers.events}), 1)), 0)::int`,
    })
    .from(agreementLevers)
    .innerJoin(agreements, eq(agreements.id, agreementLevers.agreementId))
    .where(templateCondition(query));
  return row?.rows ?? 0;
}

/**
 * The filtered agreements with their levers, by id, `size` agreements at a time after `afterId`
 * (a keyset: an export reads any number of agreements with flat memory).
 */
export async function templateAgreements(
  db: Db,
  query: AgreementQuery,
  afterId: number,
  size: number,
): Promise<AgreementRecord[]> {
  if (query.cnpjRootGroups?.length === 0) return [];
  const rows = (await db
    .select()
    .from(agreements)
    .where(and(templateCondition(query), gt(agreements.id, afterId)))
    .orderBy(asc(agreements.id))
    .limit(size)) as AgreementRow[];
  if (rows.length === 0) return [];
  const levers = (await db
    .select()
    .from(agreementLevers)
    .where(
      inArray(
        agreementLevers.agreementId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(agreementLevers.agreementId), asc(agreementLevers.position))) as AgreementLeverRow[];
  return rows.map((row) => ({ ...row, levers: levers.filter((lever) => lever.agreementId === row.id) }));
}

/** The agreements a file (by its SHA-256) created, by the agreement key of their rows. */
export async function templateCreations(db: Db, fileHash: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: agreementTemplateCreations.agreementKey, id: agreementTemplateCreations.agreementId })
    .from(agreementTemplateCreations)
    .where(eq(agreementTemplateCreations.fileHash, fileHash));
  return new Map(rows.map((row) => [row.key, row.id]));
}

export async function recordTemplateCreation(
  db: Db,
  creation: { fileHash: string; agreementKey: string; agreementId: number; jobId: string },
): Promise<void> {
  await db.insert(agreementTemplateCreations).values(creation);
}
