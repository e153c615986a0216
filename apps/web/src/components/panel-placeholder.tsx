import { Alert, Card, type CardProps, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureTexts } from '../platform/api-error';

/** What the placeholder reads of a query (TanStack Query's result). */
interface QueryState {
  error: unknown;
}

/**
 * What a part of a screen shows in its place until its queries have answered: a one-line
 * skeleton while they load, so what is below does not move under the user's pointer when the
 * data arrives, and an error alert when one of them failed. `failureTitle` words the alert from
 * the failure's texts; without it the texts are the title.
 */
export function QueryPlaceholder({
  queries,
  failureTitle,
}: {
  queries: readonly QueryState[];
  failureTitle?: (reason: string) => string;
}) {
  const { t } = useTranslation();
  const failed = queries.find((query) => query.error)?.error;
  if (!failed) return <Skeleton active title={false} paragraph={{ rows: 1 }} />;
  const reason = failureTexts(failed, (key) => t(key)).join(' ');
  return <Alert type="error" showIcon title={failureTitle ? failureTitle(reason) : reason} />;
}

/** A titled panel (card) holding its place until its queries have answered (`QueryPlaceholder`). */
export function PanelPlaceholder({
  title,
  size,
  queries,
}: {
  title: string;
  size?: CardProps['size'];
  queries: readonly QueryState[];
}) {
  return (
    <Card size={size} title={title}>
      <QueryPlaceholder queries={queries} />
    </Card>
  );
}
