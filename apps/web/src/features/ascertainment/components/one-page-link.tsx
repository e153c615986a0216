import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The edit page's way to the one page of its agreement and period. */
export function OnePageLink({ id }: { id: number }) {
  const { t } = useTranslation();
  return <Link to={paths.ascertainmentOnePage.href(id)}>{t('ascertainmentOnePage.open')}</Link>;
}
