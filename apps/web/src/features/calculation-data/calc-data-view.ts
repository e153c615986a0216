import {
  CALC_DATA_SOURCES,
  type CalcDataSource,
  type TCalcDataFilters,
} from '@trade-terms/domain/calculation-data';
import { CALC_DATA_ROLES } from '@trade-terms/domain/calls/calculation-data-calls';
import { currentCompetence } from '@trade-terms/domain/competence';

/** The filters a tab holds; a code left empty means "any". */
export type CalcDataFilterValues = Partial<
  Record<Exclude<keyof TCalcDataFilters, 'competenceFrom' | 'competenceTo'>, string | null>
> &
  Pick<TCalcDataFilters, 'competenceFrom' | 'competenceTo'>;

/** The window a tab opens on: the current month. */
export function defaultCalcDataWindow(
  now: Date = new Date(),
): Pick<TCalcDataFilters, 'competenceFrom' | 'competenceTo'> {
  const current = currentCompetence(now);
  return { competenceFrom: current, competenceTo: current };
}

/** The filters as the calls take them: empty codes left out. */
export function calcDataFiltersOf(values: CalcDataFilterValues): TCalcDataFilters {
  const filters: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text !== '') filters[name] = text;
  }
  return filters as unknown as TCalcDataFilters;
}

/** The sources whose data the holder of these roles may read, in the tabs' order. */
export function readableSources(hasRole: (role: string) => boolean): CalcDataSource[] {
  return CALC_DATA_SOURCES.filter((source) => CALC_DATA_ROLES[source].view.some(hasRole));
}

/** The sources the holder of these roles may import. */
export function importableSources(hasRole: (role: string) => boolean): CalcDataSource[] {
  return CALC_DATA_SOURCES.filter((source) => CALC_DATA_ROLES[source].edit.some(hasRole));
}
