import type { TReturnedAgreement } from '@trade-terms/domain/agreement-details';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Alert, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { failureTexts } from '../../../platform/api-error';
import { currentLanguage } from '../../../platform/i18n';
import { FIRST_PAGE } from '../../../platform/list-state';
import { signedInUser } from '../../../platform/session';
import { formatInstant } from '../../../platform/value-format';
import { STATUS_COLORS, STATUS_LABELS } from '../agreement-labels';
import type { AgreementFilters } from '../agreement-list';
import { useSearchReturned } from '../api/search-returned-agreements';

/** How many agreements under the filters were turned back to registration (the toggle's count). */
export function useReturnedCount(filters: AgreementFilters) {
  return useSearchReturned({ ...filters, page: 1, pageSize: 1 }).data?.total;
}

/**
 * The agreements turned back to registration after their approval and not approved since, under
 * the list's filters, latest return first, each with who turned it back, when and why
 * (`buscarContratoRetornadoEmCadastro`).
 */
export function ReturnedAgreementsTable({ filters }: { filters: AgreementFilters }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [page, setPage] = useState(FIRST_PAGE);
  const returned = useSearchReturned({ ...filters, ...page });
  const mayOpen = mayOpenRoute(paths.agreementEdit.path, signedInUser()?.authorities ?? null);
  return (
    <section aria-label={t('agreements.returned.title')}>
      {returned.isError && (
        <Alert type="error" showIcon title={failureTexts(returned.error, (key) => t(key)).join(' ')} />
      )}
      <Table<TReturnedAgreement>
        rowKey="id"
        loading={returned.isFetching}
        dataSource={returned.data?.items ?? []}
        pagination={{
          current: page.page,
          pageSize: page.pageSize,
          total: returned.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('common.total', { total }),
          onChange: (page, pageSize) => setPage({ page, pageSize }),
        }}
        columns={[
          { key: 'id', dataIndex: 'id', title: t('agreements.id'), width: 80 },
          {
            key: 'description',
            title: t('agreements.description'),
            render: (_value, row) =>
              mayOpen ? (
                <Link to={paths.agreementEdit.href(row.id)}>{row.description}</Link>
              ) : (
                row.description
              ),
          },
          {
            key: 'holding',
            title: t('agreements.holding'),
            render: (_value, { economicGroup }) => `${economicGroup.code} - ${economicGroup.name}`,
          },
          {
            key: 'status',
            title: t('agreements.status'),
            render: (_value, row) => (
              <Tag color={STATUS_COLORS[row.status]}>{t(STATUS_LABELS[row.status])}</Tag>
            ),
          },
          {
            key: 'returnedAt',
            title: t('agreements.returned.at'),
            render: (_value, row) => formatInstant(row.returned.at, language),
          },
          {
            key: 'returnedBy',
            title: t('agreements.returned.by'),
            render: (_value, row) => row.returned.by?.name ?? t('agreement.history.system'),
          },
          {
            key: 'justification',
            title: t('agreements.justification'),
            render: (_value, row) => row.returned.justification ?? '',
          },
        ]}
      />
    </section>
  );
}
