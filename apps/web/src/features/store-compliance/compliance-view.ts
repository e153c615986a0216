import { competenceOf, formatCompetence } from '@trade-terms/domain/competence';
import type { Language } from '@trade-terms/domain/i18n';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import type { GoalAnswerType, ThresholdSource } from '@trade-terms/domain/store-compliance';
import { formatDecimal } from '../../platform/value-format';

/** The filters both reports share: the competence window and the dimensions (codes, lever ids). */
export interface ComplianceFilters {
  competenceFrom: string;
  competenceTo: string;
  channels?: string[] | undefined;
  economicGroups?: string[] | undefined;
  leverIds?: number[] | undefined;
  regions?: string[] | undefined;
  businessUnits?: string[] | undefined;
}

/** The reports open on the current year up to the current month. */
export function defaultWindow(
  now: Date = new Date(),
): Pick<ComplianceFilters, 'competenceFrom' | 'competenceTo'> {
  const current = competenceOf(now);
  return {
    competenceFrom: formatCompetence({ year: current.year, month: 1 }),
    competenceTo: formatCompetence(current),
  };
}

/** The filters as sent: an empty choice means "any", so it is left out. */
export function complianceFiltersOf(values: ComplianceFilters): ComplianceFilters {
  const lists = ['channels', 'economicGroups', 'leverIds', 'regions', 'businessUnits'] as const;
  const filters: ComplianceFilters = {
    competenceFrom: values.competenceFrom,
    competenceTo: values.competenceTo,
  };
  for (const name of lists) {
    const list = values[name];
    if (list && list.length > 0) Object.assign(filters, { [name]: list });
  }
  return filters;
}

/** A compliance % as the reports show it: four places, in the reader's number format. */
export function compliancePercentText(text: string | null, language: Language): string | null {
  return text === null ? null : `${formatDecimal(text, language, { exactly: 4 })}%`;
}

export const THRESHOLD_SOURCE_LABELS: Record<ThresholdSource, MessageKey> = {
  AGREEMENT_LEVER: 'complianceReports.source.agreementLever',
  SUBREGION: 'complianceReports.source.subregion',
  PACK_CATEGORY: 'complianceReports.source.packCategory',
};

/** What "reached" reads: yes, no, or why it cannot be judged. */
export function reachedLabel(row: { reached: boolean | null; auditedStores: number }): MessageKey {
  if (row.reached === true) return 'complianceReports.yes';
  if (row.reached === false) return 'complianceReports.no';
  return row.auditedStores === 0 ? 'complianceReports.noAuditedStores' : 'complianceReports.noThreshold';
}

export const ANSWER_TYPE_LABELS: Record<GoalAnswerType, MessageKey> = {
  SIM_NAO: 'fieldOptions.answerType.SIM_NAO',
  NUMERO: 'fieldOptions.answerType.NUMERO',
  TEXTO: 'fieldOptions.answerType.TEXTO',
};

/** An answer as the list shows it: yes or no in the reader's language, a number in its format. */
export function answerDisplay(
  answer: { answer: string; answerType: GoalAnswerType },
  language: Language,
  t: (key: MessageKey) => string,
): string {
  if (answer.answerType === 'SIM_NAO')
    return t(answer.answer === 'SIM' ? 'complianceReports.yes' : 'complianceReports.no');
  if (answer.answerType === 'NUMERO') return formatDecimal(answer.answer, language, { atMost: 4 });
  return answer.answer;
}
