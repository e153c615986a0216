import type { TAscertainment } from '@trade-terms/domain/ascertainment';
import type { TFinding, TReconciliation } from '@trade-terms/domain/ascertainment-reconciliation';
import { JUSTIFICATION_MAX_LENGTH } from '@trade-terms/domain/justification';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { Alert, Button, Card, Form, Input, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { PanelPlaceholder } from '../../../components/panel-placeholder';
import { currentLanguage } from '../../../platform/i18n';
import { hasRole } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { formatInstant } from '../../../platform/value-format';
import { useOverrideFinding, useReconciliation } from '../api/reconciliation';
import { mayValidate } from '../ascertainment-view';

/** The sell-in recalculation warning: what changed and when; on an approved one, information only. */
function RecalculationWarning({ warning }: { warning: NonNullable<TReconciliation['warning']> }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Alert
      type={warning.informative ? 'info' : 'warning'}
      showIcon
      title={warning.message}
      description={[
        t('reconciliation.changed', {
          at: formatInstant(warning.changedAt, language),
          sources: warning.sources.join(', '),
          competences: warning.competences.join(', '),
        }),
        warning.informative ? t('reconciliation.informative') : '',
      ]
        .filter(Boolean)
        .join(' ')}
    />
  );
}

function OverrideDialog({
  ascertainment,
  finding,
  onClose,
}: {
  ascertainment: TAscertainment;
  finding: TFinding;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const override = useOverrideFinding();
  const [form] = Form.useForm<{ justification?: string }>();
  const submit = async (justification: string) => {
    try {
      await override.mutateAsync({
        id: ascertainment.id,
        version: ascertainment.version,
        findingId: finding.id,
        justification,
      });
      onClose();
    } catch (error) {
      feedback.failure(error);
    }
  };
  return (
    <FormDialog<{ justification?: string }>
      form={form}
      title={t('reconciliation.override')}
      okText={t('reconciliation.override')}
      pending={override.isPending}
      onClose={onClose}
      onFinish={(values) => void submit(values.justification?.trim() ?? '')}
    >
      <Typography.Paragraph>{`${t(finding.message as MessageKey)} (${finding.detail})`}</Typography.Paragraph>
      <Form.Item
        name="justification"
        label={t('ascertainmentScreens.justification')}
        rules={[{ required: true, whitespace: true, message: t('approval.justificationRequired') }]}
      >
        <Input.TextArea rows={4} maxLength={JUSTIFICATION_MAX_LENGTH} showCount />
      </Form.Item>
    </FormDialog>
  );
}

/**
 * The reconciliation of the ascertainment's inputs on its screen: the warning when data changed
 * after the calculation, then each finding with its override (or the button to justify it).
 */
export function ReconciliationPanel({ ascertainment }: { ascertainment: TAscertainment }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const reconciliation = useReconciliation(ascertainment.id);
  const [justifying, setJustifying] = useState<TFinding | null>(null);
  const data = reconciliation.data;
  // The card holds its place while the reconciliation loads, so what is below it (evidence,
  // claims) does not move under the user's pointer when it arrives.
  if (!data) return <PanelPlaceholder title={t('reconciliation.title')} queries={[reconciliation]} />;
  const editing = mayValidate(ascertainment.status, hasRole);
  return (
    <Card title={t('reconciliation.title')}>
      {data.warning && <RecalculationWarning warning={data.warning} />}
      {data.findings.length === 0 && <Typography.Paragraph>{t('reconciliation.none')}</Typography.Paragraph>}
      {data.findings.length > 0 && (
        <List
          dataSource={data.findings}
          renderItem={(finding) => (
            <List.Item
              actions={
                editing && !finding.overriddenAt
                  ? [
                      <Button key="override" onClick={() => setJustifying(finding)}>
                        {t('reconciliation.override')}
                      </Button>,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                title={
                  <>
                    <Tag color={finding.overriddenAt ? 'default' : 'warning'}>
                      {t(finding.message as MessageKey)}
                    </Tag>
                    <Typography.Text>{finding.detail}</Typography.Text>
                  </>
                }
                description={
                  finding.overriddenAt
                    ? t('reconciliation.overridden', {
                        user: finding.overriddenByName ?? '',
                        at: formatInstant(finding.overriddenAt, language),
                        justification: finding.overrideJustification ?? '',
                      })
                    : null
                }
              />
            </List.Item>
          )}
        />
      )}
      {justifying && (
        <OverrideDialog
          ascertainment={ascertainment}
          finding={justifying}
          onClose={() => setJustifying(null)}
        />
      )}
    </Card>
  );
}
