import type { CatalogueLever, TAgreement } from '@trade-terms/domain/agreements';
import { Alert, Button, Card, Flex, Form, Space, Steps, Tag } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { FormProblems } from '../../../components/edit-form/form-problems';
import { useEditForm } from '../../../components/edit-form/use-edit-form';
import { SkippedItems } from '../../../components/list-page/skipped-items';
import { NotFoundResult } from '../../../components/not-found-result';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { failureTexts } from '../../../platform/api-error';
import { type FieldPath, showFieldErrors } from '../../../platform/form-errors';
import { currentLanguage } from '../../../platform/i18n';
import { usePublishPageCrumb } from '../../../platform/page-crumb';
import { hasRole } from '../../../platform/session';
import { mayEditAgreement } from '../agreement-actions';
import { mayChangeLeverValues } from '../agreement-documents';
import {
  type AgreementFormValues,
  agreementFormFailure,
  catalogueOf,
  formValuesOf,
  isAgreementField,
  liveTotals,
  NEW_AGREEMENT,
  stepOf,
  toSaveInput,
} from '../agreement-form';
import { APPROVER_LABELS, SIGNATURE_LABELS, STATUS_COLORS, STATUS_LABELS } from '../agreement-labels';
import { useAgreement } from '../api/get-agreement';
import { useHoldingCustomers } from '../api/get-holding-customers';
import { useHoldingFlags } from '../api/get-holding-flags';
import { useLeverOptions } from '../api/get-lever-options';
import { useSaveAgreement } from '../api/save-agreement';
import { AgreementActionsBar } from './agreement-actions-bar';
import { AgreementDetailsPanel } from './agreement-details-panel';
import { AgreementDivergences } from './agreement-divergences';
import { AgreementSignatures } from './agreement-signatures';
import { AgreementTotalsView } from './agreement-totals';
import type { BulkOutcome } from './bulk-action-bar';
import { LeversStep } from './levers-step';
import { MainInfoStep } from './main-info-step';

/** Status, signature status and approver status of a stored agreement. */
function AgreementStatusTags({ agreement }: { agreement: TAgreement }) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <Tag color={STATUS_COLORS[agreement.status]}>{t(STATUS_LABELS[agreement.status])}</Tag>
      <Tag>{t(SIGNATURE_LABELS[agreement.signatureStatus])}</Tag>
      {agreement.approverStatus && (
        <Tag color="processing">{t(APPROVER_LABELS[agreement.approverStatus])}</Tag>
      )}
    </Space>
  );
}

/** The holding's active flags, and the one the agreement names even if deactivated since. */
function flagOptions(
  active: readonly { id: number; name: string }[],
  held: { id: number; name: string } | null,
): { id: number; name: string }[] {
  return held && !active.some((flag) => flag.id === held.id) ? [...active, held] : [...active];
}

/**
 * The catalogue levers the rules know: those held by the agreement and every option offered so
 * far, so a lever keeps its name and model when its channel is taken out again.
 */
function useCatalogue(agreement: TAgreement | undefined, channels: readonly string[]) {
  const options = useLeverOptions(channels);
  const seen = useRef(new Map<number, CatalogueLever>());
  const catalogue = useMemo(() => {
    for (const [id, lever] of catalogueOf(options.data?.list ?? [], agreement?.levers ?? [])) {
      seen.current.set(id, lever);
    }
    return new Map(seen.current);
  }, [options.data, agreement]);
  return { catalogue, options: options.data?.list ?? [], loading: options.isFetching };
}

interface WizardProps {
  /** The stored agreement; undefined creates one. */
  agreement: TAgreement | undefined;
  /**
   * Rebuilds the form from the agreement as it now is (after a save, an action, or a conflict),
   * on the step the user was on.
   */
  onReload: (step: number) => void;
  /** The step a rebuilt form opens on. */
  initialStep?: number;
}

/** The two steps of an agreement, to create it or to change it while it is in registration. */
function AgreementWizard({ agreement, onReload, initialStep = 0 }: WizardProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const navigate = useNavigate();
  const [form] = Form.useForm<AgreementFormValues>();
  // What the form was built from: a 409 keeps the user's values and the version they read.
  const [initial] = useState(() => (agreement ? formValuesOf(agreement) : NEW_AGREEMENT));
  const [version] = useState(agreement?.version);
  const [step, setStep] = useState(initialStep);
  const [stale, setStale] = useState(false);
  const [skipped, setSkipped] = useState<BulkOutcome['skipped']>([]);
  const save = useSaveAgreement();
  const editable = mayEditAgreement(agreement?.status, hasRole);
  // An approved agreement takes changes of its levers' values only.
  const valuesOnly = agreement !== undefined && mayChangeLeverValues(agreement.status, hasRole);
  const approvedOrClosed = agreement?.status === 'APROVADO' || agreement?.status === 'ENCERRADO';

  const economicGroup: string | null | undefined = Form.useWatch('economicGroup', form);
  const channels: string[] = Form.useWatch('channels', form) ?? initial.channels;
  const onOff = Form.useWatch('onOff', form) ?? null;
  const flag: number | null = Form.useWatch('flag', form) ?? null;
  const levers = Form.useWatch('levers', form) ?? initial.levers;
  const customers = useHoldingCustomers(economicGroup ?? initial.economicGroup);
  const flags = useHoldingFlags(economicGroup ?? initial.economicGroup);
  const { catalogue, options, loading } = useCatalogue(agreement, channels);
  const totals = liveTotals(levers, catalogue);

  const modelAt = (index: number) =>
    catalogue.get(form.getFieldValue(['levers', index, 'leverId']))?.calculationModel;
  const isField = (path: FieldPath) => isAgreementField(path, modelAt);
  const editing = useEditForm({
    form,
    isField,
    check: (input: ReturnType<typeof toSaveInput>) =>
      agreementFormFailure(language, input, catalogue, isField),
    save: save.mutateAsync,
    onSaved: (saved) => {
      if (agreement) onReload(step);
      else navigate(paths.agreementEdit.href(saved.id), { replace: true });
    },
    onConflict: (failure) => {
      setStale(true);
      return [...failure.general, t('agreements.staleKept')];
    },
  });

  /** After a save was refused, the wizard shows the first step holding a problem. */
  const showFirstProblem = () => {
    const wrong = form.getFieldsError().find((field) => field.errors.length > 0);
    if (wrong) setStep(stepOf(wrong.name as FieldPath));
  };
  const submit = async (values: AgreementFormValues) => {
    await editing.submit(
      toSaveInput(values, agreement && version !== undefined ? { id: agreement.id, version } : undefined),
    );
    showFirstProblem();
  };
  /** The first step's own problems keep the wizard there; the levers are checked on saving. */
  const next = () => {
    const input = toSaveInput(form.getFieldsValue(true));
    const failure = agreementFormFailure(language, input, catalogue, isField);
    const mainProblems = failure?.fields.filter((field) => stepOf(field.name) === 0) ?? [];
    showFieldErrors(form, mainProblems);
    if (mainProblems.length === 0) setStep(1);
  };

  return (
    <Flex vertical gap={16}>
      {agreement && (
        <Card size="small">
          <Flex vertical gap={12}>
            <AgreementStatusTags agreement={agreement} />
            <AgreementDivergences agreement={agreement} />
            <AgreementActionsBar
              agreement={agreement}
              onChanged={(left) => {
                setSkipped(left);
                onReload(step);
              }}
            />
          </Flex>
        </Card>
      )}
      {agreement && <AgreementDetailsPanel id={agreement.id} />}
      <SkippedItems
        skipped={skipped}
        titleKey="agreements.skippedTitle"
        itemKey="agreement.skipped"
        onClose={() => setSkipped([])}
      />
      {!editable && agreement && (
        <Alert
          type="info"
          showIcon
          title={t(valuesOnly ? 'agreements.lever.valuesOnly' : 'agreements.readOnly')}
        />
      )}
      <Card>
        <Steps
          current={step}
          onChange={setStep}
          style={{ marginBottom: 24 }}
          items={[{ title: t('agreements.step.main') }, { title: t('agreements.step.levers') }]}
        />
        <FormProblems texts={editing.general} />
        {stale && (
          <Button style={{ marginBottom: 16 }} onClick={() => onReload(step)}>
            {t('agreements.reload')}
          </Button>
        )}
        <Form<AgreementFormValues>
          form={form}
          layout="vertical"
          initialValues={initial}
          disabled={!editable}
          onFinish={submit}
          onFinishFailed={showFirstProblem}
          // A flag belongs to a holding: choosing another holding leaves the flag to be chosen again.
          onValuesChange={(changed: Partial<AgreementFormValues>) => {
            if ('economicGroup' in changed) form.setFieldValue('flag', null);
          }}
        >
          {/* Both steps stay mounted, so a problem found on saving is on its field whichever shows. */}
          <div hidden={step !== 0}>
            <MainInfoStep
              customers={customers.data?.list ?? []}
              flags={flagOptions(
                flags.data?.list ?? [],
                // The flag held is of the stored holding only.
                (economicGroup ?? initial.economicGroup) === agreement?.economicGroup.code
                  ? agreement.flag
                  : null,
              )}
            />
          </div>
          <div hidden={step !== 1}>
            <Flex vertical gap={16}>
              <AgreementTotalsView totals={totals} />
              <LeversStep
                options={options}
                optionsLoading={loading}
                catalogue={catalogue}
                customers={customers.data?.list ?? []}
                channels={channels}
                onOff={onOff}
                flag={flag}
                disabled={!editable}
                // Every stored lever opens in detail; only an approved or closed one shows its status.
                stored={
                  agreement
                    ? { agreement, valuesOnly, onChanged: () => onReload(step), approvedOrClosed }
                    : undefined
                }
              />
            </Flex>
          </div>
          <Flex gap={8} justify="flex-end" style={{ marginTop: 24 }} wrap>
            <Button disabled={false} onClick={() => navigate(paths.agreements.href())}>
              {editable || valuesOnly ? t('common.cancel') : t('agreements.backToList')}
            </Button>
            {step > 0 && (
              <Button disabled={false} onClick={() => setStep(step - 1)}>
                {t('agreements.previous')}
              </Button>
            )}
            {step < 1 && (
              <Button disabled={false} type={editable && agreement ? 'default' : 'primary'} onClick={next}>
                {t('agreements.next')}
              </Button>
            )}
            {(editable || valuesOnly) && (step === 1 || agreement) && (
              <Button type="primary" htmlType="submit" disabled={false} loading={save.isPending}>
                {t('common.save')}
              </Button>
            )}
          </Flex>
        </Form>
      </Card>
      {agreement && <AgreementSignatures agreement={agreement} />}
    </Flex>
  );
}

/** /agreements/register: the wizard of a new agreement. */
export function AgreementRegisterPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('agreements.registerTitle')} />
      <AgreementWizard agreement={undefined} onReload={() => undefined} />
    </Flex>
  );
}

function StoredAgreement({ id }: { id: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const detail = useAgreement(id);
  // Each rebuild is a new form (a new key) from the agreement as read again, on the same step.
  const [rebuild, setRebuild] = useState({ generation: 0, step: 0 });
  usePublishPageCrumb(pathname, detail.data ? `${detail.data.id} - ${detail.data.description}` : null);
  if (detail.isPending) return <PageLoader />;
  if (detail.isError)
    return <Alert type="error" showIcon title={failureTexts(detail.error, (key) => t(key)).join(' ')} />;
  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={t('agreements.editHeading', { id: detail.data.id, description: detail.data.description })}
      />
      <AgreementWizard
        key={rebuild.generation}
        initialStep={rebuild.step}
        agreement={detail.data}
        onReload={(step) => setRebuild((current) => ({ generation: current.generation + 1, step }))}
      />
    </Flex>
  );
}

/** /agreements/edit/:id: the agreement, changeable in registration, with its actions. */
export function AgreementEditPage() {
  const { id } = useParams();
  const number = Number(id);
  if (!Number.isInteger(number) || number <= 0) return <NotFoundResult />;
  return <StoredAgreement key={number} id={number} />;
}
