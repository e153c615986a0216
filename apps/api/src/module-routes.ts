import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { actpmRoutes } from './modules/actpm/actpm-routes';
import { actuatorRoutes } from './modules/actuator/actuator-routes';
import { agreementFrequencyOnRoutes } from './modules/agreements/agreement-frequency-on-routes';
import { switchLeversToOn } from './modules/agreements/agreement-funds-migration';
import { agreementSapOnRoutes } from './modules/agreements/agreement-sap-on-routes';
import { agreementTemplateRoutes } from './modules/agreements/agreement-template-routes';
import { agreementsRoutes } from './modules/agreements/agreements-routes';
import { approvalFlowsRoutes } from './modules/approval-flows/approval-flows-routes';
import { flowsWithResponsible } from './modules/approval-flows/approval-flows-service';
import {
  decide,
  followStepsWithoutFlow,
  getApproval,
  startApproval,
} from './modules/approval-flows/approval-requests-service';
import { ascertainmentAchievementsRoutes } from './modules/ascertainment/ascertainment-achievements-routes';
import { ascertainmentEvidenceRoutes } from './modules/ascertainment/ascertainment-evidence-routes';
import { ascertainmentExecutionRoutes } from './modules/ascertainment/ascertainment-execution-routes';
import { ascertainmentOnRoutes } from './modules/ascertainment/ascertainment-on-routes';
import { ascertainmentPayersAndReportsRoutes } from './modules/ascertainment/ascertainment-payers-and-reports-routes';
import { ascertainmentReportRoutes } from './modules/ascertainment/ascertainment-report-routes';
import { ascertainmentRoutes } from './modules/ascertainment/ascertainment-routes';
import { reconciliationRoutes } from './modules/ascertainment/reconciliation-routes';
import { authRoutes } from './modules/auth/auth-routes';
import { throttlePublicRequest } from './modules/auth/auth-service';
import { issuePasswordLink } from './modules/auth/password-links-service';
import { budgetMapRoutes } from './modules/budget-map/budget-map-routes';
import { calculationDataRoutes } from './modules/calculation-data/calculation-data-routes';
import { calculationsRoutes } from './modules/calculations/calculations-routes';
import { calendarRoutes } from './modules/calendar/calendar-routes';
import { cashflowRoutes } from './modules/cashflow/cashflow-routes';
import { chatRoutes } from './modules/chat/chat-routes';
import { cycleFolderAddendumRoutes } from './modules/cycle-folder/cycle-folder-addendum-routes';
import { cycleFolderReportRoutes } from './modules/cycle-folder/cycle-folder-report-routes';
import { cycleFolderRoutes } from './modules/cycle-folder/cycle-folder-routes';
import { folderAppreciationRoutes } from './modules/cycle-folder/folder-appreciation-routes';
import { folderCountingRoutes } from './modules/cycle-folder/folder-counting-routes';
import { folderDistributionRoutes } from './modules/cycle-folder/folder-distribution-routes';
import { dashboardsRoutes } from './modules/dashboards/dashboards-routes';
import { jobsRoutes } from './modules/imports-exports/jobs-routes';
import { integrationsRoutes } from './modules/integrations/integrations-routes';
import { leverSheetsRoutes } from './modules/levers/lever-sheets-routes';
import { leversRoutes } from './modules/levers/levers-routes';
import { mailRoutes } from './modules/mail/mail-routes';
import { maintenanceRoutes } from './modules/maintenance/maintenance-routes';
import type { MaintenanceSwitch } from './modules/maintenance/maintenance-service';
import { recordIdsByCodes } from './modules/master-data/register-records';
import { masterDataRoutes } from './modules/master-data/register-routes';
import { npsRoutes } from './modules/nps/nps-routes';
import { paymentsForCashflow } from './modules/payments/payments-for-cashflow';
import { paymentsForFolders } from './modules/payments/payments-for-folders';
import { paymentsForPercentageContracts } from './modules/payments/payments-for-percentage-contracts';
import { ascertainmentInPayment, paymentItemOrigins } from './modules/payments/payments-repository';
import { paymentsRoutes } from './modules/payments/payments-routes';
import { percentageContractsRoutes } from './modules/percentage-contracts/percentage-contracts-routes';
import { printingRoutes } from './modules/printing/printing-routes';
import { productsReportRoutes } from './modules/products-report/products-report-routes';
import type { ProfileNeighbours } from './modules/profiles/profile-neighbours';
import { profilesRoutes } from './modules/profiles/profiles-routes';
import { promoMigrationRoutes } from './modules/promo-migration/promo-migration-routes';
import { signaturesRoutes } from './modules/signatures/signatures-routes';
import { storeComplianceRoutes } from './modules/store-compliance/store-compliance-routes';
import type { UsersNeighbours } from './modules/users/users-neighbours';
import { usersRoutes } from './modules/users/users-routes';
import { endProfileSessions, userCountsByProfile } from './modules/users/users-service';

// The composition root of the modules. A module never imports one that depends on it (a
// dependency-cruiser rule forbids loops between modules); where a lower module needs a higher
// one's function, it declares what it needs (its `*-neighbours.ts`) and this file hands it in.

/** Users sit below the approval engine and auth, whose tables name users. */
export const usersNeighbours: UsersNeighbours = {
  approvals: {
    start: startApproval,
    decide,
    followStepsWithoutFlow,
    history: getApproval,
    flowsWithResponsible,
  },
  issuePasswordLink,
  throttlePublicRequest,
};

/** Profiles sit below users (whose table names the profile) and below the registers. */
export const profileNeighbours: ProfileNeighbours = {
  userCountsByProfile,
  endProfileSessions,
  recordIdsByCodes,
};

/**
 * Every module's routes, in the order they are registered under `/api`. The maintenance switch
 * is the one the route guard asks, so a switch is seen by this process's guard at once.
 */
export function moduleRoutes(context: AppContext, maintenance: MaintenanceSwitch): FastifyPluginAsyncZod[] {
  return [
    actuatorRoutes(context),
    maintenanceRoutes(maintenance),
    authRoutes(context),
    usersRoutes(context, usersNeighbours),
    profilesRoutes(context, profileNeighbours),
    approvalFlowsRoutes(context),
    calendarRoutes(context),
    npsRoutes(context),
    chatRoutes(context),
    mailRoutes(context),
    masterDataRoutes(context),
    jobsRoutes(context),
    integrationsRoutes(context),
    leversRoutes(context),
    agreementsRoutes(context),
    agreementSapOnRoutes(context),
    agreementFrequencyOnRoutes(context),
    agreementTemplateRoutes(context),
    signaturesRoutes(context),
    printingRoutes(context),
    leverSheetsRoutes(context),
    calculationsRoutes(),
    calculationDataRoutes(context),
    storeComplianceRoutes(context),
    ascertainmentRoutes(context, ascertainmentInPayment),
    ascertainmentEvidenceRoutes(context),
    reconciliationRoutes(context),
    ascertainmentPayersAndReportsRoutes(context),
    ascertainmentExecutionRoutes(context),
    ascertainmentAchievementsRoutes(context),
    ascertainmentReportRoutes(context),
    budgetMapRoutes(context, paymentItemOrigins),
    ascertainmentOnRoutes(context),
    paymentsRoutes(context),
    cycleFolderRoutes(context),
    folderCountingRoutes(context),
    folderDistributionRoutes(context),
    cycleFolderReportRoutes(context, paymentsForFolders),
    cycleFolderAddendumRoutes(context),
    promoMigrationRoutes(context, switchLeversToOn),
    percentageContractsRoutes(context, paymentsForPercentageContracts),
    folderAppreciationRoutes(context, paymentsForFolders),
    actpmRoutes(context),
    productsReportRoutes(context),
    dashboardsRoutes(context),
    cashflowRoutes(context, paymentsForCashflow),
  ];
}
