/**
 * Where each screen lives. Features import this to link and navigate; the route table in
 * app/routes.ts attaches the screens to the same paths.
 */
export const paths = {
  home: { path: '/', href: () => '/' },
  login: { path: '/login', href: () => '/login' },
  users: { path: '/user', href: (tab?: string) => (tab ? `/user?tab=${tab}` : '/user') },
  userRegister: { path: '/user/register', href: () => '/user/register' },
  userEdit: { path: '/user/edit/:id', href: (id: number) => `/user/edit/${id}` },
  userConfigFirstAccess: {
    path: '/user/config_first_access/:id',
    href: (id: number) => `/user/config_first_access/${id}`,
  },
  userApprovalRequest: {
    path: '/user/approval_request/:id',
    href: (id: number) => `/user/approval_request/${id}`,
  },
  userConfigEditionRequest: {
    path: '/user/config_edition_request/:id',
    href: (id: number) => `/user/config_edition_request/${id}`,
  },
  /** The spec gives this screen no id in the path: the user under validation is `?id=`. */
  userEditionRequest: {
    path: '/user/edition_request',
    href: (id: number) => `/user/edition_request?id=${id}`,
  },
  profiles: { path: '/profile', href: () => '/profile' },
  approvalFlows: { path: '/approval-flow', href: () => '/approval-flow' },
  calendar: { path: '/calendar', href: () => '/calendar' },
  chat: { path: '/chat', href: () => '/chat' },
  chatRegister: { path: '/chat/register', href: () => '/chat/register' },
  chatEdit: { path: '/chat/edit/:id', href: (id: number) => `/chat/edit/${id}` },
  levers: { path: '/lever', href: () => '/lever' },
  leverRegister: { path: '/lever/register', href: () => '/lever/register' },
  leverEdit: { path: '/lever/edit/:id', href: (id: number) => `/lever/edit/${id}` },
  leverRecommendations: { path: '/lever/recommendations-edit', href: () => '/lever/recommendations-edit' },
  auditedProducts: { path: '/lever/auditeds-products-edit', href: () => '/lever/auditeds-products-edit' },
  complianceDetailReport: { path: '/lever/details-report', href: () => '/lever/details-report' },
  complianceAbstractReport: { path: '/lever/abstract-report', href: () => '/lever/abstract-report' },
  targetExecution: { path: '/calc/target-execution', href: () => '/calc/target-execution' },
  calcData: { path: '/calc', href: () => '/calc' },
  calcDataRegister: { path: '/calc/register', href: () => '/calc/register' },
  importsExportsDashboard: { path: '/imports-exports-dashboard', href: () => '/imports-exports-dashboard' },
  inconsistenciesDashboard: { path: '/inconsistencies-dashboard', href: () => '/inconsistencies-dashboard' },
  agreements: {
    path: '/agreements',
    href: (tab?: string) => (tab ? `/agreements?tab=${tab}` : '/agreements'),
  },
  agreementRegister: { path: '/agreements/register', href: () => '/agreements/register' },
  agreementEdit: { path: '/agreements/edit/:id', href: (id: number) => `/agreements/edit/${id}` },
  agreementsSapOn: { path: '/agreements/agreementsOn-edit', href: () => '/agreements/agreementsOn-edit' },
  /** The spec names "frequency ON" without a path: the ON levers' schedule, with the agreements. */
  agreementsFrequencyOn: { path: '/agreements/frequency-on', href: () => '/agreements/frequency-on' },
  ascertainments: {
    path: '/trade-agreements-ascertainment',
    href: (tab?: string) =>
      tab ? `/trade-agreements-ascertainment?tab=${tab}` : '/trade-agreements-ascertainment',
  },
  ascertainmentEdit: {
    path: '/trade-agreements-ascertainment/edit/:id',
    href: (id: number) => `/trade-agreements-ascertainment/edit/${id}`,
  },
  ascertainmentExecution: {
    path: '/trade-agreements-ascertainment/execution',
    href: () => '/trade-agreements-ascertainment/execution',
  },
  ascertainmentAchievementsEdit: {
    path: '/trade-agreements-ascertainment/achievements-edit',
    href: () => '/trade-agreements-ascertainment/achievements-edit',
  },
  /** The spec names "SAP payer configuration" without a path: it lives with the ascertainments. */
  ascertainmentSapPayers: {
    path: '/trade-agreements-ascertainment/sap-payers',
    href: () => '/trade-agreements-ascertainment/sap-payers',
  },
  ascertainmentOnePage: {
    path: '/trade-agreements-ascertainment/one-page',
    href: (id: number) => `/trade-agreements-ascertainment/one-page?id=${id}`,
  },
  ascertainmentDetailsReport: {
    path: '/ascertainment/details-report',
    href: () => '/ascertainment/details-report',
  },
  paymentsMap: {
    path: '/payments/map',
    href: () => '/payments/map',
  },
  ascertainmentOn: {
    path: '/trade-agreements-ascertainmentOn/ascertainmentOn-edit',
    href: () => '/trade-agreements-ascertainmentOn/ascertainmentOn-edit',
  },
  cycleFolders: { path: '/cycleFolder', href: () => '/cycleFolder' },
  cycleFolderRegister: { path: '/cycleFolder/register', href: () => '/cycleFolder/register' },
  cycleFolderEdit: { path: '/cycleFolder/edit/:id', href: (id: number) => `/cycleFolder/edit/${id}` },
  folderCountings: { path: '/counting', href: () => '/counting' },
  folderCounting: { path: '/counting/:folderId', href: (folderId: number) => `/counting/${folderId}` },
  distributeMoney: { path: '/counting/distribute-money', href: () => '/counting/distribute-money' },
  assignActions: { path: '/counting/assignActions', href: () => '/counting/assignActions' },
  promoMigration: { path: '/migration', href: () => '/migration' },
  percentageValue: { path: '/percentage-value', href: () => '/percentage-value' },
  percentageContractRegister: {
    path: '/cadastro-contrato-percentual/register',
    href: () => '/cadastro-contrato-percentual/register',
  },
  percentageContractEdit: {
    path: '/cadastro-contrato-percentual/edit/:id',
    href: (id: number) => `/cadastro-contrato-percentual/edit/${id}`,
  },
  newFlag: { path: '/new-flag', href: () => '/new-flag' },
  cashflow: { path: '/cashflow', href: () => '/cashflow' },
  /** Registers a detached ascertainment; with `?id=` edits one (the spec's route has no parameter). */
  cashflowNewCounting: {
    path: '/cashflow/newCounting',
    href: (id?: number) => (id === undefined ? '/cashflow/newCounting' : `/cashflow/newCounting?id=${id}`),
  },

  folderAppreciations: { path: '/appreciation', href: () => '/appreciation' },
  /** The folder travels in the query: the spec's routes have no parameter. */
  appreciationByVolume: {
    path: '/appreciation/financeVolume',
    href: (folderId: number) => `/appreciation/financeVolume?folderId=${folderId}`,
  },
  appreciationByCategory: {
    path: '/appreciation/categoryPercentage',
    href: (folderId: number) => `/appreciation/categoryPercentage?folderId=${folderId}`,
  },
  payments: { path: '/payments', href: () => '/payments' },
  paymentsDetailedBudget: {
    path: '/payments/detailed-budget/:ids/:lotCode',
    href: (ids: readonly number[], lotCode: string) =>
      `/payments/detailed-budget/${ids.join(',')}/${encodeURIComponent(lotCode)}`,
  },
  paymentsReport: { path: '/payments/report', href: () => '/payments/report' },
  actpm: { path: '/ascertainment-actpm', href: () => '/ascertainment-actpm' },
  actpmReport: { path: '/ascertainment-actpm/report', href: () => '/ascertainment-actpm/report' },
  productsReport: { path: '/report-products', href: () => '/report-products' },
  /** The spec names the simulator without a path; it lives in the calculation area. */
  calcSimulator: { path: '/calc/simulator', href: () => '/calc/simulator' },
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password' },
  recoverPassword: { path: '/recover-password', href: () => '/recover-password' },
  firstAccess: { path: '/first-access', href: () => '/first-access' },
  serviceUnavailable: {
    path: '/service-unavailable',
    href: (backTo: string) => `/service-unavailable?backTo=${encodeURIComponent(backTo)}`,
  },
  invalidBrowser: { path: '/invalid-browser', href: () => '/invalid-browser' },
  maintenance: {
    path: '/maintenance',
    href: (backTo?: string) =>
      backTo ? `/maintenance?backTo=${encodeURIComponent(backTo)}` : '/maintenance',
  },
  maintenanceMode: { path: '/maintenance-mode', href: () => '/maintenance-mode' },
  mailOutbox: { path: '/dev/outbox', href: () => '/dev/outbox' },
  nps: { path: '/nps', href: () => '/nps' },
  sandbox: { path: '/sandbox', href: () => '/sandbox' },
  styleguide: { path: '/sandbox/styleguide', href: () => '/sandbox/styleguide' },
  editContractSandbox: { path: '/sandbox/EditContract', href: () => '/sandbox/EditContract' },
} as const;
