import { INTEGRATIONS, type IntegrationKind } from '@trade-terms/domain/integrations';
import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasRole } from '../../../platform/session';
import { IntegrationHistory } from './integration-history';
import { IntegrationReview } from './integration-review';
import { IntegrationUpload } from './integration-upload';
import { SellInCheck } from './sell-in-check';

export interface IntegrationPageProps {
  kind: IntegrationKind;
}

/**
 * One manual integration: upload the ERP's file, review its rows in the spec's tabs (the latest
 * integration, or the one opened from the history), resolve pending associations, approve.
 */
export function IntegrationPage({ kind }: IntegrationPageProps) {
  const { t } = useTranslation();
  const integration = INTEGRATIONS[kind];
  const canEdit = hasRole(integration.editRole);
  // The integration opened from the history; without one the server answers the latest of the
  // kind, which a file just sent becomes.
  const [integrationId, setIntegrationId] = useState<number | undefined>(undefined);

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {t(integration.title)}
      </Typography.Title>
      {canEdit && (
        <IntegrationUpload integration={integration} onQueued={() => setIntegrationId(undefined)} />
      )}
      <IntegrationReview
        integration={integration}
        integrationId={integrationId}
        canEdit={canEdit}
        onShowLatest={() => setIntegrationId(undefined)}
      />
      {kind === 'sellIn' && <SellInCheck />}
      <IntegrationHistory integration={integration} onOpen={setIntegrationId} openId={integrationId} />
    </Flex>
  );
}

/** The route table's screen for one kind. */
export function integrationScreen(kind: IntegrationKind) {
  return function IntegrationScreen() {
    return <IntegrationPage key={kind} kind={kind} />;
  };
}
