import type { ASCERTAINMENT_ORIGINS, CALCULATION_BASES, CalculationModel } from '@trade-terms/domain/levers';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';

// A lever's calculation model, basis and ascertainment origin read the same in the lever
// catalogue, in agreements and in their ascertainment.

export const MODEL_LABELS: Record<CalculationModel, MessageKey> = {
  PERCENT_OF_BASE: 'levers.model.percentOfBase',
  GOAL: 'levers.model.goal',
  GROWTH: 'levers.model.growth',
  STORE_COMPLIANCE: 'levers.model.storeCompliance',
  QUOTA_EVENT: 'levers.model.quotaEvent',
  FIXED_VALUE: 'levers.model.fixedValue',
};

export const BASIS_LABELS: Record<(typeof CALCULATION_BASES)[number], MessageKey> = {
  NIV: 'levers.basis.niv',
  GSV: 'levers.basis.gsv',
  GROSS_REVENUE: 'levers.basis.grossRevenue',
};

export const ORIGIN_LABELS: Record<(typeof ASCERTAINMENT_ORIGINS)[number], MessageKey> = {
  SELL_IN: 'levers.origin.sellIn',
  SELL_OUT: 'levers.origin.sellOut',
  DMS: 'levers.origin.dms',
  EVIDENCE: 'levers.origin.evidence',
};
