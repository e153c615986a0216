import {
  ASCERTAINMENT_ORIGINS,
  CALCULATION_BASES,
  CALCULATION_MODELS,
  PERIODICITIES,
  PERIODICITY_LABELS,
  type TLever,
} from '@trade-terms/domain/levers';
import { Alert, Card, Flex, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { EditActions } from '../../../components/edit-form/edit-actions';
import { FormProblems } from '../../../components/edit-form/form-problems';
import { useEditForm } from '../../../components/edit-form/use-edit-form';
import { AppSelect } from '../../../components/form/app-select';
import { MultiSelect } from '../../../components/form/multi-select';
import { ReferenceSelect } from '../../../components/form/reference-select';
import { RegisterCodeSelect } from '../../../components/form/register-codes-select';
import { WireDatePicker } from '../../../components/form/wire-date-picker';
import { NotFoundResult } from '../../../components/not-found-result';
import { PageTitle } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { BASIS_LABELS, MODEL_LABELS, ORIGIN_LABELS } from '../../../platform/calculation-labels';
import { clearChangedFieldErrors, type FieldPath } from '../../../platform/form-errors';
import { currentLanguage } from '../../../platform/i18n';
import { useListReturn } from '../../../platform/list-return';
import { usePublishPageCrumb } from '../../../platform/page-crumb';
import { useLever } from '../api/get-lever';
import { type TSaveLeverInput, useSaveLever } from '../api/save-lever';
import {
  formValuesOf,
  isLeverField,
  type LeverFormValues,
  leverFormFailure,
  NEW_LEVER,
  saveInputOf,
  showsBasis,
} from '../lever-form';
import { choicesOf } from '../lever-labels';
import { LeverEventsEditor } from './lever-events-editor';

const WIDE = { gridColumn: '1 / -1' };

/**
 * The lever's one form, full page: creates at /lever/register, changes at /lever/edit/:id. The
 * model decides what else it asks for: a basis for models over a base, the customer and the SAP
 * payer for facing, the events table for quota events.
 */
function LeverForm({ lever, reload }: { lever: TLever | null; reload: () => Promise<TLever | undefined> }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const navigate = useNavigate();
  const [form] = Form.useForm<LeverFormValues>();
  const model = Form.useWatch('calculationModel', form);
  const save = useSaveLever();
  const listHref = useListReturn(paths.levers.href());
  const isField = (path: FieldPath) => isLeverField(path, form.getFieldValue('calculationModel'));
  const editing = useEditForm({
    form,
    isField,
    check: (input: TSaveLeverInput) => leverFormFailure(language, input, isField),
    save: save.mutateAsync,
    onSaved: () => navigate(listHref),
    // Someone saved first: the server says so, and the form shows what is current now.
    onConflict: async (failure) => {
      const fresh = await reload();
      if (fresh) form.setFieldsValue(formValuesOf(fresh));
      return [...failure.general, t('levers.staleReloaded')];
    },
  });

  const submit = (values: LeverFormValues) =>
    editing.submit(saveInputOf(values, lever ? { id: lever.id, version: lever.version } : undefined));

  return (
    <Card>
      <FormProblems texts={editing.general} />
      <Form<LeverFormValues>
        form={form}
        layout="vertical"
        initialValues={lever ? formValuesOf(lever) : NEW_LEVER}
        onFinish={submit}
        onValuesChange={(changed) => clearChangedFieldErrors(form, changed)}
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
          gap: '0 24px',
        }}
      >
        <Form.Item name="name" label={t('common.name')} required>
          <Input maxLength={150} />
        </Form.Item>
        <Form.Item name="channel" label={t('levers.channel')} required>
          <RegisterCodeSelect register="channel" aria-label={t('levers.channel')} />
        </Form.Item>
        <Form.Item name="active" label={t('levers.active')} valuePropName="checked">
          <Switch aria-label={t('levers.active')} />
        </Form.Item>
        <Form.Item name="validityStart" label={t('levers.validityStart')} required>
          <WireDatePicker />
        </Form.Item>
        <Form.Item name="validityEnd" label={t('levers.validityEnd')}>
          <WireDatePicker />
        </Form.Item>
        <Form.Item name="periodicities" label={t('levers.periodicities')} required>
          <MultiSelect
            aria-label={t('levers.periodicities')}
            options={choicesOf(PERIODICITIES, PERIODICITY_LABELS, t)}
          />
        </Form.Item>
        <Form.Item name="needsEvidence" label={t('levers.needsEvidence')} valuePropName="checked">
          <Switch aria-label={t('levers.needsEvidence')} />
        </Form.Item>
        <Form.Item name="calculationModel" label={t('levers.calculationModel')} required>
          <AppSelect
            aria-label={t('levers.calculationModel')}
            options={choicesOf(CALCULATION_MODELS, MODEL_LABELS, t)}
          />
        </Form.Item>
        <Form.Item name="ascertainmentOrigin" label={t('levers.ascertainmentOrigin')} required>
          <AppSelect
            aria-label={t('levers.ascertainmentOrigin')}
            options={choicesOf(ASCERTAINMENT_ORIGINS, ORIGIN_LABELS, t)}
          />
        </Form.Item>
        {showsBasis(model) && (
          <Form.Item name="calculationBasis" label={t('levers.calculationBasis')} required>
            <AppSelect
              aria-label={t('levers.calculationBasis')}
              options={choicesOf(CALCULATION_BASES, BASIS_LABELS, t)}
            />
          </Form.Item>
        )}
        {model === 'FIXED_VALUE' && (
          <>
            <Form.Item name="customerId" label={t('levers.customer')} required>
              <ReferenceSelect references="customer" aria-label={t('levers.customer')} />
            </Form.Item>
            <Form.Item name="payerCustomerId" label={t('levers.payerCustomer')} required>
              <ReferenceSelect references="customer" aria-label={t('levers.payerCustomer')} />
            </Form.Item>
          </>
        )}
        {model === 'QUOTA_EVENT' && (
          <div style={{ ...WIDE, marginBottom: 24 }}>
            <LeverEventsEditor />
          </div>
        )}
        <Form.Item style={{ ...WIDE, marginBottom: 0 }}>
          <EditActions
            canEdit
            saving={save.isPending}
            onCancel={() => navigate(listHref)}
            justify="flex-start"
          />
        </Form.Item>
      </Form>
    </Card>
  );
}

/** /lever/register: a new lever. */
export function LeverRegisterPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16}>
      <PageTitle>{t('levers.registerTitle')}</PageTitle>
      <LeverForm lever={null} reload={async () => undefined} />
    </Flex>
  );
}

function LeverEdit({ id }: { id: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const lever = useLever(id);
  // The trail ends with the lever's name ("Alavancas / Rebate de volume").
  usePublishPageCrumb(pathname, lever.data?.name ?? null);
  if (lever.isPending) return <PageLoader />;
  if (lever.isError) return <Alert type="error" showIcon title={t('levers.notFound')} />;
  return (
    <Flex vertical gap={16}>
      <PageTitle>{t('levers.editTitleNamed', { name: lever.data.name })}</PageTitle>
      <LeverForm lever={lever.data} reload={async () => (await lever.refetch()).data} />
    </Flex>
  );
}

/** /lever/edit/:id: the lever read, to change it (sent with the version read). */
export function LeverEditPage() {
  const { id } = useParams();
  const number = Number(id);
  if (!Number.isInteger(number) || number <= 0) return <NotFoundResult />;
  return <LeverEdit key={number} id={number} />;
}
