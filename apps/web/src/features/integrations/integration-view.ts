import type { Language } from '@trade-terms/domain/i18n';
import type {
  IntegrationColumn,
  IntegrationStatus,
  TIntegration,
  TIntegrationRow,
} from '@trade-terms/domain/integrations';
import { formatValue } from '../../platform/value-format';

/** How often a screen asks again while the server still compares the file with the registers. */
export const PROCESSING_REFETCH_MS = 2000;

export function refetchWhileProcessing(integration: Pick<TIntegration, 'status'> | null): number | false {
  return integration?.status === 'PROCESSANDO' ? PROCESSING_REFETCH_MS : false;
}

export function refetchWhileAnyProcessing(integrations: Pick<TIntegration, 'status'>[]): number | false {
  return integrations.some((integration) => integration.status === 'PROCESSANDO')
    ? PROCESSING_REFETCH_MS
    : false;
}

/**
 * Colours that keep the text readable (contrast of 4.5:1 or more against their background);
 * the component library's light presets fall short of it.
 */
export const READABLE = {
  blue: { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' },
  gold: { color: '#874d00', background: '#fffbe6', borderColor: '#ffe58f' },
  green: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  red: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  orange: { color: '#873800', background: '#fff7e6', borderColor: '#ffd591' },
  badgeBlue: '#0958d9',
  badgeRed: '#cf1322',
} as const;

export function statusStyle(status: IntegrationStatus) {
  switch (status) {
    case 'PROCESSANDO':
      return READABLE.blue;
    case 'AGUARDANDO_APROVACAO':
      return READABLE.gold;
    case 'APROVADA':
      return READABLE.green;
    default:
      return READABLE.red;
  }
}

/** Approval applies new and updated rows; only an integration awaiting it can be approved. */
export function mayApprove(integration: Pick<TIntegration, 'status'> | null, canEdit: boolean): boolean {
  return canEdit && integration?.status === 'AGUARDANDO_APROVACAO';
}

/** A pending row can be associated only while its integration awaits approval. */
export function mayAssociate(
  integration: Pick<TIntegration, 'status' | 'kind'> | null,
  row: Pick<TIntegrationRow, 'tab'>,
  canEdit: boolean,
): boolean {
  return (
    canEdit &&
    integration?.kind === 'product' &&
    integration.status === 'AGUARDANDO_APROVACAO' &&
    row.tab === 'PENDENTES_ASSOCIACAO'
  );
}

/**
 * A value of a row as the reader expects it: decimals in the language's digits with their
 * scale, competences MM/YYYY, CNPJ masked. A value the server could not read (a refused row)
 * is shown as it came in the file.
 */
export function displayCell(column: IntegrationColumn, value: string | null | undefined, language: Language) {
  switch (column.kind) {
    case 'decimal2':
      return formatValue({ decimals: 2 }, value, language);
    case 'decimal3':
      return formatValue({ decimals: 3 }, value, language);
    case 'competence':
    case 'cnpj':
      return formatValue(column.kind, value, language);
    default:
      return formatValue('text', value, language);
  }
}
