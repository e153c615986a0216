import type { AgreementStatus, SignatureStatus } from '@trade-terms/domain/agreements';

/** The list's filters as the search call takes them; a filter left empty is not sent. */
export interface AgreementFilters {
  search?: string | undefined;
  economicGroups?: string[] | undefined;
  channels?: string[] | undefined;
  statuses?: AgreementStatus[] | undefined;
  signatureStatuses?: SignatureStatus[] | undefined;
  regions?: string[] | undefined;
  businessUnits?: string[] | undefined;
  customer?: string | undefined;
  cnpjRoot?: string | undefined;
  /** DD/MM/YYYY: agreements valid on at least one day of the window. */
  validFrom?: string | undefined;
  validTo?: string | undefined;
}

/** What the filter form holds: the validity window as one pair of dates. */
export type FilterFormValues = Omit<AgreementFilters, 'validFrom' | 'validTo'> & {
  validity?: [string | null, string | null] | null;
};

const listOrNothing = <T>(values: readonly T[] | undefined): T[] | undefined =>
  values && values.length > 0 ? [...values] : undefined;

const textOrNothing = (text: string | undefined): string | undefined => text?.trim() || undefined;

/** Every filter of the form, an empty list or text standing for "any" (sent as nothing). */
export function filtersOf(values: FilterFormValues): AgreementFilters {
  return {
    search: textOrNothing(values.search),
    economicGroups: listOrNothing(values.economicGroups),
    channels: listOrNothing(values.channels),
    statuses: listOrNothing(values.statuses),
    signatureStatuses: listOrNothing(values.signatureStatuses),
    regions: listOrNothing(values.regions),
    businessUnits: listOrNothing(values.businessUnits),
    customer: textOrNothing(values.customer),
    cnpjRoot: textOrNothing(values.cnpjRoot),
    validFrom: values.validity?.[0] ?? undefined,
    validTo: values.validity?.[1] ?? undefined,
  };
}

/** Only the filters holding a value, for the tabs' counts and the selection's scope. */
export function activeFilters(filters: AgreementFilters): AgreementFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}
