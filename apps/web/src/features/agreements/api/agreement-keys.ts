import type { TSearchAgreementsInput } from './search-agreements';

export const agreementKeys = {
  all: ['agreements'] as const,
  lists: () => [...agreementKeys.all, 'list'] as const,
  list: (search: TSearchAgreementsInput) => [...agreementKeys.lists(), search] as const,
  /** The tabs' counts under the list's filters: read again whenever a list is. */
  tabCounts: (search: TSearchAgreementsInput) => [...agreementKeys.lists(), 'tab-counts', search] as const,
  details: () => [...agreementKeys.all, 'detail'] as const,
  detail: (id: number) => [...agreementKeys.details(), id] as const,
  /**
   * What is read beside an agreement (its details for the approvers, its levers' statuses, rows
   * and details): outside `detail(id)`, so a change refreshes them without waiting for them.
   */
  reads: (id: number) => [...agreementKeys.all, 'reads', id] as const,
  approvalDetails: (id: number) => [...agreementKeys.reads(id), 'details'] as const,
  leverStatus: (id: number) => [...agreementKeys.reads(id), 'lever-status'] as const,
  leverRows: (id: number, page: object) => [...agreementKeys.reads(id), 'lever-rows', page] as const,
  leverDetail: (agreementId: number, leverId: number) =>
    [...agreementKeys.reads(agreementId), 'lever', leverId] as const,
  /** The agreements turned back to registration under the list's filters. */
  returned: (search: object) => [...agreementKeys.lists(), 'returned', search] as const,
  /** The signed files of an agreement, removed ones too. */
  signatures: (id: number) => [...agreementKeys.all, 'signatures', id] as const,
  /** The SAP customers of a holding, for the wizard. */
  customers: (economicGroup: string) => [...agreementKeys.all, 'customers', economicGroup] as const,
  /** The active flags of a holding, for the wizard. */
  flags: (economicGroup: string) => [...agreementKeys.all, 'flags', economicGroup] as const,
  /** The catalogue levers the wizard may take for some channels. */
  leverOptions: (channels: readonly string[]) => [...agreementKeys.all, 'lever-options', channels] as const,
  /** The agreements of an uploaded massive template's preview. */
  templatePreviews: () => [...agreementKeys.all, 'template-preview'] as const,
};
