import type { FundsType, SignatureStatus } from '@trade-terms/domain/agreements';
import type { AscertainmentStatus } from '@trade-terms/domain/ascertainment';
import type { TAscertainmentReportFilters } from '@trade-terms/domain/ascertainment-details-report';
import { currentCompetence } from '@trade-terms/domain/competence';

/** The details report's filter form: the list's filters with a competence window and statuses. */
export interface ReportFilterValues {
  competenceFrom?: string | null | undefined;
  competenceTo?: string | null | undefined;
  commodities?: string[] | undefined;
  economicGroups?: string[] | undefined;
  channels?: string[] | undefined;
  fundsTypes?: FundsType[] | undefined;
  signatureStatuses?: SignatureStatus[] | undefined;
  statuses?: AscertainmentStatus[] | undefined;
}

/** The report opens on the current month, as the ascertainment list does. */
export function firstReportFilters(): ReportFilterValues {
  const month = currentCompetence();
  return { competenceFrom: month, competenceTo: month };
}

/** The form's values as the calls take them: empty lists and cleared competences are not sent. */
export function reportFiltersOf(values: ReportFilterValues): TAscertainmentReportFilters {
  const filters: Record<string, unknown> = {
    competenceFrom: values.competenceFrom?.trim() || undefined,
    competenceTo: values.competenceTo?.trim() || undefined,
  };
  for (const key of [
    'commodities',
    'economicGroups',
    'channels',
    'fundsTypes',
    'signatureStatuses',
    'statuses',
  ] as const) {
    const list = values[key];
    if (list && list.length > 0) filters[key] = [...list];
  }
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as TAscertainmentReportFilters;
}
