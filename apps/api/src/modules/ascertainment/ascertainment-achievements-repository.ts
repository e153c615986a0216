import { AGREEMENT_STATUSES } from '@trade-terms/domain/agreements';
import type {
  TAchievementsEditRow,
  TAchievementsEditSearch,
} from '@trade-terms/domain/ascertainment-achievements-edit';
import { pageOffset } from '@trade-terms/domain/paging';
import type { TRestrictions } from '@trade-terms/domain/session';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/raw-sql';
import { agreementLeverValuesSql } from '../agreements/agreement-read-models';
import { leverCatalogueSql } from '../levers/lever-read-models';
import { visibleFrom } from './ascertainment-reads-repository';
import { visibleTo } from './ascertainment-repository';
import { ascertainmentLines, ascertainments } from './ascertainment-table';

/** A row as read; `typedById` is named by the service. */
export type AchievementRecord = Omit<TAchievementsEditRow, 'typedBy'> & { typedById: number | null };

/** The lines that take a typed achievement (`takesTypedAchievement`), in SQL. */
const TYPED_LINES = sql`(l.calculation_model = 'GOAL' or (l.calculation_model = 'GROWTH' and l.origin = 'EVIDENCE'))`;

/**
 * The lines of the visible ascertainments under the filters that take a typed achievement, as
 * the execution screen reads them, with the ascertainment's version and the typed achievement
 * (who typed it, when); paged in SQL by agreement, business unit, period and lever position.
 */
export async function achievementRows(
  db: Db,
  search: Omit<TAchievementsEditSearch, 'pageSize'> & { pageSize: number },
  restrictions: TRestrictions,
): Promise<{ rows: AchievementRecord[]; total: number }> {
  const lines = sql`from ${ascertainmentLines} l
    join (select a.id, a.agreement_id, a.commodity_code, a.period_end, a.status, a.version,
        ag."description", ag."holding", ag."channels"
      ${visibleFrom(restrictions, search)}) x on x.id = l.ascertainment_id`;
  const direction = search.direction === 'desc' ? sql`desc` : sql`asc`;
  const [rows, [counted]] = await Promise.all([
    rowsOf<AchievementRecord>(
      db,
      sql`select l.id as "lineId", x.id as "ascertainmentId", x.version, x.agreement_id as "agreementId",
          x."description" as "agreementDescription", x."holding" as "economicGroup",
          array_to_json(x."channels") as "channels", x.commodity_code as "commodity",
          to_char(x.period_end, 'MM/YYYY') as "competence", x.status, l.lever_id as "leverId",
          coalesce(lv."name", '') as "leverName", l.funds_type as "fundsType",
          l.calculation_model as "calculationModel", l.calculation_basis as "calculationBasis", l.origin,
          v."goal"::text as "goal", v."discountPercent"::text as "discountPercent",
          l.achievement_percent::text as "achievementPercent", l.rate_percent::text as "ratePercent",
          l.accurate_value::text as "achievementValue", l.status as "lineStatus",
          l.typed_achievement_percent::text as "typedAchievementPercent", l.typed_achievement_by as "typedById",
          to_char(l.typed_achievement_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "typedAt"
        ${lines}
        left join ${agreementLeverValuesSql(AGREEMENT_STATUSES)} v on v."agreementLeverId" = l.agreement_lever_id
        left join ${leverCatalogueSql()} lv on lv."id" = l.lever_id
        where ${TYPED_LINES}
        order by x.agreement_id ${direction}, x.commodity_code, x.period_end, l.position, l.id
        limit ${search.pageSize} offset ${pageOffset(search)}`,
    ),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total ${lines} where ${TYPED_LINES}`),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** A line a job row names, with its ascertainment (locked), when the requester may see it. */
export interface TargetLine {
  lineId: number;
  leverId: number;
  calculationModel: string;
  origin: string;
  typedAchievementPercent: string | null;
  ascertainmentId: number;
  agreementId: number;
  commodityCode: string;
  periodCode: string;
  periodYear: number;
  periodEnd: string;
  status: string;
  version: number;
}

const TARGET_COLUMNS = sql`l.id as "lineId", l.lever_id as "leverId", l.calculation_model as "calculationModel",
  l.origin, l.typed_achievement_percent::text as "typedAchievementPercent", a.id as "ascertainmentId",
  a.agreement_id as "agreementId", a.commodity_code as "commodityCode", a.period_code as "periodCode",
  a.period_year as "periodYear", a.period_end::text as "periodEnd", a.status, a.version`;

/** The lines by id within the restrictions; their ascertainments locked (`for update`). */
export function linesByIds(
  db: Db,
  ids: readonly number[],
  restrictions: TRestrictions,
): Promise<TargetLine[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return rowsOf<TargetLine>(
    db,
    sql`select ${TARGET_COLUMNS} from ${ascertainmentLines} l join ${ascertainments} a on a.id = l.ascertainment_id
      where l.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
        and ${visibleTo(restrictions, { agreementId: sql.raw('a.agreement_id'), commodity: sql.raw('a.commodity_code') })}
      order by a.id
      for update of a`,
  );
}

/** The lines of ascertainments by id within the restrictions, ascertainments locked; and which ascertainments exist. */
export async function linesOfAscertainments(
  db: Db,
  ids: readonly number[],
  restrictions: TRestrictions,
): Promise<{ lines: TargetLine[]; found: Set<number> }> {
  if (ids.length === 0) return { lines: [], found: new Set() };
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const visible = visibleTo(restrictions, {
    agreementId: sql.raw('a.agreement_id'),
    commodity: sql.raw('a.commodity_code'),
  });
  const found = await rowsOf<{ id: number }>(
    db,
    sql`select a.id from ${ascertainments} a where a.id in (${list}) and ${visible} order by a.id for update of a`,
  );
  const lines = await rowsOf<TargetLine>(
    db,
    sql`select ${TARGET_COLUMNS} from ${ascertainmentLines} l join ${ascertainments} a on a.id = l.ascertainment_id
      where a.id in (${list}) and ${visible}`,
  );
  return { lines, found: new Set(found.map((row) => row.id)) };
}

/** Current versions of ascertainments by id, within the restrictions. */
export async function versionsOfLines(
  db: Db,
  lineIds: readonly number[],
  restrictions: TRestrictions,
): Promise<Map<number, number>> {
  if (lineIds.length === 0) return new Map();
  const rows = await rowsOf<{ lineId: number; version: number }>(
    db,
    sql`select l.id as "lineId", a.version from ${ascertainmentLines} l join ${ascertainments} a on a.id = l.ascertainment_id
      where l.id in (${sql.join(
        lineIds.map((id) => sql`${id}`),
        sql`, `,
      )})
        and ${visibleTo(restrictions, { agreementId: sql.raw('a.agreement_id'), commodity: sql.raw('a.commodity_code') })}`,
  );
  return new Map(rows.map((row) => [row.lineId, row.version]));
}

/** Stores a line's typed achievement (null clears it). */
export async function setTypedAchievement(
  db: Db,
  lineId: number,
  value: string | null,
  actorId: number,
): Promise<void> {
  await db.execute(
    sql`update ${ascertainmentLines} set typed_achievement_percent = ${value},
      typed_achievement_by = ${value === null ? null : actorId},
      typed_achievement_at = ${value === null ? null : sql`now()`},
      updated_by = ${actorId}, updated_at = now(), version = version + 1
      where id = ${lineId}`,
  );
}
