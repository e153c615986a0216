import type { TAscertainmentInputRow, TAscertainmentLine } from '@trade-terms/domain/ascertainment';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { Alert, Descriptions, Drawer, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalculationStepsTable } from '../../../components/calculation-steps-table';
import { pagerOf } from '../../../components/list-page/server-table';
import { failureTexts } from '../../../platform/api-error';
import { ORIGIN_LABELS } from '../../../platform/calculation-labels';
import { currentLanguage } from '../../../platform/i18n';
import { FIRST_PAGE, type PageRequest, pageAfter } from '../../../platform/list-state';
import { formatValue } from '../../../platform/value-format';
import { useInputRows } from '../api/get-input-rows';

const ROLE_LABELS = {
  BASE: 'ascertainmentScreens.inputs.role.BASE',
  GROWTH_BASE: 'ascertainmentScreens.inputs.role.GROWTH_BASE',
} as const satisfies Record<TAscertainmentInputRow['role'], MessageKey>;

/** The input rows a line summed, paged on the server: customer, SKU, competence and basis values. */
function InputRowsTable({ line }: { line: TAscertainmentLine }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [page, setPage] = useState<PageRequest>(FIRST_PAGE);
  const rows = useInputRows(line.id, page);
  const money = (value: string) => formatValue('money', value, language);
  return (
    <>
      {rows.isError && (
        <Alert type="error" showIcon title={failureTexts(rows.error, (key) => t(key)).join(' ')} />
      )}
      <Table<TAscertainmentInputRow>
        aria-label={t('ascertainmentScreens.inputs.title')}
        size="small"
        rowKey={(row) => `${row.source}-${row.role}-${row.rowId}`}
        loading={rows.isFetching}
        dataSource={rows.data?.items ?? []}
        pagination={pagerOf(page, rows.data?.total, t)}
        onChange={(pagination) => setPage((current) => pageAfter(current, pagination))}
        columns={[
          {
            key: 'source',
            title: t('ascertainmentScreens.inputs.source'),
            render: (_v, row) => t(ORIGIN_LABELS[row.source]),
          },
          {
            key: 'role',
            title: t('ascertainmentScreens.inputs.role'),
            render: (_v, row) => t(ROLE_LABELS[row.role]),
          },
          {
            key: 'customer',
            title: t('ascertainmentScreens.inputs.customer'),
            render: (_v, row) => `${row.customer.code} - ${row.customer.name}`,
          },
          {
            key: 'sku',
            title: t('ascertainmentScreens.inputs.sku'),
            render: (_v, row) => `${row.sku.code} - ${row.sku.name}`,
          },
          { key: 'competence', dataIndex: 'competence', title: t('ascertainmentScreens.competence') },
          {
            key: 'volume',
            title: t('ascertainmentScreens.inputs.volume'),
            align: 'right',
            render: (_v, row) => formatValue('quantity', row.volume, language),
          },
          { key: 'niv', title: t('levers.basis.niv'), align: 'right', render: (_v, row) => money(row.niv) },
          { key: 'gsv', title: t('levers.basis.gsv'), align: 'right', render: (_v, row) => money(row.gsv) },
          {
            key: 'grossRevenue',
            title: t('levers.basis.grossRevenue'),
            align: 'right',
            render: (_v, row) => money(row.grossRevenue),
          },
        ]}
      />
    </>
  );
}

/**
 * "Why this number" of one line: the engine's steps in the reader's language, what kept the
 * line from a value (its inconsistencies), the justifications given, and the input rows behind
 * its base.
 */
export function WhyThisNumber({ line, onClose }: { line: TAscertainmentLine; onClose: () => void }) {
  const { t } = useTranslation();
  const title = t('ascertainmentScreens.why.title', { lever: line.leverName });
  const justifications = [
    {
      key: 'validation',
      label: t('ascertainmentScreens.validationJustification'),
      children: line.validationJustification,
    },
    { key: 'final', label: t('ascertainmentScreens.finalJustification'), children: line.finalJustification },
  ].filter((item) => item.children);
  return (
    <Drawer
      open
      // Wide enough for the input rows' nine columns without a scrolled region.
      size={1080}
      title={title}
      aria-label={title}
      closable={{ 'aria-label': t('common.close') }}
      onClose={onClose}
    >
      <Flex vertical gap={16}>
        {line.inconsistencies.map((each) => (
          <Alert
            key={`${each.code}-${each.detail ?? ''}`}
            type="warning"
            showIcon
            title={t(each.message as MessageKey)}
            description={each.detail ?? undefined}
          />
        ))}
        {justifications.length > 0 && (
          <Descriptions size="small" column={1} bordered items={justifications} />
        )}
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {t('simulator.steps.title')}
        </Typography.Title>
        <CalculationStepsTable steps={line.steps} aria-label={t('simulator.steps.title')} />
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {t('ascertainmentScreens.inputs.title')}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('ascertainmentScreens.inputs.count', { count: line.inputRows })}
        </Typography.Text>
        {line.inputRows > 0 && <InputRowsTable line={line} />}
      </Flex>
    </Drawer>
  );
}
