import { proposePayerSplit } from '@trade-terms/domain/ascertainment-payers';
import type { TRestrictions } from '@trade-terms/domain/session';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { payingLines } from './ascertainment-payers';
import { payerPartsOf } from './ascertainment-payers-repository';
import { visibleToAliased } from './ascertainment-repository';
import { ascertainmentLines, ascertainments } from './ascertainment-table';

/**
 * The read model payments take approved OFF ascertainments from: each approved ascertainment of
 * a competence with its OFF lines that pay (to-pay above zero) and its SAP payer split (as saved,
 * or the proposal when none was). The ascertainment tables stay behind it. The ascertainments
 * read are share-locked until the caller's transaction ends, so a restore (which locks the row
 * for update and asks whether payment items exist) waits for a generation in flight.
 */

export interface PayableAscertainmentLine {
  lineId: number;
  agreementLeverId: number;
  toPay: string;
  /** What the engine calculated for the line (its accurate value). */
  calculated: string;
  payers: string[];
}

export interface PayableAscertainment {
  ascertainmentId: number;
  agreementId: number;
  commodity: string;
  /** The competence, first day of its month (ISO). */
  competence: string;
  lines: PayableAscertainmentLine[];
  parts: { payerCode: string; value: string }[];
}

export async function payableAscertainments(
  db: Db,
  competence: string,
  restrictions: TRestrictions,
): Promise<PayableAscertainment[]> {
  const result =
    await db.execute(sql`select a.id, a.agreement_id as "agreementId", a.commodity_code as "commodity",
      a.period_end::text as "competence"
    from ${ascertainments} a
    where a.status = 'APROVADA' and a.period_end = ${competence}::date and ${visibleToAliased(restrictions)}
      and exists (select 1 from ${ascertainmentLines} l where l.ascertainment_id = a.id
        and l.funds_type = 'OFF' and l.to_pay > 0)
    order by a.id
    for share of a`);
  const rows = (
    result as unknown as {
      rows: { id: number; agreementId: number; commodity: string; competence: string }[];
    }
  ).rows;
  const payable: PayableAscertainment[] = [];
  for (const row of rows) {
    const [records, saved] = await Promise.all([
      db.execute(sql`select l.id, l.agreement_lever_id as "agreementLeverId", l.to_pay::text as "toPay",
          coalesce(l.accurate_value, l.to_pay)::text as "calculated",
          (l.funds_type = 'OFF' and coalesce(l.to_pay, 0) > 0) as "pays"
        from ${ascertainmentLines} l where l.ascertainment_id = ${row.id} order by l.position, l.id`),
      payerPartsOf(db, row.id),
    ]);
    const lines = (
      records as unknown as {
        rows: {
          id: number;
          agreementLeverId: number;
          toPay: string | null;
          calculated: string;
          pays: boolean;
        }[];
      }
    ).rows;
    const withPayers = await payingLines(db, row.id, row.agreementId);
    const payersOfLine = new Map(lines.map((line, index) => [line.id, withPayers[index]?.payers ?? []]));
    const parts =
      saved.length > 0
        ? saved.map((part) => ({ payerCode: part.payerCode, value: part.value }))
        : proposePayerSplit(withPayers);
    payable.push({
      ascertainmentId: row.id,
      agreementId: row.agreementId,
      commodity: row.commodity,
      competence: row.competence,
      parts,
      lines: lines
        .filter((line) => line.pays)
        .map((line) => ({
          lineId: line.id,
          agreementLeverId: line.agreementLeverId,
          toPay: line.toPay as string,
          calculated: line.calculated,
          payers: [...(payersOfLine.get(line.id) ?? [])],
        })),
    });
  }
  return payable;
}
