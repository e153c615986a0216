import { competenceTextToIsoDate, isoDateToCompetenceText } from '@trade-terms/domain/competence';
import type { CalculationBasis } from '@trade-terms/domain/levers';
import {
  percentageContractValue,
  type TPercentageAscertainment,
} from '@trade-terms/domain/percentage-contracts';
import { sql } from 'drizzle-orm';
import { appendAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/raw-sql';
import { AppError } from '../../platform/errors';
import { basisColumnSql, sellInRowsSql } from '../calculation-data/sales-read-models';
import { MONTH_ENTITY, type PercentageCaller } from './percentage-contracts-caller';
import type { PercentageContractsNeighbours } from './percentage-contracts-neighbours';
import { contractRow, contractVisible, customersSql } from './percentage-contracts-repository';
import { percentageAscertainments, percentageContracts } from './percentage-contracts-table';

/**
 * `contratoPercentual/apurar`: the months of approved contracts, from sell-in (docs/domain.md
 * "Percentage-value contracts"). Each contract valid in the competence gets the percentage of its
 * customer's purchases on its basis in that month, summed in SQL from the calculation data's
 * sell-in read model and valued by the calculation engine's percent-of-base rule. Idempotent: a
 * month whose rows, percentage and basis are the same is not written; a month in payment is left
 * as it is.
 */

interface ContractToAscertain {
  id: number;
  customerCode: string;
  percentage: string;
  basis: CalculationBasis;
}

interface MonthSum {
  total: string;
  rows: number;
  digest: string;
}

type MonthRecord = typeof percentageAscertainments.$inferSelect;

/** The customer's sell-in of the month on the basis: total, count and a digest of the rows. */
async function purchasesOf(
  tx: Db,
  customerCode: string,
  basis: CalculationBasis,
  month: string,
): Promise<MonthSum> {
  const [row] = await rowsOf<MonthSum>(
    tx,
    sql`select coalesce(sum(${basisColumnSql(basis, 's')}), 0)::text as total, count(*)::int as rows,
        md5(coalesce(string_agg(s."rowId"::text, ',' order by s."rowId"), '')) as digest
      from ${sellInRowsSql()} s
      join ${customersSql()} c on c."id" = s."customerId"
      where c."code" = ${customerCode} and s."competence" = ${month}::date`,
  );
  return row ?? { total: '0', rows: 0, digest: '' };
}

async function sellInExists(tx: Db, month: string): Promise<boolean> {
  const [row] = await rowsOf<{ present: boolean }>(
    tx,
    sql`select exists (select 1 from ${sellInRowsSql()} s where s."competence" = ${month}::date) as present`,
  );
  return row?.present === true;
}

function contractsToAscertain(tx: Db, month: string, caller: PercentageCaller) {
  return rowsOf<ContractToAscertain>(
    tx,
    sql`select p.id, p.customer_code as "customerCode", p.percentage::text as percentage, p.basis
      from ${percentageContracts} p
      left join ${customersSql()} c on c."code" = p.customer_code
      where p.status = 'APROVADO' and ${month}::date between p.validity_start and p.validity_end
        and ${contractVisible(caller.restrictions)}
      order by p.id
      for share of p`,
  );
}

async function monthOf(tx: Db, contractId: number, month: string): Promise<MonthRecord | null> {
  const [row] = await tx
    .select()
    .from(percentageAscertainments)
    .where(
      sql`${percentageAscertainments.contractId} = ${contractId} and ${percentageAscertainments.competence} = ${month}::date`,
    )
    .for('update');
  return row ?? null;
}

export interface AscertainOutcome {
  created: number;
  updated: number;
  unchanged: number;
  inPayment: number;
}

export function ascertainCompetence(
  db: Db,
  input: { competence: string },
  caller: PercentageCaller,
  neighbours: PercentageContractsNeighbours,
): Promise<AscertainOutcome> {
  const month = competenceTextToIsoDate(input.competence) as string;
  return db.transaction(async (tx) => {
    if (!(await sellInExists(tx, month))) throw new AppError('PERCENTAGE_NO_SELL_IN');
    const outcome: AscertainOutcome = { created: 0, updated: 0, unchanged: 0, inPayment: 0 };
    for (const contract of await contractsToAscertain(tx, month, caller)) {
      const sum = await purchasesOf(tx, contract.customerCode, contract.basis, month);
      const figures = {
        basis: contract.basis,
        percentage: contract.percentage,
        base: sum.total,
        value: percentageContractValue(sum.total, contract.percentage),
        rows: sum.rows,
        digest: sum.digest,
      };
      const stored = await monthOf(tx, contract.id, month);
      if (!stored) {
        const [created] = await tx
          .insert(percentageAscertainments)
          .values({
            contractId: contract.id,
            competence: month,
            ...figures,
            createdBy: caller.id,
            updatedBy: caller.id,
          })
          .returning({ id: percentageAscertainments.id });
        await appendAudit(tx, {
          entity: MONTH_ENTITY,
          entityId: created?.id ?? 0,
          action: 'APURADO',
          actorId: caller.id,
          after: { contractId: contract.id, competence: input.competence, ...figures },
        });
        outcome.created += 1;
        continue;
      }
      if ((await neighbours.monthsInPayment(tx, [stored.id])).has(stored.id)) {
        outcome.inPayment += 1;
        continue;
      }
      const same =
        stored.basis === figures.basis &&
        stored.percentage === figures.percentage &&
        stored.value === figures.value &&
        stored.rows === figures.rows &&
        stored.digest === figures.digest;
      if (same) {
        outcome.unchanged += 1;
        continue;
      }
      await tx
        .update(percentageAscertainments)
        .set({
          ...figures,
          updatedAt: new Date(),
          updatedBy: caller.id,
          version: sql`${percentageAscertainments.version} + 1`,
        })
        .where(sql`${percentageAscertainments.id} = ${stored.id}`);
      await appendAudit(tx, {
        entity: MONTH_ENTITY,
        entityId: stored.id,
        action: 'REAPURADO',
        actorId: caller.id,
        before: {
          base: stored.base,
          value: stored.value,
          percentage: stored.percentage,
          basis: stored.basis,
        },
        after: figures,
      });
      outcome.updated += 1;
    }
    return outcome;
  });
}

/** `contratoPercentual/buscarApuracoes`: a visible contract's months, newest first. */
export async function ascertainmentsOf(
  db: Db,
  input: { contractId: number; page: number; pageSize: number },
  caller: PercentageCaller,
  neighbours: PercentageContractsNeighbours,
): Promise<{ items: TPercentageAscertainment[]; total: number }> {
  if (!(await contractRow(db, input.contractId, caller.restrictions))) throw new AppError('NOT_FOUND');
  const rows = await rowsOf<{
    id: number;
    contractId: number;
    competence: string;
    basis: CalculationBasis;
    percentage: string;
    base: string;
    value: string;
    rows: number;
    total: number;
  }>(
    db,
    sql`select a.id, a.contract_id as "contractId", a.competence::text as competence, a.basis,
          a.percentage::text as percentage, a.base::text as base, a.value::text as value, a.rows,
          count(*) over ()::int as total
        from ${percentageAscertainments} a where a.contract_id = ${input.contractId}
        order by a.competence desc
        limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`,
  );
  const paid = await neighbours.monthsInPayment(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map(({ total: _total, ...row }) => ({
      ...row,
      competence: isoDateToCompetenceText(row.competence),
      inPayment: paid.has(row.id),
    })),
    total: rows[0]?.total ?? 0,
  };
}
