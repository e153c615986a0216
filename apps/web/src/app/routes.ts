import { CYCLE_FOLDER_REPORTS } from '@trade-terms/domain/cycle-folder-report-declarations';
import { INTEGRATION_LIST } from '@trade-terms/domain/integration-declarations';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import type { FeatureGroup } from '@trade-terms/domain/permissions';
import { REGISTER_LIST } from '@trade-terms/domain/register-declarations';
import type { ComponentType } from 'react';
import { paths } from '../config/paths';
import { ServiceUnavailablePage } from '../features/availability/components/service-unavailable-page';

/**
 * `public`: no session, no shell (sign-in family, availability and browser pages).
 * `bare`: needs a session but shows no menu nor header (the NPS survey).
 * `shell`: inside the signed-in shell with menu, top bar and breadcrumbs.
 */
export type RouteFrame = 'public' | 'bare' | 'shell';

export interface AppRoute {
  path: string;
  frame: RouteFrame;
  /** Names the screen in the window title, the menu and the breadcrumbs. */
  title: MessageKey;
  /** Where the side menu lists the screen; screens reached from others are not listed. */
  menu?: FeatureGroup;
  /** What a user without the route's roles reads instead of the generic refusal. */
  deniedMessage?: MessageKey;
  /** Each screen is its own chunk, downloaded when first opened. */
  lazy: () => Promise<{ Component: ComponentType }>;
}

/**
 * The cycle folder's eight reports, one generic screen each from its declaration, listed in the
 * cycle folder's menu; the side menu's spellings without `/cycle-folder/reports` answer by
 * sending the reader on to the report's own path.
 */
const reportScreen = (key: keyof typeof CYCLE_FOLDER_REPORTS) => () =>
  import('../features/cycle-folder/components/reports/cycle-folder-report-page').then((m) => ({
    Component: m.REPORT_PAGES[key],
  }));
const cycleFolderReportRoutes: AppRoute[] = Object.values(CYCLE_FOLDER_REPORTS).flatMap((report) => [
  {
    path: report.path,
    frame: 'shell' as const,
    menu: 'cycleFolder' as const,
    title: report.title,
    lazy: reportScreen(report.key),
  },
  ...(report.shortPath
    ? [
        {
          path: report.shortPath,
          frame: 'shell' as const,
          title: report.title,
          lazy: () =>
            import('../components/redirect-to').then((m) => ({ Component: m.redirectTo(report.path) })),
        },
      ]
    : []),
]);

/**
 * Every register's list, create and edit screens, from its declaration: one generic engine
 * (features/master-data) serves them all; the lists join the "clients and products" menu.
 */
const registerRoutes: AppRoute[] = REGISTER_LIST.flatMap((register) => [
  {
    path: register.path,
    frame: 'shell' as const,
    title: register.title,
    menu: register.menu ?? ('clientsAndProducts' as const),
    lazy: () =>
      import('../features/master-data/components/register-list-page').then((m) => ({
        Component: m.registerListScreen(register.key),
      })),
  },
  {
    path: `${register.formPath}/register`,
    frame: 'shell' as const,
    title: register.title,
    lazy: () =>
      import('../features/master-data/components/register-form-page').then((m) => ({
        Component: m.registerCreateScreen(register.key),
      })),
  },
  {
    path: `${register.formPath}/edit/:id`,
    frame: 'shell' as const,
    title: register.title,
    lazy: () =>
      import('../features/master-data/components/register-form-page').then((m) => ({
        Component: m.registerEditScreen(register.key),
      })),
  },
]);

/**
 * The four manual integrations (products, clients, PDV stores, sell-in) from their
 * declarations: one screen (features/integrations) serves them all, in the "clients and
 * products" menu next to the registers they feed.
 */
const integrationRoutes: AppRoute[] = INTEGRATION_LIST.map((integration) => ({
  path: integration.path,
  frame: 'shell' as const,
  title: integration.title,
  menu: 'clientsAndProducts' as const,
  lazy: () =>
    import('../features/integrations/components/integration-page').then((m) => ({
      Component: m.integrationScreen(integration.kind),
    })),
}));

/**
 * The one route table: the router, the route guard, the side menu and the breadcrumbs read it,
 * and who may open each path comes from the domain's ROUTE_ACCESS. A module's screens join
 * it (and so the menu) when the module lands.
 */
export const appRoutes: readonly AppRoute[] = [
  {
    path: paths.login.path,
    frame: 'public',
    title: 'login.title',
    lazy: () => import('../features/session/components/login-page').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: paths.forgotPassword.path,
    frame: 'public',
    title: 'forgotPassword.title',
    lazy: () =>
      import('../features/session/components/forgot-password-page').then((m) => ({
        Component: m.ForgotPasswordPage,
      })),
  },
  {
    path: paths.recoverPassword.path,
    frame: 'public',
    title: 'recoverPassword.title',
    lazy: () =>
      import('../features/session/components/recover-password-page').then((m) => ({
        Component: m.RecoverPasswordPage,
      })),
  },
  {
    path: paths.firstAccess.path,
    frame: 'public',
    title: 'firstAccess.title',
    lazy: () =>
      import('../features/users/components/first-access-page').then((m) => ({
        Component: m.FirstAccessPage,
      })),
  },
  {
    path: paths.serviceUnavailable.path,
    frame: 'public',
    title: 'serviceUnavailable.title',
    // Part of the main bundle: it is shown exactly when the server cannot hand out a chunk.
    lazy: async () => ({ Component: ServiceUnavailablePage }),
  },
  {
    path: paths.maintenance.path,
    frame: 'public',
    title: 'maintenance.title',
    lazy: () =>
      import('../features/availability/components/maintenance-page').then((m) => ({
        Component: m.MaintenancePage,
      })),
  },
  {
    path: paths.maintenanceMode.path,
    frame: 'shell',
    menu: 'administration',
    title: 'maintenanceMode.title',
    lazy: () =>
      import('../features/maintenance/components/maintenance-mode-page').then((m) => ({
        Component: m.MaintenanceModePage,
      })),
  },
  {
    path: paths.invalidBrowser.path,
    frame: 'public',
    title: 'invalidBrowser.title',
    lazy: () =>
      import('../features/browser-support/components/invalid-browser-page').then((m) => ({
        Component: m.InvalidBrowserPage,
      })),
  },
  {
    path: paths.mailOutbox.path,
    frame: 'public',
    title: 'outbox.title',
    lazy: () => import('../features/mail/components/outbox-page').then((m) => ({ Component: m.OutboxPage })),
  },
  {
    path: paths.nps.path,
    frame: 'bare',
    title: 'nps.title',
    lazy: () => import('../features/nps/components/nps-page').then((m) => ({ Component: m.NpsPage })),
  },
  {
    path: paths.home.path,
    frame: 'shell',
    title: 'home.title',
    menu: 'dashboards',
    deniedMessage: 'home.denied',
    lazy: () =>
      import('../features/dashboards/components/home-page').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: paths.users.path,
    frame: 'shell',
    menu: 'administration',
    title: 'users.title',
    lazy: () => import('../features/users/components/users-page').then((m) => ({ Component: m.UsersPage })),
  },
  {
    path: paths.userRegister.path,
    frame: 'shell',
    title: 'users.registerTitle',
    lazy: () =>
      import('../features/users/components/user-form-page').then((m) => ({ Component: m.UserRegisterPage })),
  },
  {
    path: paths.userEdit.path,
    frame: 'shell',
    title: 'users.editTitle',
    lazy: () =>
      import('../features/users/components/user-form-page').then((m) => ({ Component: m.UserEditPage })),
  },
  {
    path: paths.userConfigFirstAccess.path,
    frame: 'shell',
    title: 'users.configFirstAccessTitle',
    lazy: () =>
      import('../features/users/components/first-access-pages').then((m) => ({
        Component: m.ConfigFirstAccessPage,
      })),
  },
  {
    path: paths.userApprovalRequest.path,
    frame: 'shell',
    title: 'users.approvalRequestTitle',
    lazy: () =>
      import('../features/users/components/first-access-pages').then((m) => ({
        Component: m.ApprovalRequestPage,
      })),
  },
  {
    path: paths.userConfigEditionRequest.path,
    frame: 'shell',
    title: 'users.configEditionRequestTitle',
    lazy: () =>
      import('../features/users/components/edition-request-pages').then((m) => ({
        Component: m.ConfigEditionRequestPage,
      })),
  },
  {
    path: paths.userEditionRequest.path,
    frame: 'shell',
    title: 'users.editionRequestTitle',
    lazy: () =>
      import('../features/users/components/edition-request-pages').then((m) => ({
        Component: m.EditionRequestPage,
      })),
  },
  {
    path: paths.profiles.path,
    frame: 'shell',
    menu: 'administration',
    title: 'profiles.title',
    lazy: () =>
      import('../features/profiles/components/profiles-page').then((m) => ({ Component: m.ProfilesPage })),
  },
  {
    path: paths.approvalFlows.path,
    frame: 'shell',
    menu: 'administration',
    title: 'approvalFlows.title',
    lazy: () =>
      import('../features/approval-flows/components/approval-flows-page').then((m) => ({
        Component: m.ApprovalFlowsPage,
      })),
  },
  {
    path: paths.calendar.path,
    frame: 'shell',
    menu: 'administration',
    title: 'calendar.title',
    lazy: () =>
      import('../features/calendar/components/calendar-page').then((m) => ({ Component: m.CalendarPage })),
  },
  {
    path: paths.chat.path,
    frame: 'shell',
    menu: 'support',
    title: 'chat.title',
    lazy: () =>
      import('../features/chat/components/chat-list-page').then((m) => ({ Component: m.ChatListPage })),
  },
  {
    path: paths.chatRegister.path,
    frame: 'shell',
    title: 'chat.registerTitle',
    lazy: () =>
      import('../features/chat/components/chat-register-page').then((m) => ({
        Component: m.ChatRegisterPage,
      })),
  },
  {
    path: paths.chatEdit.path,
    frame: 'shell',
    title: 'chat.threadTitle',
    lazy: () =>
      import('../features/chat/components/chat-thread-page').then((m) => ({ Component: m.ChatThreadPage })),
  },
  {
    path: paths.importsExportsDashboard.path,
    frame: 'shell',
    menu: 'dashboards',
    title: 'importsExports.title',
    lazy: () =>
      import('../features/imports-exports/components/imports-exports-page').then((m) => ({
        Component: m.ImportsExportsPage,
      })),
  },
  {
    path: paths.inconsistenciesDashboard.path,
    frame: 'shell',
    menu: 'dashboards',
    title: 'reconciliation.dashboard.title',
    lazy: () =>
      import('../features/ascertainment/components/inconsistencies-dashboard-page').then((m) => ({
        Component: m.InconsistenciesDashboardPage,
      })),
  },
  {
    path: paths.levers.path,
    frame: 'shell',
    menu: 'agreements',
    title: 'levers.title',
    lazy: () =>
      import('../features/levers/components/levers-page').then((m) => ({ Component: m.LeversPage })),
  },
  {
    path: paths.leverRegister.path,
    frame: 'shell',
    title: 'levers.registerTitle',
    lazy: () =>
      import('../features/levers/components/lever-form-page').then((m) => ({
        Component: m.LeverRegisterPage,
      })),
  },
  {
    path: paths.leverEdit.path,
    frame: 'shell',
    title: 'levers.editTitle',
    lazy: () =>
      import('../features/levers/components/lever-form-page').then((m) => ({ Component: m.LeverEditPage })),
  },
  {
    path: paths.agreements.path,
    frame: 'shell',
    menu: 'agreements',
    title: 'agreements.title',
    lazy: () =>
      import('../features/agreements/components/agreements-page').then((m) => ({
        Component: m.AgreementsPage,
      })),
  },
  {
    path: paths.agreementRegister.path,
    frame: 'shell',
    title: 'agreements.registerTitle',
    lazy: () =>
      import('../features/agreements/components/agreement-form-page').then((m) => ({
        Component: m.AgreementRegisterPage,
      })),
  },
  {
    path: paths.agreementEdit.path,
    frame: 'shell',
    title: 'agreements.editTitle',
    lazy: () =>
      import('../features/agreements/components/agreement-form-page').then((m) => ({
        Component: m.AgreementEditPage,
      })),
  },
  {
    path: paths.agreementsSapOn.path,
    frame: 'shell',
    menu: 'agreements',
    title: 'sapOn.title',
    lazy: () =>
      import('../features/agreements/components/sap-on-page').then((m) => ({ Component: m.SapOnPage })),
  },
  {
    path: paths.agreementsFrequencyOn.path,
    frame: 'shell',
    menu: 'agreements',
    title: 'frequencyOn.title',
    lazy: () =>
      import('../features/agreements/components/frequency-on-page').then((m) => ({
        Component: m.FrequencyOnPage,
      })),
  },
  {
    path: paths.ascertainments.path,
    frame: 'shell',
    menu: 'agreements',
    title: 'ascertainmentScreens.title',
    lazy: () =>
      import('../features/ascertainment/components/ascertainments-page').then((m) => ({
        Component: m.AscertainmentsPage,
      })),
  },
  {
    path: paths.ascertainmentEdit.path,
    frame: 'shell',
    title: 'ascertainmentScreens.editTitle',
    lazy: () =>
      import('../features/ascertainment/components/ascertainment-edit-page').then((m) => ({
        Component: m.AscertainmentEditPage,
      })),
  },
  {
    path: paths.ascertainmentExecution.path,
    frame: 'shell',
    menu: 'agreements',
    title: 'ascExecution.title',
    lazy: () =>
      import('../features/ascertainment/components/execution-page').then((m) => ({
        Component: m.ExecutionPage,
      })),
  },
  {
    path: paths.ascertainmentAchievementsEdit.path,
    frame: 'shell',
    menu: 'agreements',
    title: 'achievementsEdit.title',
    lazy: () =>
      import('../features/ascertainment/components/achievements-edit-page').then((m) => ({
        Component: m.AchievementsEditPage,
      })),
  },
  {
    path: paths.ascertainmentSapPayers.path,
    frame: 'shell',
    menu: 'agreements',
    title: 'sapPayerConfiguration.title',
    lazy: () =>
      import('../features/ascertainment/components/sap-payer-configuration-page').then((m) => ({
        Component: m.SapPayerConfigurationPage,
      })),
  },
  {
    path: paths.ascertainmentOnePage.path,
    frame: 'shell',
    title: 'ascertainmentOnePage.open',
    lazy: () =>
      import('../features/ascertainment/components/one-page-page').then((m) => ({
        Component: m.OnePagePage,
      })),
  },
  {
    path: paths.ascertainmentDetailsReport.path,
    frame: 'shell',
    menu: 'agreements',
    title: 'ascertainmentReport.title',
    lazy: () =>
      import('../features/ascertainment/components/details-report-page').then((m) => ({
        Component: m.DetailsReportPage,
      })),
  },
  {
    path: paths.ascertainmentOn.path,
    frame: 'shell',
    menu: 'agreements',
    title: 'ascertainmentOn.title',
    lazy: () =>
      import('../features/ascertainment/components/ascertainment-on-page').then((m) => ({
        Component: m.AscertainmentOnPage,
      })),
  },
  {
    path: paths.cycleFolders.path,
    frame: 'shell',
    menu: 'cycleFolder',
    title: 'cycleFolderScreens.title',
    lazy: () =>
      import('../features/cycle-folder/components/cycle-folders-page').then((m) => ({
        Component: m.CycleFoldersPage,
      })),
  },
  {
    path: paths.cycleFolderRegister.path,
    frame: 'shell',
    title: 'cycleFolderScreens.registerTitle',
    lazy: () =>
      import('../features/cycle-folder/components/cycle-folder-page').then((m) => ({
        Component: m.CycleFolderRegisterPage,
      })),
  },
  {
    path: paths.cycleFolderEdit.path,
    frame: 'shell',
    title: 'cycleFolderScreens.editTitle',
    lazy: () =>
      import('../features/cycle-folder/components/cycle-folder-page').then((m) => ({
        Component: m.CycleFolderEditPage,
      })),
  },
  {
    path: paths.folderCountings.path,
    frame: 'shell',
    menu: 'cycleFolder',
    title: 'folderCounting.title',
    lazy: () =>
      import('../features/cycle-folder/components/folder-countings-page').then((m) => ({
        Component: m.FolderCountingsPage,
      })),
  },
  // Before the counting of a folder: its `:folderId` would match these addresses too.
  {
    path: paths.distributeMoney.path,
    frame: 'shell',
    menu: 'cycleFolder',
    title: 'folderDistribution.title',
    lazy: () =>
      import('../features/cycle-folder/components/distribute-money-page').then((m) => ({
        Component: m.DistributeMoneyPage,
      })),
  },
  {
    path: paths.assignActions.path,
    frame: 'shell',
    menu: 'cycleFolder',
    title: 'folderAssignment.title',
    lazy: () =>
      import('../features/cycle-folder/components/assign-actions-page').then((m) => ({
        Component: m.AssignActionsPage,
      })),
  },
  {
    path: paths.folderCounting.path,
    frame: 'shell',
    title: 'folderCounting.title',
    lazy: () =>
      import('../features/cycle-folder/components/folder-counting-page').then((m) => ({
        Component: m.FolderCountingPage,
      })),
  },
  ...cycleFolderReportRoutes,
  {
    path: paths.promoMigration.path,
    frame: 'shell',
    menu: 'cycleFolder',
    title: 'promoMigration.title',
    lazy: () =>
      import('../features/promo-migration/components/promo-migration-page').then((m) => ({
        Component: m.PromoMigrationPage,
      })),
  },
  {
    path: paths.percentageValue.path,
    frame: 'shell',
    menu: 'percentageValue',
    title: 'percentageContracts.title',
    lazy: () =>
      import('../features/percentage-contracts/components/percentage-value-page').then((m) => ({
        Component: m.PercentageValuePage,
      })),
  },
  {
    path: paths.percentageContractRegister.path,
    frame: 'shell',
    title: 'percentageContracts.registerTitle',
    lazy: () =>
      import('../features/percentage-contracts/components/percentage-contract-form-page').then((m) => ({
        Component: m.PercentageContractFormPage,
      })),
  },
  {
    path: paths.percentageContractEdit.path,
    frame: 'shell',
    title: 'percentageContracts.editTitle',
    lazy: () =>
      import('../features/percentage-contracts/components/percentage-contract-form-page').then((m) => ({
        Component: m.PercentageContractFormPage,
      })),
  },
  {
    path: paths.newFlag.path,
    frame: 'shell',
    menu: 'cycleFolder',
    title: 'newFlag.title',
    lazy: () =>
      import('../features/promo-migration/components/new-flag-page').then((m) => ({
        Component: m.NewFlagPage,
      })),
  },
  {
    path: paths.cashflow.path,
    frame: 'shell',
    menu: 'cashflow',
    title: 'cashflow.title',
    lazy: () =>
      import('../features/cashflow/components/cashflow-page').then((m) => ({ Component: m.CashflowPage })),
  },
  {
    path: paths.cashflowNewCounting.path,
    frame: 'shell',
    title: 'cashflow.registerTitle',
    lazy: () =>
      import('../features/cashflow/components/detached-form-page').then((m) => ({
        Component: m.DetachedFormPage,
      })),
  },
  {
    path: paths.folderAppreciations.path,
    frame: 'shell',
    menu: 'cycleFolder',
    title: 'folderAppreciation.title',
    lazy: () =>
      import('../features/cycle-folder/components/folder-appreciations-page').then((m) => ({
        Component: m.FolderAppreciationsPage,
      })),
  },
  {
    path: paths.appreciationByVolume.path,
    frame: 'shell',
    title: 'folderAppreciation.crumb.VOLUME',
    lazy: () =>
      import('../features/cycle-folder/components/folder-appreciation-page').then((m) => ({
        Component: m.AppreciationByVolumePage,
      })),
  },
  {
    path: paths.appreciationByCategory.path,
    frame: 'shell',
    title: 'folderAppreciation.crumb.PERCENTUAL_CATEGORIA',
    lazy: () =>
      import('../features/cycle-folder/components/folder-appreciation-page').then((m) => ({
        Component: m.AppreciationByCategoryPage,
      })),
  },
  {
    path: paths.payments.path,
    frame: 'shell',
    menu: 'payments',
    title: 'payments.title',
    lazy: () =>
      import('../features/payments/components/payments-page').then((m) => ({ Component: m.PaymentsPage })),
  },
  {
    path: paths.paymentsDetailedBudget.path,
    frame: 'shell',
    title: 'payments.detailed.menuTitle',
    lazy: () =>
      import('../features/payments/components/detailed-budget-page').then((m) => ({
        Component: m.DetailedBudgetPage,
      })),
  },
  {
    path: paths.actpm.path,
    frame: 'shell',
    menu: 'actpm',
    title: 'actpm.title',
    lazy: () => import('../features/actpm/components/actpm-page').then((m) => ({ Component: m.ActpmPage })),
  },
  {
    path: paths.actpmReport.path,
    frame: 'shell',
    menu: 'actpm',
    title: 'actpm.report.title',
    lazy: () =>
      import('../features/actpm/components/actpm-report-page').then((m) => ({
        Component: m.ActpmReportPage,
      })),
  },
  {
    path: paths.productsReport.path,
    frame: 'shell',
    menu: 'clientsAndProducts',
    title: 'productsReport.title',
    lazy: () =>
      import('../features/products-report/components/products-report-page').then((m) => ({
        Component: m.ProductsReportPage,
      })),
  },
  {
    path: paths.paymentsReport.path,
    frame: 'shell',
    menu: 'payments',
    title: 'payments.report.title',
    lazy: () =>
      import('../features/payments/components/payments-report-page').then((m) => ({
        Component: m.PaymentsReportPage,
      })),
  },
  {
    path: paths.calcSimulator.path,
    frame: 'shell',
    menu: 'agreements',
    title: 'simulator.title',
    lazy: () =>
      import('../features/calculations/components/simulator-page').then((m) => ({
        Component: m.SimulatorPage,
      })),
  },
  ...registerRoutes,
  ...integrationRoutes,
  {
    path: paths.leverRecommendations.path,
    frame: 'shell',
    menu: 'agreements',
    title: 'leverSheets.recommendations.title',
    lazy: () =>
      import('../features/lever-recommendations/components/lever-sheet-page').then((m) => ({
        Component: m.leverSheetScreen('leverRecommendation'),
      })),
  },
  {
    path: paths.auditedProducts.path,
    frame: 'shell',
    menu: 'agreements',
    title: 'leverSheets.auditedProducts.title',
    lazy: () =>
      import('../features/lever-recommendations/components/lever-sheet-page').then((m) => ({
        Component: m.leverSheetScreen('auditedProduct'),
      })),
  },
  {
    path: paths.complianceDetailReport.path,
    frame: 'shell',
    menu: 'agreements',
    title: 'complianceReports.detailTitle',
    lazy: () =>
      import('../features/store-compliance/components/compliance-report-pages').then((m) => ({
        Component: m.ComplianceDetailPage,
      })),
  },
  {
    path: paths.complianceAbstractReport.path,
    frame: 'shell',
    menu: 'agreements',
    title: 'complianceReports.abstractTitle',
    lazy: () =>
      import('../features/store-compliance/components/compliance-report-pages').then((m) => ({
        Component: m.ComplianceAbstractPage,
      })),
  },
  {
    path: paths.calcData.path,
    frame: 'shell',
    menu: 'agreements',
    title: 'calcData.title',
    lazy: () =>
      import('../features/calculation-data/components/calc-data-page').then((m) => ({
        Component: m.CalcDataPage,
      })),
  },
  {
    path: paths.calcDataRegister.path,
    frame: 'shell',
    menu: 'agreements',
    title: 'calcData.registerTitle',
    lazy: () =>
      import('../features/calculation-data/components/calc-data-register-page').then((m) => ({
        Component: m.CalcDataRegisterPage,
      })),
  },
  {
    path: paths.targetExecution.path,
    frame: 'shell',
    menu: 'agreements',
    title: 'targetExecution.title',
    lazy: () =>
      import('../features/store-compliance/components/target-execution-page').then((m) => ({
        Component: m.TargetExecutionPage,
      })),
  },
  {
    path: paths.paymentsMap.path,
    frame: 'shell',
    menu: 'payments',
    title: 'budgetMap.title',
    lazy: () =>
      import('../features/budget-map/components/budget-map-page').then((m) => ({
        Component: m.BudgetMapPage,
      })),
  },
  {
    path: paths.sandbox.path,
    frame: 'shell',
    title: 'sandbox.title',
    menu: 'administration',
    lazy: () =>
      import('../features/sandbox/components/sandbox-page').then((m) => ({ Component: m.SandboxPage })),
  },
  {
    path: paths.styleguide.path,
    frame: 'shell',
    title: 'sandbox.styleguide',
    lazy: () =>
      import('../features/sandbox/components/styleguide-page').then((m) => ({ Component: m.StyleguidePage })),
  },
  {
    path: paths.editContractSandbox.path,
    frame: 'shell',
    title: 'sandbox.editContract',
    lazy: () =>
      import('../features/sandbox/components/edit-contract-page').then((m) => ({
        Component: m.EditContractPage,
      })),
  },
];
