import type { Role } from './permissions';

/**
 * Who may open each client route of the spec (section 2, read with section 6): public routes
 * need no session, open routes any signed-in user, the others any one of their roles. The web
 * route table, the side menu and the breadcrumbs take their rules from here; a test keeps this
 * table and the catalogue in step.
 */
export type RouteAccessRule = { public: true } | { open: true } | { roles: readonly Role[] };

const anyOf = (...roles: Role[]) => ({ roles }) satisfies RouteAccessRule;
const OPEN: RouteAccessRule = { open: true };
const PUBLIC: RouteAccessRule = { public: true };

const register = (view: Role, edit: Role) => ({ list: anyOf(view, edit), form: anyOf(edit) });

/** Each register's list, /register and /edit/{id} routes (spec: "Administration and registers"). */
export const REGISTERS = {
  '/category': register('ROLE_VISUALIZAR_CATEGORIA', 'ROLE_EDITAR_CATEGORIA'),
  '/customer': register('ROLE_VISUALIZAR_CLIENTE', 'ROLE_EDITAR_CLIENTE'),
  '/products-group': register('ROLE_VISUALIZAR_GRUPO_PRODUTOS', 'ROLE_EDITAR_GRUPO_PRODUTOS'),
  '/impulse-item': register('ROLE_VISUALIZAR_ITEM_IMPULSO', 'ROLE_EDITAR_ITEM_IMPULSO'),
  '/brands': register('ROLE_VISUALIZAR_MARCA', 'ROLE_EDITAR_MARCA'),
  '/microregion': register('ROLE_VISUALIZAR_MICRORREGIAO', 'ROLE_EDITAR_MICRORREGIAO'),
  '/internal-order': register('ROLE_VISUALIZAR_ORDEM_INTERNA', 'ROLE_EDITAR_ORDEM_INTERNA'),
  '/innovation-products': register('ROLE_VISUALIZAR_PRODUTO_INOVACAO', 'ROLE_EDITAR_PRODUTO_INOVACAO'),
  '/budget-type': register('ROLE_VISUALIZAR_TIPO_VERBA', 'ROLE_EDITAR_TIPO_VERBA'),
  '/commodity': register('ROLE_VISUALIZAR_UNIDADE_NEGOCIO', 'ROLE_EDITAR_UNIDADE_NEGOCIO'),
  '/sku': register('ROLE_VISUALIZAR_SKU', 'ROLE_EDITAR_SKU'),
  '/segment': register('ROLE_VISUALIZAR_SEGMENTO', 'ROLE_EDITAR_SEGMENTO'),
  '/subregion': register('ROLE_VISUALIZAR_SUBREGIAO', 'ROLE_EDITAR_SUBREGIAO'),
  '/ppa-produto': register('ROLE_VISUALIZAR_PRODUTO_PPA', 'ROLE_EDITAR_PRODUTO_PPA'),
  '/questions-goal-execution': register(
    'ROLE_VISUALIZAR_PERGUNTA_EXECUCAO_META',
    'ROLE_EDITAR_PERGUNTA_EXECUCAO_META',
  ),
  '/target-execution-category': register(
    'ROLE_VISUALIZAR_CATEGORIA_EXECUCAO_META',
    'ROLE_EDITAR_CATEGORIA_EXECUCAO_META',
  ),
  '/target-execution-product': register(
    'ROLE_VISUALIZAR_PRODUTO_EXECUCAO_META',
    'ROLE_EDITAR_PRODUTO_EXECUCAO_META',
  ),
  '/customer-pdv': register('ROLE_VISUALIZAR_CLIENTE_PDV', 'ROLE_EDITAR_CLIENTE_PDV'),
  '/cva': register('ROLE_VISUALIZAR_CVA', 'ROLE_EDITAR_CVA'),
  '/channel': register('ROLE_VISUALIZAR_CANAL', 'ROLE_EDITAR_CANAL'),
  '/region': register('ROLE_VISUALIZAR_REGIAO', 'ROLE_EDITAR_REGIAO'),
  '/economic-group': register('ROLE_VISUALIZAR_GRUPO_ECONOMICO', 'ROLE_EDITAR_GRUPO_ECONOMICO'),
  // The appreciation's category percentages are kept by the register engine, under the folder's roles.
  '/appreciationCategoryPercentage': register(
    'ROLE_VISUALIZAR_VALORIZACAO_PASTA',
    'ROLE_EDITAR_VALORIZACAO_PASTA',
  ),
  // The tactic types of the folders' actions, under the folder's view and edit roles.
  '/tactic-type': register('ROLE_VISUALIZAR_PASTA_CICLO', 'ROLE_EDITAR_PASTA_CICLO'),
} as const;

const registerRoutes = Object.fromEntries(
  Object.entries(REGISTERS).flatMap(([path, rules]) => [
    [path, rules.list],
    [`${path}/register`, rules.form],
    [`${path}/edit/:id`, rules.form],
  ]),
);

const agreementsView = anyOf(
  'ROLE_APROVAR_ACORDO_COMERCIAL',
  'ROLE_CANCELAR_ACORDO_COMERCIAL',
  'ROLE_EDITAR_ACORDO_COMERCIAL',
  'ROLE_ENCERRAR_ACORDO_RETROATIVO',
  'ROLE_ENVIAR_APROVACAO_ACORDOS_COMERCIAIS',
  'ROLE_MANUTENCAO_ASSINATURA_ACORDOS',
  'ROLE_PRORROGAR_ACORDO_COMERCIAL',
  'ROLE_RELATORIO_CONSOLIDADO_ACORDOS',
  'ROLE_VISUALIZAR_ACORDOS_COMERCIAIS',
);
const agreementEdit = anyOf('ROLE_EDITAR_ACORDO_COMERCIAL', 'ROLE_VISUALIZAR_EDICAO_ACORDOS_COMERCIAIS');
const calcEdit = anyOf(
  'ROLE_EDITAR_CADASTRO_SELL_IN',
  'ROLE_EDITAR_CADASTRO_SELL_OUT',
  'ROLE_EDITAR_CALCULO_ACORDO',
  'ROLE_EDITAR_EXECUCAO_META',
);
const calcView = anyOf(
  'ROLE_EDITAR_CADASTRO_SELL_IN',
  'ROLE_VISUALIZAR_CADASTRO_SELL_IN',
  'ROLE_EDITAR_CADASTRO_SELL_OUT',
  'ROLE_VISUALIZAR_CADASTRO_SELL_OUT',
  'ROLE_EDITAR_CALCULO_ACORDO',
  'ROLE_VISUALIZAR_CALCULO_ACORDO',
  'ROLE_EDITAR_EXECUCAO_META',
  'ROLE_VISUALIZAR_EXECUCAO_META',
);
/**
 * The simulator is for whoever may view levers or calculations: the lever catalogue's roles and
 * every role of the /calc family. The screen and the call accept the same list.
 */
export const SIMULATOR_ROLES: readonly Role[] = [
  'ROLE_VISUALIZAR_CADASTRO_ALAVANCAS',
  'ROLE_EDITAR_CADASTRO_ALAVANCA',
  ...calcView.roles,
];
const ascertainment = anyOf(
  'ROLE_APROVAR_APURACOES',
  'ROLE_EDITAR_APURACAO_ACORDO',
  'ROLE_ENVIAR_APROVACAO_APURACAO',
  'ROLE_RESGATAR_APURACAO',
  'ROLE_VISUALIZAR_EDICAO_APURACAO',
);
const cycleFolder = anyOf(
  'ROLE_ABRIR_PASTA_CICLO',
  'ROLE_FECHAR_PASTA_CICLO',
  'ROLE_APROVAR_PASTA_CICLO',
  'ROLE_EDITAR_PASTA_CICLO',
  'ROLE_VISUALIZAR_PASTA_CICLO',
);
const counting = anyOf(
  'ROLE_APROVAR_APURACAO_PASTA',
  'ROLE_EDITAR_APURACAO_PASTA',
  'ROLE_ENVIAR_APROVACAO_APURACAO_PASTA',
  'ROLE_VISUALIZAR_APURACAO_PASTA',
  'ROLE_EDITAR_DISTRIBUICAO_COORDENADOR',
);
const appreciation = anyOf('ROLE_EDITAR_VALORIZACAO_PASTA', 'ROLE_VISUALIZAR_VALORIZACAO_PASTA');
const migration = anyOf(
  'ROLE_APROVAR_MIGRACAO_CLIENTE',
  'ROLE_EDITAR_MIGRACAO_CLIENTE',
  'ROLE_VISUALIZAR_MIGRACAO_CLIENTE',
);
const payments = anyOf(
  'ROLE_EDITAR_PAGAMENTOS_DISTRIBUICAO',
  'ROLE_VISUALIZAR_PAGAMENTOS_DISTRIBUICAO',
  'ROLE_EDITAR_VALIDACAO_VERBAS',
  'ROLE_VISUALIZAR_VALIDACAO_VERBAS',
  'ROLE_EDITAR_PAGAMENTOS_CRIADOS',
  'ROLE_VISUALIZAR_PAGAMENTOS_CRIADOS',
  'ROLE_EDITAR_LIBERACAO_VERBAS',
  'ROLE_VISUALIZAR_LIBERACAO_VERBAS',
);
const leverEdit = anyOf('ROLE_EDITAR_CADASTRO_ALAVANCA');
const userEdit = anyOf('ROLE_EDITAR_USUARIOS');

export const ROUTE_ACCESS: Record<string, RouteAccessRule> = {
  // Session and shell
  '/login': PUBLIC,
  '/service-unavailable': PUBLIC,
  '/forgot-password': PUBLIC,
  '/recover-password': PUBLIC,
  '/first-access': PUBLIC,
  '/invalid-browser': PUBLIC,
  '/maintenance': PUBLIC,
  '/maintenance-mode': anyOf('ROLE_ADMINISTRAR_MANUTENCAO'),
  // Development page: the server answers it only outside production without SMTP.
  '/dev/outbox': PUBLIC,
  '/nps': OPEN,
  '/': anyOf('ROLE_VISUALIZAR_DASHBOARD'),
  '/sandbox': anyOf('ROLE_ACESSAR_SANDBOX'),
  '/sandbox/styleguide': anyOf('ROLE_ACESSAR_SANDBOX'),
  '/sandbox/EditContract': anyOf('ROLE_ACESSAR_SANDBOX'),

  // Levers
  '/lever': anyOf('ROLE_EDITAR_CADASTRO_ALAVANCA', 'ROLE_VISUALIZAR_CADASTRO_ALAVANCAS'),
  '/lever/register': leverEdit,
  '/lever/edit/:id': leverEdit,
  '/lever/recommendations-edit': leverEdit,
  '/lever/auditeds-products-edit': leverEdit,
  '/lever/details-report': anyOf('ROLE_RELATORIO_COMPLIANCE_LOJAS_ACORDOS'),
  '/lever/abstract-report': anyOf('ROLE_RELATORIO_COMPLIANCE_LOJAS_ACORDOS'),

  // Agreements and calculation
  '/agreements': agreementsView,
  '/agreements/register': anyOf('ROLE_EDITAR_ACORDO_COMERCIAL'),
  '/agreements/edit/:id': agreementEdit,
  '/agreements/agreementsOn-edit': agreementEdit,
  // The ON levers' schedule reads what the agreements' list shows: their view roles.
  '/agreements/frequency-on': agreementsView,
  '/calc': calcView,
  '/calc/register': calcEdit,
  '/calc/simulator': { roles: SIMULATOR_ROLES },
  // The target-execution part of /calc as a screen of its own (docs/domain.md, "Store compliance").
  '/calc/target-execution': anyOf('ROLE_VISUALIZAR_EXECUCAO_META', 'ROLE_EDITAR_EXECUCAO_META'),

  // Ascertainment
  '/trade-agreements-ascertainment': ascertainment,
  '/trade-agreements-ascertainment/edit/:id': ascertainment,
  '/trade-agreements-ascertainment/execution': ascertainment,
  '/trade-agreements-ascertainment/achievements-edit': ascertainment,
  '/trade-agreements-ascertainmentOn/ascertainmentOn-edit': ascertainment,
  '/trade-agreements-ascertainment/one-page': OPEN,
  // Listed with the view roles; configuring asks the split's own save roles (screen and call).
  '/trade-agreements-ascertainment/sap-payers': ascertainment,
  '/ascertainment/details-report': ascertainment,
  '/ascertainment-actpm': anyOf('ROLE_VISUALIZAR_APURACAO_ACTPM', 'ROLE_EDITAR_APURACAO_ACTPM'),
  '/ascertainment-actpm/report': anyOf('ROLE_VISUALIZAR_APURACAO_ACTPM', 'ROLE_EDITAR_APURACAO_ACTPM'),
  '/cashflow': anyOf('ROLE_VISUALIZAR_APURACOES_AVULSO', 'ROLE_EDITAR_APURACAO_AVULSO'),
  '/cashflow/newCounting': anyOf('ROLE_EDITAR_APURACAO_AVULSO'),

  // Cycle folder
  '/cycleFolder': cycleFolder,
  '/cycleFolder/register': anyOf('ROLE_ABRIR_PASTA_CICLO'),
  '/cycleFolder/edit/:id': cycleFolder,
  '/counting': counting,
  '/counting/:folderId': counting,
  '/counting/distribute-money': anyOf('ROLE_EDITAR_APURACAO_PASTA', 'ROLE_EDITAR_DISTRIBUICAO_COORDENADOR'),
  '/counting/assignActions': anyOf('ROLE_EDITAR_APURACAO_PASTA'),
  '/appreciation': appreciation,
  '/appreciation/financeVolume': appreciation,
  '/appreciation/categoryPercentage': appreciation,
  '/migration': migration,
  '/new-flag': migration,
  '/report-finance': anyOf('ROLE_RELATORIO_FINANCEIRO'),
  '/report-cycle-folder-counting-detail': anyOf('ROLE_VISUALIZAR_RELATORIO_APURACAO_PASTA'),
  '/cycle-folder/reports/general': anyOf('ROLE_RELATORIO_PASTA_CICLO_GERAL'),
  '/cycle-folder/reports/resume-funds-tactics-off': OPEN,
  '/cycle-folder/reports/resume-funds-tactics-on': OPEN,
  '/cycle-folder/reports/regional-cycle-folder': anyOf('ROLE_RELATORIO_PASTA_CICLO_REGIONAL'),
  '/cycle-folder/reports/detailed-maintenance': anyOf('ROLE_RELATORIO_MANUTENCAO_DETALHADA'),
  '/cycle-folder/reports/payments': anyOf('ROLE_RELATORIO_PAGAMENTOS_PASTA_CICLO'),
  // The side menu's spellings without the prefix open the same reports (`/payments` stays the
  // payments screen, so the payments report keeps its long path only).
  '/general': anyOf('ROLE_RELATORIO_PASTA_CICLO_GERAL'),
  '/resume-funds-tactics-off': OPEN,
  '/resume-funds-tactics-on': OPEN,
  '/regional-cycle-folder': anyOf('ROLE_RELATORIO_PASTA_CICLO_REGIONAL'),
  '/detailed-maintenance': anyOf('ROLE_RELATORIO_MANUTENCAO_DETALHADA'),

  // Payments
  '/payments': payments,
  '/payments/map': anyOf('ROLE_VISUALIZAR_MAPA_BOA', 'ROLE_EDITAR_MAPA_BOA'),
  '/payments/detailed-budget/:ids/:lotCode': anyOf(
    'ROLE_EDITAR_VALIDACAO_VERBAS',
    'ROLE_VISUALIZAR_VALIDACAO_VERBAS',
    'ROLE_EDITAR_PAGAMENTOS_DISTRIBUICAO',
    'ROLE_VISUALIZAR_PAGAMENTOS_DISTRIBUICAO',
  ),
  '/payments/report': anyOf('ROLE_RELATORIO_PAGAMENTOS'),

  // Administration
  '/user': anyOf('ROLE_VISUALIZAR_USUARIOS', 'ROLE_EDITAR_USUARIOS'),
  '/user/register': userEdit,
  '/user/edit/:id': userEdit,
  '/user/config_first_access/:id': userEdit,
  '/user/config_edition_request/:id': userEdit,
  '/user/approval_request/:id': anyOf('ROLE_CONFIRMAR_USUARIO', 'ROLE_EDITAR_PRIMEIRO_ACESSO'),
  '/user/edition_request': userEdit,
  '/profile': anyOf('ROLE_VISUALIZAR_PERFIS', 'ROLE_EDITAR_PERFIS'),
  '/approval-flow': anyOf('ROLE_VISUALIZAR_FLUXO_APROVACAO', 'ROLE_EDITAR_FLUXO_APROVACAO'),
  '/calendar': OPEN,
  '/percentage-value': anyOf(
    'ROLE_VISUALIZAR_CONTRATO_PERCENTUAL',
    'ROLE_EDITAR_CONTRATO_PERCENTUAL',
    'ROLE_APROVAR_CONTRATO_PERCENTUAL',
  ),
  '/cadastro-contrato-percentual/register': anyOf('ROLE_EDITAR_CONTRATO_PERCENTUAL'),
  '/cadastro-contrato-percentual/edit/:id': anyOf('ROLE_EDITAR_CONTRATO_PERCENTUAL'),
  ...registerRoutes,
  '/categoria-pack': anyOf('ROLE_VISUALIZAR_CATEGORIA_PACK', 'ROLE_EDITAR_CATEGORIA_PACK'),
  '/cadastro-categoria-pack/register': anyOf('ROLE_EDITAR_CATEGORIA_PACK'),
  '/cadastro-categoria-pack/edit/:id': anyOf('ROLE_EDITAR_CATEGORIA_PACK'),
  '/chat': OPEN,
  '/chat/register': OPEN,
  '/chat/edit/:id': OPEN,

  // Integrations, reports and dashboards
  '/product-integration': anyOf('ROLE_VISUALIZAR_INTEGRACAO_PRODUTOS', 'ROLE_EDITAR_INTEGRACAO_PRODUTOS'),
  '/client-integration': anyOf('ROLE_VISUALIZAR_INTEGRACAO_CLIENTES', 'ROLE_EDITAR_INTEGRACAO_CLIENTES'),
  '/pdv-store-integration': anyOf('ROLE_VISUALIZAR_INTEGRACAO_LOJAS_PDV', 'ROLE_EDITAR_INTEGRACAO_LOJAS_PDV'),
  '/sell-in-integration': anyOf('ROLE_VISUALIZAR_INTEGRACAO_SELL_IN', 'ROLE_EDITAR_INTEGRACAO_SELL_IN'),
  '/report-products': anyOf('ROLE_RELATORIO_PRODUTOS'),
  '/inconsistencies-dashboard': anyOf('ROLE_VISUALIZAR_DASHBOARD_INCONSISTENCIAS'),
  // Every user sees their own imports and exports; the dashboard role widens the list to
  // everyone's, which the server enforces.
  '/imports-exports-dashboard': OPEN,
};

/** The roles a route declares, for the calls that serve only that screen. */
export function rolesOfRoute(path: string): readonly Role[] {
  const rule = ROUTE_ACCESS[path];
  if (!rule || !('roles' in rule)) throw new Error(`${path} declares no roles`);
  return rule.roles;
}

/**
 * The roles a call serving only one screen asks for: the route's, or none (any signed-in user)
 * for a route open to all.
 */
export function callRolesOfRoute(path: string): readonly Role[] {
  const rule = ROUTE_ACCESS[path];
  if (rule && 'open' in rule) return [];
  return rolesOfRoute(path);
}

/** Whether a session with these authorities may open a route; unknown routes are refused. */
export function mayOpenRoute(path: string, authorities: readonly string[] | null): boolean {
  const rule = ROUTE_ACCESS[path];
  if (!rule) return false;
  if ('public' in rule) return true;
  if (!authorities) return false;
  if ('open' in rule) return true;
  return rule.roles.some((required) => authorities.includes(required));
}
