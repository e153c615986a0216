// Every table of the application, gathered for Drizzle and drizzle-kit. Each module owns its
// tables; this list only assembles them.

export { actpmRows } from '../../modules/actpm/actpm-table';
export { agreementSapConditions } from '../../modules/agreements/agreement-sap-on-table';
export { agreementTemplateCreations } from '../../modules/agreements/agreement-template-table';
export { agreementLevers, agreements } from '../../modules/agreements/agreements-table';
export {
  approvalFlowSteps,
  approvalFlows,
  approvalStepMembers,
} from '../../modules/approval-flows/approval-flows-table';
export {
  approvalDecisions,
  approvalRequestSteps,
  approvalRequests,
} from '../../modules/approval-flows/approval-requests-table';
export { ascertainmentEvidence } from '../../modules/ascertainment/ascertainment-evidence-table';
export { ascertainmentPayerParts } from '../../modules/ascertainment/ascertainment-payers-table';
export {
  ascertainmentClaims,
  ascertainmentLineInputs,
  ascertainmentLines,
  ascertainments,
} from '../../modules/ascertainment/ascertainment-table';
export {
  ascertainmentReconciliations,
  reconciliationFindings,
} from '../../modules/ascertainment/reconciliation-table';
export { loginFailures } from '../../modules/auth/login-failures-table';
export { passwordLinks } from '../../modules/auth/password-links-table';
export {
  budgetLedger,
  budgetLineBalances,
  budgetMapAdditions,
  budgetMapLines,
  budgetReferenceBalances,
} from '../../modules/budget-map/budget-map-table';
export {
  calcChangedPeriods,
  dms,
  sellIn,
  sellOut,
} from '../../modules/calculation-data/calculation-data-tables';
export { calendarEvents, calendarEventTypes } from '../../modules/calendar/calendar-table';
export {
  detachedAscertainmentEvidence,
  detachedAscertainments,
} from '../../modules/cashflow/cashflow-table';
export { chatAttachments, chatMessages, chatTickets } from '../../modules/chat/chat-tables';
export {
  cycleFolderAddenda,
  cycleFolderAddendumChanges,
} from '../../modules/cycle-folder/cycle-folder-addendum-table';
export { cycleFolderActions, cycleFolders } from '../../modules/cycle-folder/cycle-folder-table';
export {
  cycleFolderAppreciationRows,
  cycleFolderAppreciations,
} from '../../modules/cycle-folder/folder-appreciation-table';
export {
  cycleFolderAssignmentRows,
  cycleFolderAssignments,
} from '../../modules/cycle-folder/folder-assignment-table';
export {
  cycleFolderCountingRows,
  cycleFolderCountings,
} from '../../modules/cycle-folder/folder-counting-table';
export {
  cycleFolderDistributionRows,
  cycleFolderDistributions,
} from '../../modules/cycle-folder/folder-distribution-table';
export { importExportJobs } from '../../modules/imports-exports/jobs-table';
export { sheetUploadRows, sheetUploads } from '../../modules/imports-exports/sheet-uploads-table';
export { integrationRows, integrations } from '../../modules/integrations/integrations-table';
export { auditedProducts, leverRecommendations } from '../../modules/levers/lever-sheets-table';
export { leverEvents, levers } from '../../modules/levers/levers-table';
export { mailOutbox } from '../../modules/mail/mail-outbox-table';
export { maintenanceWindow } from '../../modules/maintenance/maintenance-window-table';
export { npsAnswers } from '../../modules/nps/nps-answers-table';
export {
  paymentGroups,
  paymentItems,
  paymentLineAllocations,
  paymentLots,
} from '../../modules/payments/payments-table';
export {
  percentageAscertainments,
  percentageContracts,
} from '../../modules/percentage-contracts/percentage-contracts-table';
export { profileBudgetTypes, profileRoles, profiles } from '../../modules/profiles/profiles-table';
export { holdingFlags, promoMigrations } from '../../modules/promo-migration/promo-migration-table';
export { agreementSignatures } from '../../modules/signatures/signatures-table';
export { targetExecutionAnswers } from '../../modules/store-compliance/target-execution-table';
export { userAccessRequests } from '../../modules/users/user-access-requests-table';
export { users } from '../../modules/users/users-table';
export { auditLog } from '../audit/audit-table';

import { registerTables } from '../../modules/master-data/register-tables';

// The master-data registers: tables built from their declarations, named here for drizzle-kit.
export const {
  category: categories,
  customer: customers,
  productsGroup: productGroups,
  impulseItem: impulseItems,
  brand: brands,
  microregion: microregions,
  internalOrder: internalOrders,
  innovationProduct: innovationProducts,
  budgetType: budgetTypes,
  commodity: commodities,
  sku: skus,
  segment: segments,
  subregion: subregions,
  ppaProduct: ppaProducts,
  goalExecutionQuestion: goalExecutionQuestions,
  targetExecutionCategory: targetExecutionCategories,
  targetExecutionProduct: targetExecutionProducts,
  customerPdv: pdvCustomers,
  cva: cvas,
  channel: channels,
  region: regions,
  economicGroup: economicGroups,
  packCategory: packCategories,
  categoryPercentage: categoryPercentages,
  tacticType: tacticTypes,
} = registerTables;
