// What each manual integration is (kinds, tabs, columns, routes, roles), apart from the schemas
// of its calls: the web's route table reads it on every page, the sign-in page included, and
// must not bring zod with it.
import type { MessageKey } from './messages/pt-BR';
import type { Role } from './permissions';

/**
 * Manual integrations (spec §2, §4): a file exported from the ERP is compared with the
 * registers and its rows sorted into tabs; the user resolves pending associations and approves,
 * and only then are the rows applied.
 */
export const INTEGRATION_KINDS = ['product', 'customer', 'pdvStore', 'sellIn'] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

export const INTEGRATION_TABS = [
  'INTEGRADOS',
  'ATUALIZACOES',
  'NOVOS',
  'NAO_INTEGRADOS',
  'PENDENTES_ASSOCIACAO',
] as const;
export type IntegrationTab = (typeof INTEGRATION_TABS)[number];

export const INTEGRATION_STATUSES = ['PROCESSANDO', 'AGUARDANDO_APROVACAO', 'APROVADA', 'ERRO'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];

/** What a product row may lack before it can be integrated: the pending-association tab. */
export const PRODUCT_ASSOCIATIONS = ['ppaProduct', 'brand', 'category'] as const;
export type ProductAssociation = (typeof PRODUCT_ASSOCIATIONS)[number];

export interface IntegrationColumn {
  /** The key of the value in a row. */
  name: string;
  label: MessageKey;
  kind: 'code' | 'text' | 'decimal2' | 'decimal3' | 'competence' | 'cnpj';
  required?: boolean;
  maxLength?: number;
}

export interface IntegrationDeclaration {
  kind: IntegrationKind;
  path: string;
  apiName: string;
  title: MessageKey;
  viewRole: Role;
  editRole: Role;
  columns: IntegrationColumn[];
  /** Tabs the screen shows, in order. */
  tabs: IntegrationTab[];
}

const col = (
  name: string,
  label: MessageKey,
  kind: IntegrationColumn['kind'],
  extra: Partial<IntegrationColumn> = {},
): IntegrationColumn => ({ name, label, kind, ...extra });

const REGISTER_TABS: IntegrationTab[] = ['INTEGRADOS', 'ATUALIZACOES', 'NOVOS', 'NAO_INTEGRADOS'];

export const INTEGRATIONS: Record<IntegrationKind, IntegrationDeclaration> = {
  product: {
    kind: 'product',
    path: '/product-integration',
    apiName: 'integracaoProdutos',
    title: 'integrations.product.title',
    viewRole: 'ROLE_VISUALIZAR_INTEGRACAO_PRODUTOS',
    editRole: 'ROLE_EDITAR_INTEGRACAO_PRODUTOS',
    columns: [
      col('code', 'integrations.column.skuCode', 'code', { required: true, maxLength: 20 }),
      col('ean', 'fields.ean', 'text', { maxLength: 14 }),
      col('name', 'fields.description', 'text', { required: true, maxLength: 120 }),
      col('ppaProduct', 'integrations.column.ppaCode', 'code', { maxLength: 20 }),
      col('brand', 'integrations.column.brandCode', 'code', { maxLength: 20 }),
      col('category', 'integrations.column.categoryCode', 'code', { maxLength: 20 }),
      col('netWeight', 'fields.netWeight', 'decimal3'),
    ],
    tabs: [...REGISTER_TABS, 'PENDENTES_ASSOCIACAO'],
  },
  customer: {
    kind: 'customer',
    path: '/client-integration',
    apiName: 'integracaoClientes',
    title: 'integrations.customer.title',
    viewRole: 'ROLE_VISUALIZAR_INTEGRACAO_CLIENTES',
    editRole: 'ROLE_EDITAR_INTEGRACAO_CLIENTES',
    columns: [
      col('code', 'fields.sapCode', 'code', { required: true, maxLength: 20 }),
      col('name', 'fields.name', 'text', { required: true, maxLength: 120 }),
      col('cnpj', 'fields.cnpj', 'cnpj'),
      col('region', 'fields.region', 'code', { maxLength: 20 }),
      col('microregion', 'fields.microregion', 'code', { maxLength: 20 }),
      col('segment', 'fields.segment', 'code', { maxLength: 20 }),
      col('economicGroup', 'fields.economicGroup', 'code', { maxLength: 20 }),
    ],
    tabs: REGISTER_TABS,
  },
  pdvStore: {
    kind: 'pdvStore',
    path: '/pdv-store-integration',
    apiName: 'integracaoLojasPdv',
    title: 'integrations.pdvStore.title',
    viewRole: 'ROLE_VISUALIZAR_INTEGRACAO_LOJAS_PDV',
    editRole: 'ROLE_EDITAR_INTEGRACAO_LOJAS_PDV',
    columns: [
      col('code', 'fields.storeCode', 'code', { required: true, maxLength: 20 }),
      col('cnpj', 'fields.cnpj', 'cnpj', { required: true }),
      col('customer', 'integrations.column.customerCode', 'code', { required: true, maxLength: 20 }),
      col('storeSize', 'fields.storeSize', 'text', { maxLength: 1 }),
      col('state', 'fields.state', 'text', { required: true, maxLength: 2 }),
      col('city', 'fields.city', 'text', { maxLength: 100 }),
      col('address', 'fields.address', 'text', { maxLength: 200 }),
    ],
    // Store updates follow the update and new-store tabs, then are approved (spec §4).
    tabs: ['ATUALIZACOES', 'NOVOS', 'INTEGRADOS', 'NAO_INTEGRADOS'],
  },
  sellIn: {
    kind: 'sellIn',
    path: '/sell-in-integration',
    apiName: 'integracaoSellIn',
    title: 'integrations.sellIn.title',
    viewRole: 'ROLE_VISUALIZAR_INTEGRACAO_SELL_IN',
    editRole: 'ROLE_EDITAR_INTEGRACAO_SELL_IN',
    columns: [
      col('customer', 'integrations.column.customerCode', 'code', { required: true, maxLength: 20 }),
      col('sku', 'integrations.column.skuCode', 'code', { required: true, maxLength: 20 }),
      col('competence', 'fields.competence', 'competence', { required: true }),
      col('volume', 'integrations.column.volume', 'decimal3', { required: true }),
      col('gsv', 'integrations.column.gsv', 'decimal2', { required: true }),
      col('niv', 'integrations.column.niv', 'decimal2', { required: true }),
      col('grossRevenue', 'integrations.column.grossRevenue', 'decimal2', { required: true }),
    ],
    tabs: REGISTER_TABS,
  },
};

export const INTEGRATION_LIST: readonly IntegrationDeclaration[] = INTEGRATION_KINDS.map(
  (kind) => INTEGRATIONS[kind],
);
