import type { TCycleFolderLineOption } from '@trade-terms/domain/cycle-folders';
import { Alert, Card, Flex, Form, type FormInstance, Statistic, Table, type TableProps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../platform/i18n';
import { formatValue } from '../../../platform/value-format';
import {
  type ActionFormValues,
  type FolderFormValues,
  folderPlanned,
  type LineUsage,
  lineUsage,
} from '../cycle-folder-view';

const money = (value: string) => formatValue('money', value, currentLanguage());

/** The folder's total planned as typed, and per map line what it plans against what is available. */
export function CycleFolderTotals({
  form,
  lines,
  lineLabel,
}: {
  form: FormInstance<FolderFormValues>;
  lines: readonly TCycleFolderLineOption[];
  lineLabel: (id: number) => string;
}) {
  const { t } = useTranslation();
  const actions = (Form.useWatch('actions', { form, preserve: true }) ?? []) as ActionFormValues[];
  const usage = lineUsage(actions, lines, lineLabel);
  const above = usage.filter((line) => line.above).length;
  return (
    <Card title={t('cycleFolderScreens.totals.title')}>
      <Flex vertical gap={12}>
        <Statistic
          title={t('cycleFolderScreens.totals.planned')}
          value={money(folderPlanned(actions))}
          valueRender={(node) => <span data-testid="folder-planned">{node}</span>}
        />
        {above > 0 && (
          <Alert
            type="warning"
            showIcon
            title={t('cycleFolderScreens.totals.aboveWarning', { count: above })}
          />
        )}
        {usage.length > 0 && (
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            aria-label={t('cycleFolderScreens.totals.byLine')}
            title={() => t('cycleFolderScreens.totals.byLine')}
            dataSource={usage}
            columns={[
              { key: 'label', dataIndex: 'label', title: t('cycleFolderScreens.totals.line') },
              {
                key: 'planned',
                align: 'right',
                title: t('cycleFolderScreens.totals.linePlanned'),
                render: (_v, line) => money(line.planned),
              },
              ...(lines.length === 0
                ? []
                : ([
                    {
                      key: 'available',
                      align: 'right',
                      title: t('cycleFolderScreens.totals.available'),
                      render: (_v, line) => (line.available === null ? '—' : money(line.available)),
                    },
                    {
                      key: 'above',
                      title: t('cycleFolderScreens.fields.status'),
                      render: (_v, line) =>
                        line.available === null ? (
                          '—'
                        ) : line.above ? (
                          <Tag color="warning">{t('cycleFolderScreens.totals.above')}</Tag>
                        ) : (
                          <Tag color="success">{t('cycleFolderScreens.totals.within')}</Tag>
                        ),
                    },
                  ] satisfies TableProps<LineUsage>['columns'])),
            ]}
          />
        )}
      </Flex>
    </Card>
  );
}
