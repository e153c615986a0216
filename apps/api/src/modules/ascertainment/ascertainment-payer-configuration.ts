import { type AscertainmentStatus, ascertainmentPeriodLabel } from '@trade-terms/domain/ascertainment';
import type {
  PayerSplitState,
  TPayerConfigurationRow,
  TPayerConfigurationSearch,
} from '@trade-terms/domain/ascertainment-payer-configuration';
import type { TRestrictions } from '@trade-terms/domain/session';
import type { Db } from '../../platform/db/database';
import {
  type PayerConfigurationRecord,
  payerConfigurationPage,
} from './ascertainment-payer-configuration-repository';

/**
 * `apuracao/buscarConfiguracaoPagadoresSap` (docs/domain.md "SAP payer configuration"): the
 * ascertainments of a competence to split among several SAP payers, and how far each split is.
 */

function rowView(row: PayerConfigurationRecord): TPayerConfigurationRow {
  return {
    id: row.id,
    agreementId: row.agreementId,
    agreementDescription: row.agreementDescription,
    economicGroup: { code: row.holding, name: row.holdingName ?? '' },
    channels: row.channels,
    commodity: row.commodity,
    period: ascertainmentPeriodLabel({ code: row.periodCode, year: row.periodYear }),
    status: row.status as AscertainmentStatus,
    payerCount: row.payerCount,
    finalValue: row.finalValue,
    toPay: row.toPay,
    distributed: row.distributed,
    difference: row.difference,
    state: row.state as PayerSplitState,
    version: row.version,
  };
}

export async function searchPayerConfiguration(
  db: Db,
  search: TPayerConfigurationSearch,
  restrictions: TRestrictions,
): Promise<{ items: TPayerConfigurationRow[]; total: number }> {
  const { rows, total } = await payerConfigurationPage(db, search, restrictions);
  return { items: rows.map(rowView), total };
}
