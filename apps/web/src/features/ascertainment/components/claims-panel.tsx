import { type TAscertainment, type TClaim, ZClaimSaveSchema } from '@trade-terms/domain/ascertainment';
import { ascertainmentCalls } from '@trade-terms/domain/calls/ascertainment-calls';
import { JUSTIFICATION_MAX_LENGTH } from '@trade-terms/domain/justification';
import {
  SUPPORTING_DOCUMENT_EXTENSIONS,
  SUPPORTING_DOCUMENT_MAX_BYTES,
} from '@trade-terms/domain/supporting-documents';
import { Button, Card, Form, Input, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblems } from '../../../components/edit-form/form-problems';
import { useEditForm } from '../../../components/edit-form/use-edit-form';
import { DecimalInput } from '../../../components/form/decimal-input';
import { FileUpload } from '../../../components/form/file-upload';
import { FormDialog } from '../../../components/form-dialog';
import { uploadBodyOf } from '../../../platform/file-transfer';
import { type FieldPath, schemaCheck } from '../../../platform/form-errors';
import { currentLanguage } from '../../../platform/i18n';
import { hasRole, signedInUser } from '../../../platform/session';
import { formatInstant } from '../../../platform/value-format';
import { useClaimChange, useClaims, useDownloadClaimEvidence } from '../api/claims';
import {
  CLAIM_STATUS_LABELS,
  type ClaimAction,
  claimActionsOf,
  mayClaim,
  moneyText,
} from '../ascertainment-view';

interface ClaimValues {
  value?: string | null;
  justification?: string;
  evidence?: File | null;
}

const isField = (path: FieldPath) =>
  path[0] === 'value' || path[0] === 'justification' || path[0] === 'evidence';

/**
 * A claim on the approved ascertainment: the complementary value, its justification and, when
 * the analyst has one, its supporting document.
 */
function ClaimDialog({ ascertainmentId, onClose }: { ascertainmentId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ClaimValues>();
  const claim = useClaimChange(ascertainmentCalls.claim, ascertainmentId);
  const editing = useEditForm({
    form,
    isField,
    // The document is checked by the server, by its content; the schema checks the rest.
    check: ({ evidence: _file, ...values }: ClaimValues & { ascertainmentId: number }) =>
      schemaCheck<typeof values>(ZClaimSaveSchema, currentLanguage())(values),
    save: async (values: ClaimValues & { ascertainmentId: number }) =>
      claim.mutateAsync({
        ascertainmentId,
        value: values.value ?? '',
        justification: values.justification ?? '',
        evidence: values.evidence ? await uploadBodyOf(values.evidence) : null,
      }),
    onSaved: onClose,
  });
  return (
    <FormDialog<ClaimValues>
      form={form}
      title={t('ascertainmentScreens.claims.new')}
      okText={t('ascertainmentScreens.claims.register')}
      pending={claim.isPending}
      onClose={onClose}
      onFinish={(values) => void editing.submit({ ...values, ascertainmentId })}
    >
      <FormProblems texts={editing.general} />
      <Form.Item name="value" label={t('ascertainmentScreens.claims.value')}>
        <DecimalInput kind="money" min="0" />
      </Form.Item>
      <Form.Item name="justification" label={t('ascertainmentScreens.justification')}>
        <Input.TextArea rows={4} maxLength={JUSTIFICATION_MAX_LENGTH} showCount />
      </Form.Item>
      <Form.Item name="evidence" label={t('ascertainmentScreens.claims.evidence')} htmlFor="claim-evidence">
        <FileUpload
          id="claim-evidence"
          accept={SUPPORTING_DOCUMENT_EXTENSIONS}
          maxBytes={SUPPORTING_DOCUMENT_MAX_BYTES}
        />
      </Form.Item>
    </FormDialog>
  );
}

/** Approves (justification optional) or disapproves (justification required) a claim in analysis. */
function ClaimDecisionDialog({
  claim,
  action,
  onClose,
}: {
  claim: TClaim;
  action: ClaimAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ justification?: string }>();
  const decide = useClaimChange(ascertainmentCalls[action], claim.ascertainmentId);
  const editing = useEditForm({
    form,
    isField: (path) => path[0] === 'justification',
    save: (values: { justification?: string }) =>
      decide.mutateAsync({ id: claim.id, justification: values.justification?.trim() || null }),
    onSaved: onClose,
    onConflict: () => {
      onClose();
      return undefined;
    },
  });
  const reprove = action === 'reproveClaim';
  return (
    <FormDialog<{ justification?: string }>
      form={form}
      title={t(
        reprove ? 'ascertainmentScreens.claims.reproveTitle' : 'ascertainmentScreens.claims.approveTitle',
      )}
      okText={t(reprove ? 'ascertainmentScreens.action.reprove' : 'ascertainmentScreens.action.approve')}
      danger={reprove}
      pending={decide.isPending}
      onClose={onClose}
      onFinish={(values) => void editing.submit(values)}
    >
      <FormProblems texts={editing.general} />
      <Typography.Paragraph>
        {t('ascertainmentScreens.claims.subject', { value: moneyText(claim.value, currentLanguage()) })}
      </Typography.Paragraph>
      <Form.Item
        name="justification"
        label={t('ascertainmentScreens.justification')}
        rules={
          reprove ? [{ required: true, whitespace: true, message: t('approval.justificationRequired') }] : []
        }
      >
        <Input.TextArea rows={4} maxLength={JUSTIFICATION_MAX_LENGTH} showCount />
      </Form.Item>
    </FormDialog>
  );
}

/**
 * The claims of an ascertainment (shown once it is approved, or while it has any): each with its
 * value, justification, status and decision; registering one belongs to the analyst, deciding
 * one to the responsibles of its approval's current step.
 */
export function ClaimsPanel({ ascertainment }: { ascertainment: Pick<TAscertainment, 'id' | 'status'> }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const claims = useClaims(ascertainment.id);
  const [registering, setRegistering] = useState(false);
  const download = useDownloadClaimEvidence();
  const [deciding, setDeciding] = useState<{ claim: TClaim; action: ClaimAction } | null>(null);
  const user = { id: signedInUser()?.id ?? 0, hasRole };
  const rows = claims.data?.list ?? [];
  const mayRegister = mayClaim(ascertainment.status, hasRole);
  if (rows.length === 0 && !mayRegister) return null;
  const title = t('ascertainmentScreens.claims.title');
  return (
    <Card
      title={title}
      extra={
        mayRegister && (
          <Button onClick={() => setRegistering(true)}>{t('ascertainmentScreens.claims.new')}</Button>
        )
      }
    >
      <Table<TClaim>
        aria-label={title}
        rowKey="id"
        size="small"
        pagination={false}
        loading={claims.isFetching}
        dataSource={rows}
        columns={[
          {
            key: 'createdAt',
            title: t('ascertainmentScreens.claims.createdAt'),
            render: (_v, claim) => formatInstant(claim.createdAt, language),
          },
          {
            key: 'value',
            title: t('ascertainmentScreens.claims.value'),
            align: 'right',
            render: (_v, claim) => moneyText(claim.value, language),
          },
          {
            key: 'justification',
            dataIndex: 'justification',
            title: t('ascertainmentScreens.justification'),
          },
          {
            key: 'evidence',
            title: t('ascertainmentScreens.claims.evidence'),
            render: (_v, claim) =>
              claim.evidenceName && (
                <Button
                  type="link"
                  size="small"
                  aria-label={t('ascertainmentScreens.claims.download', { name: claim.evidenceName })}
                  loading={download.isPending && download.variables === claim.id}
                  onClick={() => download.mutate(claim.id)}
                >
                  {claim.evidenceName}
                </Button>
              ),
          },
          {
            key: 'status',
            title: t('ascertainmentScreens.status'),
            render: (_v, claim) => <Tag>{t(CLAIM_STATUS_LABELS[claim.status])}</Tag>,
          },
          {
            key: 'decision',
            title: t('ascertainmentScreens.claims.decision'),
            render: (_v, claim) => claim.decisionJustification ?? '',
          },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_v, claim) => (
              <Space wrap>
                {claimActionsOf(claim, user).map((action) => (
                  <Button
                    key={action}
                    size="small"
                    danger={action === 'reproveClaim'}
                    onClick={() => setDeciding({ claim, action })}
                  >
                    {t(
                      action === 'approveClaim'
                        ? 'ascertainmentScreens.action.approve'
                        : 'ascertainmentScreens.action.reprove',
                    )}
                  </Button>
                ))}
              </Space>
            ),
          },
        ]}
      />
      {registering && (
        <ClaimDialog ascertainmentId={ascertainment.id} onClose={() => setRegistering(false)} />
      )}
      {deciding && (
        <ClaimDecisionDialog
          claim={deciding.claim}
          action={deciding.action}
          onClose={() => setDeciding(null)}
        />
      )}
    </Card>
  );
}
