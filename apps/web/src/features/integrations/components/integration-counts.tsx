import type { IntegrationDeclaration, TIntegration } from '@trade-terms/domain/integrations';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface IntegrationCountsProps {
  integration: IntegrationDeclaration;
  counts: TIntegration['counts'];
}

/** The rows of each of the kind's tabs, in the screen's tab order. */
export function IntegrationCounts({ integration, counts }: IntegrationCountsProps) {
  const { t } = useTranslation();
  return (
    <Flex vertical>
      {integration.tabs.map((tab) => (
        <Typography.Text key={tab} style={{ whiteSpace: 'nowrap' }}>
          {t(`integrations.tab.${tab}`)}: {counts[tab] ?? 0}
        </Typography.Text>
      ))}
    </Flex>
  );
}
