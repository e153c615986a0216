import { AUDITED_PRODUCT_SHEET } from './audited-products';
import { RECOMMENDATION_SHEET } from './lever-recommendations';
import type { LeverSheetDeclaration, LeverSheetKind } from './lever-sheets';

/** Both lever tables kept in Excel, by kind. */
export const LEVER_SHEETS: Record<LeverSheetKind, LeverSheetDeclaration> = {
  leverRecommendation: RECOMMENDATION_SHEET,
  auditedProduct: AUDITED_PRODUCT_SHEET,
};

export const LEVER_SHEET_LIST: readonly LeverSheetDeclaration[] = Object.values(LEVER_SHEETS);
