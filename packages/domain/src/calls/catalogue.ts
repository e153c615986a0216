import { INTEGRATION_LIST } from '../integration-declarations';
import { REGISTER_LIST } from '../register-declarations';
import { actpmCalls } from './actpm-calls';
import { actuatorCalls } from './actuator-calls';
import { agreementFrequencyOnCalls } from './agreement-frequency-on-calls';
import { agreementSapOnCalls } from './agreement-sap-on-calls';
import { agreementCalls } from './agreements-calls';
import { approvalFlowCalls } from './approval-flows-calls';
import { ascertainmentAchievementsCalls } from './ascertainment-achievements-calls';
import { ascertainmentCalls } from './ascertainment-calls';
import { ascertainmentEvidenceCalls } from './ascertainment-evidence-calls';
import { ascertainmentExecutionCalls } from './ascertainment-execution-calls';
import { ascertainmentOnCalls } from './ascertainment-on-calls';
import { ascertainmentOnePageCalls } from './ascertainment-one-page-calls';
import { ascertainmentPayerCalls } from './ascertainment-payer-calls';
import { ascertainmentReportCalls } from './ascertainment-report-calls';
import { authCalls } from './auth-calls';
import { budgetMapCalls } from './budget-map-calls';
import { calcDataCalls } from './calculation-data-calls';
import { calendarCalls } from './calendar-calls';
import type { CallDeclaration } from './call';
import { cashflowCalls } from './cashflow-calls';
import { chatCalls } from './chat-calls';
import { cycleFolderAddendumCalls } from './cycle-folder-addendum-calls';
import { cycleFolderCalls } from './cycle-folder-calls';
import { cycleFolderReportCalls } from './cycle-folder-report-calls';
import { dashboardCalls } from './dashboards-calls';
import { discountsSummaryCalls } from './discounts-summary-calls';
import { folderAppreciationCalls } from './folder-appreciation-calls';
import { folderCountingCalls } from './folder-counting-calls';
import { folderDistributionCalls } from './folder-distribution-calls';
import { integrationCalls, integrationCallsOf } from './integration-calls';
import { jobCalls } from './jobs-calls';
import { auditedProductCalls, recommendationCalls } from './lever-sheets-calls';
import { leverCalls } from './levers-calls';
import { mailCalls } from './mail-calls';
import { maintenanceCalls } from './maintenance-calls';
import { npsCalls } from './nps-calls';
import { paymentsCalls } from './payments-calls';
import { percentageContractCalls } from './percentage-contracts-calls';
import { printingCalls } from './printing-calls';
import { productsReportCalls } from './products-report-calls';
import { profileCalls } from './profiles-calls';
import { newFlagCalls, promoMigrationCalls } from './promo-migration-calls';
import { reconciliationCalls } from './reconciliation-calls';
import { registerCallsOf } from './register-calls';
import { signatureCalls } from './signatures-calls';
import { simulatorCalls } from './simulator-calls';
import { complianceReportCalls, targetExecutionCalls } from './store-compliance-calls';
import { userCalls, userTabCalls } from './users-calls';

/**
 * Every call of the API. The API serves exactly these (a test compares the served routes with
 * this list both ways), and the guard test walks it to prove each one's access.
 */
export const CALL_CATALOGUE: readonly CallDeclaration[] = [
  ...Object.values(profileCalls),
  ...Object.values(approvalFlowCalls),
  ...Object.values(calendarCalls),
  ...Object.values(userCalls),
  ...Object.values(userTabCalls),
  ...Object.values(authCalls),
  ...Object.values(npsCalls),
  ...Object.values(chatCalls),
  ...Object.values(mailCalls),
  ...Object.values(actuatorCalls),
  ...Object.values(maintenanceCalls),
  ...REGISTER_LIST.flatMap((register) => Object.values(registerCallsOf(register))),
  ...Object.values(jobCalls),
  ...Object.values(dashboardCalls),
  ...INTEGRATION_LIST.flatMap((integration) => Object.values(integrationCallsOf(integration))),
  ...Object.values(integrationCalls),
  ...Object.values(leverCalls),
  ...Object.values(agreementCalls),
  ...Object.values(agreementSapOnCalls),
  ...Object.values(agreementFrequencyOnCalls),
  ...Object.values(signatureCalls),
  ...Object.values(printingCalls),
  ...Object.values(recommendationCalls),
  ...Object.values(auditedProductCalls),
  ...Object.values(simulatorCalls),
  ...Object.values(targetExecutionCalls),
  ...Object.values(complianceReportCalls),
  ...Object.values(calcDataCalls).flatMap((calls) => Object.values(calls)),
  ...Object.values(ascertainmentCalls),
  ...Object.values(ascertainmentEvidenceCalls),
  ...Object.values(reconciliationCalls),
  ...Object.values(ascertainmentPayerCalls),
  ...Object.values(ascertainmentOnePageCalls),
  ...Object.values(discountsSummaryCalls),
  ...Object.values(ascertainmentExecutionCalls),
  ...Object.values(ascertainmentAchievementsCalls),
  ...Object.values(ascertainmentReportCalls),
  ...Object.values(ascertainmentOnCalls),
  ...Object.values(paymentsCalls),
  ...Object.values(budgetMapCalls),
  ...Object.values(cycleFolderCalls),
  ...Object.values(folderCountingCalls),
  ...Object.values(folderDistributionCalls),
  ...Object.values(cycleFolderAddendumCalls),
  ...Object.values(promoMigrationCalls),
  ...Object.values(newFlagCalls),
  ...Object.values(actpmCalls),
  ...Object.values(productsReportCalls),
  ...Object.values(percentageContractCalls),

  ...Object.values(folderAppreciationCalls),
  ...Object.values(cashflowCalls),

  ...Object.values(cycleFolderReportCalls).flatMap((calls) => Object.values(calls)),
];
