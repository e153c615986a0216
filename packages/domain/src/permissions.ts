/**
 * The permission catalogue: every ROLE_ the product knows, with its labels and the feature
 * group it is offered under on the profile screen (the groups of the side menu). The spec's
 * confirmed names are spelled exactly; the others follow its pattern ROLE_<VERB>_<OBJECT> in
 * Portuguese. Routes and calls name the roles they need from here, so the server guard, the
 * route guard and the menu agree.
 */
export const FEATURE_GROUPS = [
  'dashboards',
  'administration',
  'clientsAndProducts',
  'cycleFolder',
  'agreements',
  'actpm',
  'cashflow',
  'percentageValue',
  'payments',
  'support',
] as const;
export type FeatureGroup = (typeof FEATURE_GROUPS)[number];

export interface PermissionDefinition {
  group: FeatureGroup;
  label: { 'pt-BR': string; en: string };
}

const role = (group: FeatureGroup, pt: string, en: string): PermissionDefinition => ({
  group,
  label: { 'pt-BR': pt, en },
});

export const PERMISSIONS = {
  // Dashboards
  ROLE_VISUALIZAR_DASHBOARD: role('dashboards', 'Visualizar painel inicial', 'View home dashboard'),
  ROLE_VISUALIZAR_DASHBOARD_INCONSISTENCIAS: role(
    'dashboards',
    'Visualizar painel de inconsistências',
    'View inconsistencies dashboard',
  ),
  ROLE_VISUALIZAR_DASHBOARD_IMPORTACOES: role(
    'dashboards',
    'Visualizar painel de importações e exportações',
    'View imports and exports dashboard',
  ),

  // Administration
  ROLE_VISUALIZAR_USUARIOS: role('administration', 'Visualizar usuários', 'View users'),
  ROLE_EDITAR_USUARIOS: role('administration', 'Editar usuários', 'Edit users'),
  ROLE_EDITAR_PRIMEIRO_ACESSO: role('administration', 'Editar primeiro acesso', 'Edit first access'),
  ROLE_CONFIRMAR_USUARIO: role('administration', 'Confirmar usuário', 'Confirm user'),
  ROLE_VISUALIZAR_PERFIS: role('administration', 'Visualizar perfis', 'View profiles'),
  ROLE_EDITAR_PERFIS: role('administration', 'Editar perfis', 'Edit profiles'),
  ROLE_VISUALIZAR_FLUXO_APROVACAO: role(
    'administration',
    'Visualizar fluxos de aprovação',
    'View approval flows',
  ),
  ROLE_EDITAR_FLUXO_APROVACAO: role('administration', 'Editar fluxos de aprovação', 'Edit approval flows'),
  ROLE_EDITAR_CALENDARIO: role('administration', 'Editar calendário', 'Edit calendar'),
  ROLE_ADMINISTRAR_MANUTENCAO: role(
    'administration',
    'Administrar modo de manutenção',
    'Administer maintenance mode',
  ),
  ROLE_ACESSAR_SANDBOX: role(
    'administration',
    'Acessar páginas de desenvolvimento',
    'Open development pages',
  ),

  // Clients and products: registers, integrations and their reports
  ROLE_VISUALIZAR_CATEGORIA: role('clientsAndProducts', 'Visualizar categorias', 'View categories'),
  ROLE_EDITAR_CATEGORIA: role('clientsAndProducts', 'Editar categorias', 'Edit categories'),
  ROLE_VISUALIZAR_CLIENTE: role('clientsAndProducts', 'Visualizar clientes SAP', 'View SAP customers'),
  ROLE_EDITAR_CLIENTE: role('clientsAndProducts', 'Editar clientes SAP', 'Edit SAP customers'),
  ROLE_MARCAR_PAGADOR_SAP: role('clientsAndProducts', 'Marcar pagador SAP', 'Mark SAP payer'),
  ROLE_VISUALIZAR_GRUPO_PRODUTOS: role(
    'clientsAndProducts',
    'Visualizar grupos de produtos',
    'View product groups',
  ),
  ROLE_EDITAR_GRUPO_PRODUTOS: role('clientsAndProducts', 'Editar grupos de produtos', 'Edit product groups'),
  ROLE_VISUALIZAR_ITEM_IMPULSO: role(
    'clientsAndProducts',
    'Visualizar itens de impulso',
    'View impulse items',
  ),
  ROLE_EDITAR_ITEM_IMPULSO: role('clientsAndProducts', 'Editar itens de impulso', 'Edit impulse items'),
  ROLE_VISUALIZAR_MARCA: role('clientsAndProducts', 'Visualizar marcas', 'View brands'),
  ROLE_EDITAR_MARCA: role('clientsAndProducts', 'Editar marcas', 'Edit brands'),
  ROLE_VISUALIZAR_MICRORREGIAO: role('clientsAndProducts', 'Visualizar microrregiões', 'View microregions'),
  ROLE_EDITAR_MICRORREGIAO: role('clientsAndProducts', 'Editar microrregiões', 'Edit microregions'),
  ROLE_VISUALIZAR_ORDEM_INTERNA: role(
    'clientsAndProducts',
    'Visualizar ordens internas',
    'View internal orders',
  ),
  ROLE_EDITAR_ORDEM_INTERNA: role('clientsAndProducts', 'Editar ordens internas', 'Edit internal orders'),
  ROLE_VISUALIZAR_PRODUTO_INOVACAO: role(
    'clientsAndProducts',
    'Visualizar produtos de inovação',
    'View innovation products',
  ),
  ROLE_EDITAR_PRODUTO_INOVACAO: role(
    'clientsAndProducts',
    'Editar produtos de inovação',
    'Edit innovation products',
  ),
  ROLE_VISUALIZAR_TIPO_VERBA: role('clientsAndProducts', 'Visualizar tipos de verba', 'View budget types'),
  ROLE_EDITAR_TIPO_VERBA: role('clientsAndProducts', 'Editar tipos de verba', 'Edit budget types'),
  ROLE_VISUALIZAR_UNIDADE_NEGOCIO: role(
    'clientsAndProducts',
    'Visualizar unidades de negócio',
    'View business units',
  ),
  ROLE_EDITAR_UNIDADE_NEGOCIO: role(
    'clientsAndProducts',
    'Editar unidades de negócio',
    'Edit business units',
  ),
  ROLE_VISUALIZAR_SKU: role('clientsAndProducts', 'Visualizar SKUs', 'View SKUs'),
  ROLE_EDITAR_SKU: role('clientsAndProducts', 'Editar SKUs', 'Edit SKUs'),
  ROLE_VISUALIZAR_SEGMENTO: role('clientsAndProducts', 'Visualizar segmentos', 'View segments'),
  ROLE_EDITAR_SEGMENTO: role('clientsAndProducts', 'Editar segmentos', 'Edit segments'),
  ROLE_VISUALIZAR_SUBREGIAO: role('clientsAndProducts', 'Visualizar sub-regiões', 'View sub-regions'),
  ROLE_EDITAR_SUBREGIAO: role('clientsAndProducts', 'Editar sub-regiões', 'Edit sub-regions'),
  ROLE_VISUALIZAR_PRODUTO_PPA: role('clientsAndProducts', 'Visualizar produtos PPA', 'View PPA products'),
  ROLE_EDITAR_PRODUTO_PPA: role('clientsAndProducts', 'Editar produtos PPA', 'Edit PPA products'),
  ROLE_VISUALIZAR_PERGUNTA_EXECUCAO_META: role(
    'clientsAndProducts',
    'Visualizar perguntas de execução de meta',
    'View goal-execution questions',
  ),
  ROLE_EDITAR_PERGUNTA_EXECUCAO_META: role(
    'clientsAndProducts',
    'Editar perguntas de execução de meta',
    'Edit goal-execution questions',
  ),
  ROLE_VISUALIZAR_CATEGORIA_EXECUCAO_META: role(
    'clientsAndProducts',
    'Visualizar categorias de execução de meta',
    'View target-execution categories',
  ),
  ROLE_EDITAR_CATEGORIA_EXECUCAO_META: role(
    'clientsAndProducts',
    'Editar categorias de execução de meta',
    'Edit target-execution categories',
  ),
  ROLE_VISUALIZAR_PRODUTO_EXECUCAO_META: role(
    'clientsAndProducts',
    'Visualizar produtos de execução de meta',
    'View target-execution products',
  ),
  ROLE_EDITAR_PRODUTO_EXECUCAO_META: role(
    'clientsAndProducts',
    'Editar produtos de execução de meta',
    'Edit target-execution products',
  ),
  ROLE_VISUALIZAR_CLIENTE_PDV: role('clientsAndProducts', 'Visualizar clientes PDV', 'View PDV customers'),
  ROLE_EDITAR_CLIENTE_PDV: role('clientsAndProducts', 'Editar clientes PDV', 'Edit PDV customers'),
  ROLE_VISUALIZAR_CVA: role('clientsAndProducts', 'Visualizar CVAs', 'View CVAs'),
  ROLE_EDITAR_CVA: role('clientsAndProducts', 'Editar CVAs', 'Edit CVAs'),
  ROLE_VISUALIZAR_CANAL: role('clientsAndProducts', 'Visualizar canais', 'View channels'),
  ROLE_EDITAR_CANAL: role('clientsAndProducts', 'Editar canais', 'Edit channels'),
  ROLE_VISUALIZAR_REGIAO: role('clientsAndProducts', 'Visualizar regiões', 'View regions'),
  ROLE_EDITAR_REGIAO: role('clientsAndProducts', 'Editar regiões', 'Edit regions'),
  ROLE_VISUALIZAR_GRUPO_ECONOMICO: role(
    'clientsAndProducts',
    'Visualizar grupos econômicos',
    'View economic groups',
  ),
  ROLE_EDITAR_GRUPO_ECONOMICO: role('clientsAndProducts', 'Editar grupos econômicos', 'Edit economic groups'),
  ROLE_VISUALIZAR_CATEGORIA_PACK: role(
    'clientsAndProducts',
    'Visualizar categorias pack',
    'View pack categories',
  ),
  ROLE_EDITAR_CATEGORIA_PACK: role('clientsAndProducts', 'Editar categorias pack', 'Edit pack categories'),
  ROLE_VISUALIZAR_INTEGRACAO_PRODUTOS: role(
    'clientsAndProducts',
    'Visualizar integração de produtos',
    'View product integration',
  ),
  ROLE_EDITAR_INTEGRACAO_PRODUTOS: role(
    'clientsAndProducts',
    'Editar integração de produtos',
    'Edit product integration',
  ),
  ROLE_VISUALIZAR_INTEGRACAO_CLIENTES: role(
    'clientsAndProducts',
    'Visualizar integração de clientes',
    'View client integration',
  ),
  ROLE_EDITAR_INTEGRACAO_CLIENTES: role(
    'clientsAndProducts',
    'Editar integração de clientes',
    'Edit client integration',
  ),
  ROLE_VISUALIZAR_INTEGRACAO_LOJAS_PDV: role(
    'clientsAndProducts',
    'Visualizar integração de lojas PDV',
    'View PDV store integration',
  ),
  ROLE_EDITAR_INTEGRACAO_LOJAS_PDV: role(
    'clientsAndProducts',
    'Editar integração de lojas PDV',
    'Edit PDV store integration',
  ),
  ROLE_VISUALIZAR_INTEGRACAO_SELL_IN: role(
    'clientsAndProducts',
    'Visualizar integração de sell-in',
    'View sell-in integration',
  ),
  ROLE_EDITAR_INTEGRACAO_SELL_IN: role(
    'clientsAndProducts',
    'Editar integração de sell-in',
    'Edit sell-in integration',
  ),
  ROLE_RELATORIO_PRODUTOS: role('clientsAndProducts', 'Relatório de produtos', 'Products report'),

  // Cycle folder
  ROLE_ABRIR_PASTA_CICLO: role('cycleFolder', 'Abrir pasta de ciclo', 'Open cycle folder'),
  ROLE_FECHAR_PASTA_CICLO: role('cycleFolder', 'Fechar pasta de ciclo', 'Close cycle folder'),
  ROLE_APROVAR_PASTA_CICLO: role('cycleFolder', 'Aprovar pasta de ciclo', 'Approve cycle folder'),
  ROLE_EDITAR_PASTA_CICLO: role('cycleFolder', 'Editar pasta de ciclo', 'Edit cycle folder'),
  ROLE_VISUALIZAR_PASTA_CICLO: role('cycleFolder', 'Visualizar pasta de ciclo', 'View cycle folder'),
  ROLE_EDITAR_VALORIZACAO_PASTA: role(
    'cycleFolder',
    'Editar valorização da pasta',
    'Edit folder appreciation',
  ),
  ROLE_VISUALIZAR_VALORIZACAO_PASTA: role(
    'cycleFolder',
    'Visualizar valorização da pasta',
    'View folder appreciation',
  ),
  ROLE_APROVAR_APURACAO_PASTA: role('cycleFolder', 'Aprovar apuração da pasta', 'Approve folder counting'),
  ROLE_EDITAR_APURACAO_PASTA: role('cycleFolder', 'Editar apuração da pasta', 'Edit folder counting'),
  ROLE_ENVIAR_APROVACAO_APURACAO_PASTA: role(
    'cycleFolder',
    'Enviar apuração da pasta para aprovação',
    'Send folder counting for approval',
  ),
  ROLE_VISUALIZAR_APURACAO_PASTA: role('cycleFolder', 'Visualizar apuração da pasta', 'View folder counting'),
  ROLE_EDITAR_DISTRIBUICAO_COORDENADOR: role(
    'cycleFolder',
    'Editar distribuição por coordenador',
    'Edit coordinator distribution',
  ),
  ROLE_VISUALIZAR_RELATORIO_APURACAO_PASTA: role(
    'cycleFolder',
    'Relatório detalhado da apuração da pasta',
    'Folder counting detail report',
  ),
  ROLE_RELATORIO_PASTA_CICLO_REGIONAL: role(
    'cycleFolder',
    'Relatório regional da pasta',
    'Regional folder report',
  ),
  ROLE_RELATORIO_PASTA_CICLO_GERAL: role('cycleFolder', 'Relatório geral da pasta', 'General folder report'),
  ROLE_RELATORIO_MANUTENCAO_DETALHADA: role(
    'cycleFolder',
    'Relatório de manutenção detalhada',
    'Detailed maintenance report',
  ),
  ROLE_RELATORIO_PAGAMENTOS_PASTA_CICLO: role(
    'cycleFolder',
    'Relatório de pagamentos da pasta',
    'Folder payments report',
  ),
  ROLE_RELATORIO_FINANCEIRO: role('cycleFolder', 'Relatório financeiro', 'Finance report'),
  ROLE_APROVAR_MIGRACAO_CLIENTE: role(
    'cycleFolder',
    'Aprovar migração de clientes',
    'Approve client migration',
  ),
  ROLE_EDITAR_MIGRACAO_CLIENTE: role('cycleFolder', 'Editar migração de clientes', 'Edit client migration'),
  ROLE_VISUALIZAR_MIGRACAO_CLIENTE: role(
    'cycleFolder',
    'Visualizar migração de clientes',
    'View client migration',
  ),

  // Agreements: levers, agreements, calculation, ascertainment and their reports
  ROLE_EDITAR_CADASTRO_ALAVANCA: role('agreements', 'Editar cadastro de alavancas', 'Edit lever register'),
  ROLE_VISUALIZAR_CADASTRO_ALAVANCAS: role(
    'agreements',
    'Visualizar cadastro de alavancas',
    'View lever register',
  ),
  ROLE_RELATORIO_COMPLIANCE_LOJAS_ACORDOS: role(
    'agreements',
    'Relatório de compliance de lojas',
    'Store compliance report',
  ),
  ROLE_APROVAR_ACORDO_COMERCIAL: role('agreements', 'Aprovar acordo comercial', 'Approve agreement'),
  ROLE_CANCELAR_ACORDO_COMERCIAL: role('agreements', 'Cancelar acordo comercial', 'Cancel agreement'),
  ROLE_EDITAR_ACORDO_COMERCIAL: role('agreements', 'Editar acordo comercial', 'Edit agreement'),
  ROLE_ENCERRAR_ACORDO_RETROATIVO: role(
    'agreements',
    'Encerrar acordo retroativo',
    'Close retroactive agreement',
  ),
  ROLE_ENVIAR_APROVACAO_ACORDOS_COMERCIAIS: role(
    'agreements',
    'Enviar acordos para aprovação',
    'Send agreements for approval',
  ),
  ROLE_MANUTENCAO_ASSINATURA_ACORDOS: role(
    'agreements',
    'Manutenção de assinatura de acordos',
    'Agreement signature maintenance',
  ),
  ROLE_PRORROGAR_ACORDO_COMERCIAL: role('agreements', 'Prorrogar acordo comercial', 'Extend agreement'),
  ROLE_RELATORIO_CONSOLIDADO_ACORDOS: role(
    'agreements',
    'Relatório consolidado de acordos',
    'Consolidated agreements report',
  ),
  ROLE_VISUALIZAR_ACORDOS_COMERCIAIS: role('agreements', 'Visualizar acordos comerciais', 'View agreements'),
  ROLE_VISUALIZAR_EDICAO_ACORDOS_COMERCIAIS: role(
    'agreements',
    'Visualizar edição de acordos',
    'View agreement edit',
  ),
  ROLE_VISUALIZAR_RELATORIO_EVENTOS_COTA: role(
    'agreements',
    'Relatório de eventos cota',
    'Quota events report',
  ),
  ROLE_EDITAR_CADASTRO_SELL_IN: role('agreements', 'Editar cadastro de sell-in', 'Edit sell-in register'),
  ROLE_VISUALIZAR_CADASTRO_SELL_IN: role(
    'agreements',
    'Visualizar cadastro de sell-in',
    'View sell-in register',
  ),
  ROLE_EDITAR_CADASTRO_SELL_OUT: role('agreements', 'Editar cadastro de sell-out', 'Edit sell-out register'),
  ROLE_VISUALIZAR_CADASTRO_SELL_OUT: role(
    'agreements',
    'Visualizar cadastro de sell-out',
    'View sell-out register',
  ),
  ROLE_EDITAR_CALCULO_ACORDO: role('agreements', 'Editar cálculo de acordos', 'Edit agreement calculation'),
  ROLE_VISUALIZAR_CALCULO_ACORDO: role(
    'agreements',
    'Visualizar cálculo de acordos',
    'View agreement calculation',
  ),
  ROLE_EDITAR_EXECUCAO_META: role('agreements', 'Editar execução de meta', 'Edit target execution'),
  ROLE_VISUALIZAR_EXECUCAO_META: role('agreements', 'Visualizar execução de meta', 'View target execution'),
  ROLE_APROVAR_APURACOES: role('agreements', 'Aprovar apurações', 'Approve ascertainments'),
  ROLE_EDITAR_APURACAO_ACORDO: role(
    'agreements',
    'Editar apuração de acordos',
    'Edit agreement ascertainment',
  ),
  ROLE_ENVIAR_APROVACAO_APURACAO: role(
    'agreements',
    'Enviar apuração para aprovação',
    'Send ascertainment for approval',
  ),
  ROLE_RESGATAR_APURACAO: role('agreements', 'Resgatar apuração', 'Redeem ascertainment'),
  ROLE_VISUALIZAR_EDICAO_APURACAO: role(
    'agreements',
    'Visualizar edição de apuração',
    'View ascertainment edit',
  ),

  // ACTPM
  ROLE_VISUALIZAR_APURACAO_ACTPM: role('actpm', 'Visualizar apuração ACTPM', 'View ACTPM ascertainment'),
  ROLE_EDITAR_APURACAO_ACTPM: role('actpm', 'Editar apuração ACTPM', 'Edit ACTPM ascertainment'),

  // Cashflow
  ROLE_VISUALIZAR_APURACOES_AVULSO: role(
    'cashflow',
    'Visualizar apurações avulsas',
    'View detached ascertainments',
  ),
  ROLE_EDITAR_APURACAO_AVULSO: role('cashflow', 'Editar apuração avulsa', 'Edit detached ascertainment'),

  // Percentage value
  ROLE_VISUALIZAR_CONTRATO_PERCENTUAL: role(
    'percentageValue',
    'Visualizar contratos percentuais',
    'View percentage contracts',
  ),
  ROLE_EDITAR_CONTRATO_PERCENTUAL: role(
    'percentageValue',
    'Editar contratos percentuais',
    'Edit percentage contracts',
  ),
  ROLE_APROVAR_CONTRATO_PERCENTUAL: role(
    'percentageValue',
    'Aprovar contratos percentuais',
    'Approve percentage contracts',
  ),

  // Payments and the budget map
  ROLE_EDITAR_PAGAMENTOS_DISTRIBUICAO: role(
    'payments',
    'Editar distribuição de pagamentos',
    'Edit payment distribution',
  ),
  ROLE_VISUALIZAR_PAGAMENTOS_DISTRIBUICAO: role(
    'payments',
    'Visualizar distribuição de pagamentos',
    'View payment distribution',
  ),
  ROLE_EDITAR_VALIDACAO_VERBAS: role('payments', 'Editar validação de verbas', 'Edit fund validation'),
  ROLE_VISUALIZAR_VALIDACAO_VERBAS: role(
    'payments',
    'Visualizar validação de verbas',
    'View fund validation',
  ),
  ROLE_EDITAR_PAGAMENTOS_CRIADOS: role('payments', 'Editar pagamentos criados', 'Edit created payments'),
  ROLE_VISUALIZAR_PAGAMENTOS_CRIADOS: role(
    'payments',
    'Visualizar pagamentos criados',
    'View created payments',
  ),
  ROLE_EDITAR_LIBERACAO_VERBAS: role('payments', 'Editar liberação de verbas', 'Edit budget liberation'),
  ROLE_VISUALIZAR_LIBERACAO_VERBAS: role(
    'payments',
    'Visualizar liberação de verbas',
    'View budget liberation',
  ),
  ROLE_VISUALIZAR_MAPA_BOA: role('payments', 'Visualizar mapa de verbas (BOA)', 'View budget map (BOA)'),
  ROLE_EDITAR_MAPA_BOA: role('payments', 'Editar mapa de verbas (BOA)', 'Edit budget map (BOA)'),
  ROLE_RELATORIO_PAGAMENTOS: role('payments', 'Relatório de pagamentos', 'Payments report'),

  // Support
  ROLE_ADMINISTRAR_CHAT: role('support', 'Administrar chat de suporte', 'Administer support chat'),
} as const satisfies Record<string, PermissionDefinition>;

export type Role = keyof typeof PERMISSIONS;

export const ALL_ROLES = Object.keys(PERMISSIONS) as Role[];

export function isRole(value: string): value is Role {
  return Object.hasOwn(PERMISSIONS, value);
}

/** A check for any of a list: a route with several roles is allowed if the user holds any. */
export function holdsAnyRole(authorities: readonly string[], required: readonly Role[]): boolean {
  if (required.length === 0) return true;
  return required.some((required) => authorities.includes(required));
}

/** The roles offered under each feature group, in catalogue order, for the profile screen. */
export function rolesByGroup(): Record<FeatureGroup, Role[]> {
  const groups = Object.fromEntries(FEATURE_GROUPS.map((group) => [group, [] as Role[]])) as Record<
    FeatureGroup,
    Role[]
  >;
  for (const name of ALL_ROLES) groups[PERMISSIONS[name].group].push(name);
  return groups;
}
