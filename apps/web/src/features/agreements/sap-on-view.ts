import {
  SAP_ON_SHOWN_STATES,
  SAP_ON_STATE_LABELS,
  type SapOnShownState,
  type TSapOnSearch,
} from '@trade-terms/domain/agreement-sap-on';

/** The screen's filters as the search and the export take them; an empty filter is not sent. */
export interface SapOnFilters {
  search?: string | undefined;
  channels?: string[] | undefined;
  economicGroups?: string[] | undefined;
  businessUnits?: string[] | undefined;
  states?: SapOnShownState[] | undefined;
  validFrom?: string | undefined;
  validTo?: string | undefined;
}

export type SapOnFilterValues = Omit<SapOnFilters, 'validFrom' | 'validTo'> & {
  validity?: [string | null, string | null] | null;
};

const listOrNothing = <T>(values: readonly T[] | undefined): T[] | undefined =>
  values && values.length > 0 ? [...values] : undefined;

export function sapOnFiltersOf(values: SapOnFilterValues): SapOnFilters {
  return {
    search: values.search?.trim() || undefined,
    channels: listOrNothing(values.channels),
    economicGroups: listOrNothing(values.economicGroups),
    businessUnits: listOrNothing(values.businessUnits),
    states: listOrNothing(values.states),
    validFrom: values.validity?.[0] ?? undefined,
    validTo: values.validity?.[1] ?? undefined,
  };
}

/** Only the filters that hold a value: what the export sends. */
export function sapOnExportOf(filters: SapOnFilters): Partial<TSapOnSearch> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

/** Tag colours of the states: pending waits, set up is done, refused and outdated need action. */
export const SAP_ON_STATE_COLORS: Record<SapOnShownState, string> = {
  PENDENTE: 'warning',
  CADASTRADA: 'success',
  RECUSADA: 'error',
  DESATUALIZADA: 'orange',
};

export const SAP_ON_STATE_OPTIONS = SAP_ON_SHOWN_STATES.map((state) => ({
  value: state,
  label: SAP_ON_STATE_LABELS[state],
}));
