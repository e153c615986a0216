import type { TPaymentItem } from '@trade-terms/domain/payments';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Alert, Button, Flex, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { CompetencePicker } from '../../../components/form/competence-picker';
import { ListPage } from '../../../components/list-page/list-page';
import { paths } from '../../../config/paths';
import { signedInUser } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { useExportPaymentsReport, usePaymentsReport } from '../api/payments';
import { useItemColumns } from './payments-page';

function PaymentsReport() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [competence, setCompetence] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const filters = competence ? { competences: [competence] } : null;
  const report = usePaymentsReport(filters ? { ...filters, page: page, pageSize: 20 } : null);
  const exporting = useExportPaymentsReport();
  const columns = useItemColumns();
  return (
    <ListPage
      title={t('payments.report.title')}
      actions={
        <Button
          disabled={!filters}
          loading={exporting.isPending}
          onClick={() => filters && exporting.mutate(filters, { onError: feedback.failure })}
        >
          {t('payments.report.export')}
        </Button>
      }
    >
      <Flex gap={8} align="center" wrap>
        <label htmlFor="payments-report-competence">{t('payments.fields.competence')}</label>
        <CompetencePicker
          id="payments-report-competence"
          value={competence}
          onChange={(value) => {
            setCompetence(value);
            setPage(1);
          }}
        />
      </Flex>
      {!filters ? (
        <Alert type="info" showIcon title={t('payments.competenceRequired')} />
      ) : (
        <Table<TPaymentItem>
          rowKey="id"
          columns={columns}
          dataSource={report.data?.items ?? []}
          loading={report.isFetching}
          scroll={{ x: 'max-content' }}
          pagination={{ current: page, pageSize: 20, total: report.data?.total ?? 0, onChange: setPage }}
        />
      )}
    </ListPage>
  );
}

/** /payments/report: every payment item of the chosen competence, and its export. */
export function PaymentsReportPage() {
  if (!mayOpenRoute(paths.paymentsReport.path, signedInUser()?.authorities ?? null))
    return <ForbiddenResult />;
  return <PaymentsReport />;
}
