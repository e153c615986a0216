import type { CALCULATION_BASES, CalculationModel } from '@trade-terms/domain/levers';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';

// A lever's calculation model and basis read the same in the lever catalogue and in agreements.

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
