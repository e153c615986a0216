import type { TIntegration } from '@trade-terms/domain/integrations';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../platform/i18n';
import { formatInstant } from '../../../platform/value-format';
import { statusStyle } from '../integration-view';

/** Who imported which file and when, its status and, once approved, who approved it. */
export function IntegrationSummary({ integration }: { integration: TIntegration }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2, xl: 3 }}
      items={[
        { key: 'id', label: t('integrations.number'), children: integration.id },
        {
          key: 'status',
          label: t('integrations.statusLabel'),
          children: (
            <Tag style={statusStyle(integration.status)}>
              {t(`integrations.status.${integration.status}`)}
            </Tag>
          ),
        },
        { key: 'file', label: t('integrations.file'), children: integration.fileName },
        { key: 'importedBy', label: t('integrations.importedBy'), children: integration.requester },
        {
          key: 'importedAt',
          label: t('integrations.importedAt'),
          children: formatInstant(integration.importedAt, language),
        },
        ...(integration.approver
          ? [
              { key: 'approvedBy', label: t('integrations.approvedBy'), children: integration.approver },
              {
                key: 'approvedAt',
                label: t('integrations.approvedAt'),
                children: formatInstant(integration.approvedAt, language),
              },
            ]
          : []),
      ]}
    />
  );
}
