import { CYCLES } from '@trade-terms/domain/cycle-folders';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { RegisterCodesSelect } from '../../../components/form/register-codes-select';
import { yearChoices } from '../cycle-folder-view';
import { ChoicesFilter } from './choices-filter';

/** The choices every list of cycle folders filters by: year, cycle, channel and business unit. */
export interface FolderKeyChoices {
  years?: number[];
  cycles?: number[];
  channels?: string[];
  commodities?: string[];
}

/** The list's choices as its search call takes them, on a page: an empty choice is no filter. */
export function chosenSearch<F extends FolderKeyChoices & { statuses?: string[] }, P extends object>(
  filters: F,
  page: P,
): P & { [K in keyof F]?: F[K] } {
  const chosen = <T,>(values: T[] | undefined) => (values && values.length > 0 ? values : undefined);
  return {
    ...page,
    years: chosen(filters.years),
    cycles: chosen(filters.cycles),
    channels: chosen(filters.channels),
    commodities: chosen(filters.commodities),
    statuses: chosen(filters.statuses),
  } as P & { [K in keyof F]?: F[K] };
}

/** The four key filters of a list of cycle folders, as items of its filter form. */
export function FolderKeyFilters() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="years" label={t('cycleFolderScreens.fields.year')}>
        <ChoicesFilter<number>
          label={t('cycleFolderScreens.fields.year')}
          options={yearChoices(new Date()).map((year) => ({ value: year, label: String(year) }))}
        />
      </Form.Item>
      <Form.Item name="cycles" label={t('cycleFolderScreens.fields.cycle')}>
        <ChoicesFilter<number>
          label={t('cycleFolderScreens.fields.cycle')}
          options={CYCLES.map((cycle) => ({ value: cycle, label: String(cycle) }))}
        />
      </Form.Item>
      <Form.Item name="channels" label={t('cycleFolderScreens.fields.channel')}>
        <RegisterCodesSelect register="channel" aria-label={t('cycleFolderScreens.fields.channel')} />
      </Form.Item>
      <Form.Item name="commodities" label={t('cycleFolderScreens.fields.commodity')}>
        <RegisterCodesSelect register="commodity" aria-label={t('cycleFolderScreens.fields.commodity')} />
      </Form.Item>
    </>
  );
}
