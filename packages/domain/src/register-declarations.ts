import type { MessageKey } from './messages/pt-BR';
import type { FeatureGroup, Role } from './permissions';
import {
  type FieldDeclaration,
  REGISTER_KEYS,
  type RecordRule,
  type RegisterDeclaration,
  type RegisterKey,
  VALIDITY_END,
  VALIDITY_START,
} from './register-shape';

/** Brazilian states, for PDV stores and the states a region covers. */
export const BRAZILIAN_STATES = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;

const PERCENT_0_100 = { min: '0', max: '100' } as const;

interface RegisterInput {
  path: string;
  formPath?: string;
  apiName: string;
  viewRole: Role;
  editRole: Role;
  fileName: string;
  validity?: boolean;
  /** Label of the code column when the register names it otherwise ("Código SAP", "Código da loja"). */
  codeLabel?: MessageKey;
  nameLabel?: MessageKey;
  codeMaxLength?: number;
  nameMaxLength?: number;
  fields?: FieldDeclaration[];
  rules?: RecordRule[];
  /** The side menu's group of the list, when not the clients and products one. */
  menu?: FeatureGroup;
}

/** Every register has a unique code and a name, then its own fields, then its validity if any. */
function declare(key: RegisterKey, input: RegisterInput): RegisterDeclaration {
  const base: FieldDeclaration[] = [
    {
      name: 'code',
      type: 'text',
      label: input.codeLabel ?? 'fields.code',
      required: true,
      maxLength: input.codeMaxLength ?? 20,
      pattern: { regex: '^[A-Za-z0-9._/-]+$', message: 'validation.invalidCode' },
      unique: true,
      list: true,
      filter: true,
    },
    {
      name: 'name',
      type: 'text',
      label: input.nameLabel ?? 'fields.name',
      required: true,
      maxLength: input.nameMaxLength ?? 120,
      list: true,
    },
  ];
  const validity: FieldDeclaration[] = input.validity
    ? [
        { name: VALIDITY_START, type: 'date', label: 'fields.validityStart', required: true, list: true },
        { name: VALIDITY_END, type: 'date', label: 'fields.validityEnd', list: true },
      ]
    : [];
  return {
    key,
    path: input.path,
    formPath: input.formPath ?? input.path,
    apiName: input.apiName,
    title: `registers.${key}` as MessageKey,
    singular: `registers.singular.${key}` as MessageKey,
    viewRole: input.viewRole,
    editRole: input.editRole,
    fileName: input.fileName,
    fields: [...base, ...(input.fields ?? []), ...validity],
    hasValidity: Boolean(input.validity),
    ...(input.rules ? { rules: input.rules } : {}),
    ...(input.menu ? { menu: input.menu } : {}),
  };
}

const ref = (
  name: string,
  references: RegisterKey,
  label: MessageKey,
  extra: Partial<FieldDeclaration> = {},
): FieldDeclaration => ({ name, type: 'reference', references, label, list: true, filter: true, ...extra });

export const REGISTER_DECLARATIONS: Record<RegisterKey, RegisterDeclaration> = {
  category: declare('category', {
    path: '/category',
    apiName: 'categoria',
    viewRole: 'ROLE_VISUALIZAR_CATEGORIA',
    editRole: 'ROLE_EDITAR_CATEGORIA',
    fileName: 'categorias',
    validity: true,
    fields: [
      ref('commodity', 'commodity', 'fields.commodity'),
      { name: 'sapCategory', type: 'text', label: 'fields.sapCategory', maxLength: 20, list: true },
      { name: 'fyBudget', type: 'money', label: 'fields.fyBudget', min: '0', list: true },
      {
        name: 'apportionmentPercentage',
        type: 'percentage',
        label: 'fields.apportionmentPercentage',
        ...PERCENT_0_100,
        list: true,
      },
    ],
  }),
  customer: declare('customer', {
    path: '/customer',
    apiName: 'cliente',
    viewRole: 'ROLE_VISUALIZAR_CLIENTE',
    editRole: 'ROLE_EDITAR_CLIENTE',
    fileName: 'clientes-sap',
    codeLabel: 'fields.sapCode',
    fields: [
      {
        name: 'cnpj',
        type: 'text',
        label: 'fields.cnpj',
        maxLength: 18,
        format: 'cnpj',
        list: true,
        filter: true,
      },
      ref('economicGroup', 'economicGroup', 'fields.economicGroup'),
      ref('region', 'region', 'fields.region'),
      ref('microregion', 'microregion', 'fields.microregion', { list: false }),
      ref('segment', 'segment', 'fields.segment'),
      ref('channel', 'channel', 'fields.channel'),
      ref('cva', 'cva', 'fields.cva', { list: false }),
      {
        name: 'sapPayer',
        type: 'boolean',
        label: 'fields.sapPayer',
        list: true,
        filter: true,
        editRole: 'ROLE_MARCAR_PAGADOR_SAP',
      },
      { name: 'planningAccount', type: 'text', label: 'fields.planningAccount', maxLength: 20 },
      { name: 'bankKey', type: 'text', label: 'fields.bankKey', maxLength: 15 },
      { name: 'bankAccount', type: 'text', label: 'fields.bankAccount', maxLength: 20 },
      { name: 'bankControlKey', type: 'text', label: 'fields.bankControlKey', maxLength: 2 },
    ],
    rules: [
      {
        kind: 'withinParent',
        field: 'microregion',
        parent: 'region',
        message: 'validation.microregionOutsideRegion',
      },
      { kind: 'sharedValueWarning', field: 'cnpj', message: 'alerts.cnpjShared' },
    ],
  }),
  productsGroup: declare('productsGroup', {
    path: '/products-group',
    apiName: 'grupoProdutos',
    viewRole: 'ROLE_VISUALIZAR_GRUPO_PRODUTOS',
    editRole: 'ROLE_EDITAR_GRUPO_PRODUTOS',
    fileName: 'grupos-produtos',
    fields: [ref('commodity', 'commodity', 'fields.commodity')],
  }),
  impulseItem: declare('impulseItem', {
    path: '/impulse-item',
    apiName: 'itemImpulso',
    viewRole: 'ROLE_VISUALIZAR_ITEM_IMPULSO',
    editRole: 'ROLE_EDITAR_ITEM_IMPULSO',
    fileName: 'itens-impulso',
    validity: true,
  }),
  brand: declare('brand', {
    path: '/brands',
    apiName: 'marca',
    viewRole: 'ROLE_VISUALIZAR_MARCA',
    editRole: 'ROLE_EDITAR_MARCA',
    fileName: 'marcas',
    fields: [ref('category', 'category', 'fields.category', { required: true })],
  }),
  microregion: declare('microregion', {
    path: '/microregion',
    apiName: 'microrregiao',
    viewRole: 'ROLE_VISUALIZAR_MICRORREGIAO',
    editRole: 'ROLE_EDITAR_MICRORREGIAO',
    fileName: 'microrregioes',
    fields: [ref('region', 'region', 'fields.region', { required: true })],
  }),
  internalOrder: declare('internalOrder', {
    path: '/internal-order',
    apiName: 'ordemInterna',
    viewRole: 'ROLE_VISUALIZAR_ORDEM_INTERNA',
    editRole: 'ROLE_EDITAR_ORDEM_INTERNA',
    fileName: 'ordens-internas',
    validity: true,
    fields: [ref('commodity', 'commodity', 'fields.commodity')],
  }),
  innovationProduct: declare('innovationProduct', {
    path: '/innovation-products',
    apiName: 'produtoInovacao',
    viewRole: 'ROLE_VISUALIZAR_PRODUTO_INOVACAO',
    editRole: 'ROLE_EDITAR_PRODUTO_INOVACAO',
    fileName: 'produtos-inovacao',
    nameLabel: 'fields.description',
    fields: [
      { name: 'competence', type: 'competence', label: 'fields.competence', required: true, list: true },
      ref('sku', 'sku', 'fields.sku', { required: true }),
      {
        name: 'salesOrganization',
        type: 'text',
        label: 'fields.salesOrganization',
        maxLength: 10,
        list: true,
      },
      ref('commodity', 'commodity', 'fields.businessUnit'),
      ref('region', 'region', 'fields.region'),
      {
        name: 'cutPercentage',
        type: 'percentage',
        label: 'fields.cutPercentage',
        ...PERCENT_0_100,
        list: true,
      },
      {
        name: 'cutIfNotPositivePercentage',
        type: 'percentage',
        label: 'fields.cutIfNotPositivePercentage',
        ...PERCENT_0_100,
      },
    ],
  }),
  budgetType: declare('budgetType', {
    path: '/budget-type',
    apiName: 'tipoVerba',
    viewRole: 'ROLE_VISUALIZAR_TIPO_VERBA',
    editRole: 'ROLE_EDITAR_TIPO_VERBA',
    fileName: 'tipos-verba',
    validity: true,
    fields: [
      { name: 'ricMeasure', type: 'text', label: 'fields.ricMeasure', maxLength: 30, list: true },
      { name: 'opsoMeasure', type: 'text', label: 'fields.opsoMeasure', maxLength: 30, list: true },
      {
        name: 'paymentType',
        type: 'enum',
        label: 'fields.paymentType',
        options: ['ON', 'OFF'],
        required: true,
        list: true,
        filter: true,
      },
      { name: 'validateBoa', type: 'boolean', label: 'fields.validateBoa', list: true, filter: true },
      { name: 'orderReason', type: 'text', label: 'fields.orderReason', maxLength: 10 },
      { name: 'actpmCode', type: 'text', label: 'fields.actpmCode', maxLength: 20, list: true },
    ],
  }),
  commodity: declare('commodity', {
    path: '/commodity',
    apiName: 'unidadeNegocio',
    viewRole: 'ROLE_VISUALIZAR_UNIDADE_NEGOCIO',
    editRole: 'ROLE_EDITAR_UNIDADE_NEGOCIO',
    fileName: 'unidades-negocio',
    fields: [{ name: 'sapCode', type: 'text', label: 'fields.sapCode', maxLength: 10, list: true }],
  }),
  sku: declare('sku', {
    path: '/sku',
    apiName: 'sku',
    viewRole: 'ROLE_VISUALIZAR_SKU',
    editRole: 'ROLE_EDITAR_SKU',
    fileName: 'skus',
    nameLabel: 'fields.description',
    fields: [
      {
        name: 'ean',
        type: 'text',
        label: 'fields.ean',
        maxLength: 14,
        pattern: { regex: '^(\\d{8}|\\d{12,14})$', message: 'validation.invalidEan' },
        list: true,
        filter: true,
      },
      ref('ppaProduct', 'ppaProduct', 'fields.ppaProduct'),
      { name: 'netWeight', type: 'quantity', label: 'fields.netWeight', min: '0', list: true },
    ],
  }),
  segment: declare('segment', {
    path: '/segment',
    apiName: 'segmento',
    viewRole: 'ROLE_VISUALIZAR_SEGMENTO',
    editRole: 'ROLE_EDITAR_SEGMENTO',
    fileName: 'segmentos',
  }),
  subregion: declare('subregion', {
    path: '/subregion',
    apiName: 'subregiao',
    viewRole: 'ROLE_VISUALIZAR_SUBREGIAO',
    editRole: 'ROLE_EDITAR_SUBREGIAO',
    fileName: 'subregioes',
    fields: [
      ref('region', 'region', 'fields.region', { required: true }),
      {
        name: 'storeCompliancePercentage',
        type: 'percentage',
        label: 'fields.storeCompliancePercentage',
        ...PERCENT_0_100,
        list: true,
      },
    ],
  }),
  ppaProduct: declare('ppaProduct', {
    path: '/ppa-produto',
    apiName: 'produtoPpa',
    viewRole: 'ROLE_VISUALIZAR_PRODUTO_PPA',
    editRole: 'ROLE_EDITAR_PRODUTO_PPA',
    fileName: 'produtos-ppa',
    fields: [ref('brand', 'brand', 'fields.brand', { required: true })],
  }),
  goalExecutionQuestion: declare('goalExecutionQuestion', {
    path: '/questions-goal-execution',
    apiName: 'perguntaExecucaoMeta',
    viewRole: 'ROLE_VISUALIZAR_PERGUNTA_EXECUCAO_META',
    editRole: 'ROLE_EDITAR_PERGUNTA_EXECUCAO_META',
    fileName: 'perguntas-execucao-meta',
    nameLabel: 'fields.question',
    nameMaxLength: 500,
    validity: true,
    fields: [
      {
        name: 'answerType',
        type: 'enum',
        label: 'fields.answerType',
        options: ['SIM_NAO', 'NUMERO', 'TEXTO'],
        labelledOptions: true,
        required: true,
        list: true,
        filter: true,
      },
    ],
  }),
  targetExecutionCategory: declare('targetExecutionCategory', {
    path: '/target-execution-category',
    apiName: 'categoriaExecucaoMeta',
    viewRole: 'ROLE_VISUALIZAR_CATEGORIA_EXECUCAO_META',
    editRole: 'ROLE_EDITAR_CATEGORIA_EXECUCAO_META',
    fileName: 'categorias-execucao-meta',
    validity: true,
    fields: [ref('category', 'category', 'fields.category')],
  }),
  targetExecutionProduct: declare('targetExecutionProduct', {
    path: '/target-execution-product',
    apiName: 'produtoExecucaoMeta',
    viewRole: 'ROLE_VISUALIZAR_PRODUTO_EXECUCAO_META',
    editRole: 'ROLE_EDITAR_PRODUTO_EXECUCAO_META',
    fileName: 'produtos-execucao-meta',
    validity: true,
    fields: [
      ref('targetExecutionCategory', 'targetExecutionCategory', 'fields.targetExecutionCategory'),
      ref('sku', 'sku', 'fields.sku'),
    ],
  }),
  customerPdv: declare('customerPdv', {
    path: '/customer-pdv',
    apiName: 'clientePdv',
    viewRole: 'ROLE_VISUALIZAR_CLIENTE_PDV',
    editRole: 'ROLE_EDITAR_CLIENTE_PDV',
    fileName: 'clientes-pdv',
    codeLabel: 'fields.storeCode',
    fields: [
      ref('customer', 'customer', 'fields.customer', { required: true }),
      {
        name: 'cnpj',
        type: 'text',
        label: 'fields.cnpj',
        maxLength: 18,
        format: 'cnpj',
        required: true,
        list: true,
        filter: true,
      },
      {
        name: 'storeSize',
        type: 'enum',
        label: 'fields.storeSize',
        options: ['P', 'M', 'G'],
        labelledOptions: true,
        list: true,
        filter: true,
      },
      {
        name: 'state',
        type: 'enum',
        label: 'fields.state',
        options: BRAZILIAN_STATES,
        required: true,
        list: true,
        filter: true,
      },
      { name: 'city', type: 'text', label: 'fields.city', maxLength: 100, list: true },
      { name: 'address', type: 'text', label: 'fields.address', maxLength: 200 },
      { name: 'auditedStore', type: 'boolean', label: 'fields.auditedStore', list: true, filter: true },
      {
        name: 'storeSituation',
        type: 'enum',
        label: 'fields.storeSituation',
        options: ['NOVA', 'ATUAL'],
        labelledOptions: true,
        list: true,
        filter: true,
      },
    ],
  }),
  cva: declare('cva', {
    path: '/cva',
    apiName: 'cva',
    viewRole: 'ROLE_VISUALIZAR_CVA',
    editRole: 'ROLE_EDITAR_CVA',
    fileName: 'cvas',
    fields: [
      {
        name: 'cvaGroup',
        type: 'integer',
        label: 'fields.cvaGroup',
        required: true,
        min: 1,
        max: 4,
        list: true,
        filter: true,
      },
    ],
  }),
  channel: declare('channel', {
    path: '/channel',
    apiName: 'canal',
    viewRole: 'ROLE_VISUALIZAR_CANAL',
    editRole: 'ROLE_EDITAR_CANAL',
    fileName: 'canais',
  }),
  region: declare('region', {
    path: '/region',
    apiName: 'regiao',
    viewRole: 'ROLE_VISUALIZAR_REGIAO',
    editRole: 'ROLE_EDITAR_REGIAO',
    fileName: 'regioes',
    fields: [
      { name: 'acronym', type: 'text', label: 'fields.acronym', required: true, maxLength: 5, list: true },
      ref('groupedCommodity', 'commodity', 'fields.groupedCommodity'),
      {
        name: 'states',
        type: 'text',
        label: 'fields.states',
        maxLength: 90,
        pattern: {
          regex: `^((${BRAZILIAN_STATES.join('|')})(,(${BRAZILIAN_STATES.join('|')}))*)?$`,
          message: 'validation.invalidStates',
        },
        list: true,
      },
    ],
  }),
  economicGroup: declare('economicGroup', {
    path: '/economic-group',
    apiName: 'grupoEconomico',
    viewRole: 'ROLE_VISUALIZAR_GRUPO_ECONOMICO',
    editRole: 'ROLE_EDITAR_GRUPO_ECONOMICO',
    fileName: 'grupos-economicos',
    fields: [
      {
        name: 'cnpjBase',
        type: 'text',
        label: 'fields.cnpjBase',
        maxLength: 8,
        pattern: { regex: '^\\d{8}$', message: 'validation.invalidCnpjBase' },
        list: true,
      },
    ],
  }),
  packCategory: declare('packCategory', {
    path: '/categoria-pack',
    formPath: '/cadastro-categoria-pack',
    apiName: 'categoriaPack',
    viewRole: 'ROLE_VISUALIZAR_CATEGORIA_PACK',
    editRole: 'ROLE_EDITAR_CATEGORIA_PACK',
    fileName: 'categorias-pack',
    fields: [
      ref('category', 'category', 'fields.category'),
      {
        name: 'compliancePercentage',
        type: 'percentage',
        label: 'fields.compliancePercentage',
        required: true,
        ...PERCENT_0_100,
        list: true,
      },
    ],
  }),
  // The percentages a cycle folder's appreciation by category applies (docs/domain.md "Cycle
  // folder appreciation"); an empty channel or business unit applies to all of them.
  categoryPercentage: declare('categoryPercentage', {
    path: '/appreciationCategoryPercentage',
    apiName: 'percentualCategoria',
    viewRole: 'ROLE_VISUALIZAR_VALORIZACAO_PASTA',
    editRole: 'ROLE_EDITAR_VALORIZACAO_PASTA',
    fileName: 'percentuais-categoria',
    menu: 'cycleFolder',
    validity: true,
    fields: [
      {
        name: 'year',
        type: 'integer',
        label: 'fields.year',
        required: true,
        min: 2000,
        max: 2100,
        list: true,
        filter: true,
      },
      ref('channel', 'channel', 'fields.channel'),
      ref('commodity', 'commodity', 'fields.commodity'),
      ref('category', 'category', 'fields.category', { required: true }),
      {
        name: 'percentage',
        type: 'percentage',
        label: 'fields.categoryPercentage',
        required: true,
        ...PERCENT_0_100,
        list: true,
      },
    ],
  }),
  // The tactics a cycle folder's actions plan (docs/domain.md "Cycle folders"): a code and a
  // name, kept by who edits folders and read by who views them, listed in the folder's menu.
  tacticType: declare('tacticType', {
    path: '/tactic-type',
    apiName: 'tipoTatica',
    viewRole: 'ROLE_VISUALIZAR_PASTA_CICLO',
    editRole: 'ROLE_EDITAR_PASTA_CICLO',
    fileName: 'tipos-tatica',
    menu: 'cycleFolder',
  }),
};

export const REGISTER_LIST: readonly RegisterDeclaration[] = REGISTER_KEYS.map(
  (key) => REGISTER_DECLARATIONS[key],
);

/**
 * Registers in an order where every register comes after the ones it references, so demo data
 * and imports of several registers can be applied top to bottom.
 */
export function registersInDependencyOrder(): RegisterDeclaration[] {
  const ordered: RegisterDeclaration[] = [];
  const placed = new Set<RegisterKey>();
  const visit = (register: RegisterDeclaration, trail: Set<RegisterKey>) => {
    if (placed.has(register.key)) return;
    if (trail.has(register.key))
      throw new Error(`registers reference each other in a cycle: ${register.key}`);
    trail.add(register.key);
    for (const field of register.fields) {
      if (field.references) visit(REGISTER_DECLARATIONS[field.references], trail);
    }
    placed.add(register.key);
    ordered.push(register);
  };
  for (const register of REGISTER_LIST) visit(register, new Set());
  return ordered;
}
