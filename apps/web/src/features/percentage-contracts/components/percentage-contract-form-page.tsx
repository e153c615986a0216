import { CALCULATION_BASES, type CalculationBasis } from '@trade-terms/domain/levers';
import type { TPercentageContract } from '@trade-terms/domain/percentage-contracts';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Alert, Button, Card, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { FormProblems } from '../../../components/edit-form/form-problems';
import { useEditForm } from '../../../components/edit-form/use-edit-form';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { CompetencePicker } from '../../../components/form/competence-picker';
import { DecimalInput } from '../../../components/form/decimal-input';
import { RegisterCodeSelect, SAP_PAYERS } from '../../../components/form/register-codes-select';
import { PageTitle } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { clearChangedFieldErrors } from '../../../platform/form-errors';
import { usePublishPageCrumb } from '../../../platform/page-crumb';
import { hasRole, signedInUser } from '../../../platform/session';
import { type TContractSaveInput, useContract, useSaveContract } from '../api/percentage-contracts';
import { BASIS_LABELS, mayEditContract } from '../percentage-contracts-view';

const FORM_ID = 'percentage-contract-form';
const FIELDS = [
  'customer',
  'budgetType',
  'commodity',
  'percentage',
  'basis',
  'validityStart',
  'validityEnd',
  'payer',
  'description',
] as const;
const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: '0 24px',
} as const;

interface ContractValues {
  customer?: string | null;
  budgetType?: string | null;
  commodity?: string | null;
  percentage?: string | null;
  basis?: CalculationBasis | null;
  validityStart?: string | null;
  validityEnd?: string | null;
  payer?: string | null;
  description?: string;
}

const valuesOf = (contract: TPercentageContract): ContractValues => ({
  customer: contract.customer,
  budgetType: contract.budgetType,
  commodity: contract.commodity,
  percentage: contract.percentage,
  basis: contract.basis,
  validityStart: contract.validityStart,
  validityEnd: contract.validityEnd,
  payer: contract.payer,
  description: contract.description,
});

/** The register and edit form of a contract; the server's field problems land on their fields. */
function ContractEditor({ contract }: { contract: TPercentageContract | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<ContractValues>();
  const save = useSaveContract();
  const editable = contract === null || mayEditContract(contract, hasRole);
  const required = [{ required: true, message: t('errors.required') }];
  const editing = useEditForm({
    form,
    isField: (path) => (FIELDS as readonly (string | number)[]).includes(path[0] ?? ''),
    save: save.mutateAsync,
    onSaved: () => navigate(paths.percentageValue.href()),
  });
  const submit = (values: ContractValues) =>
    void editing.submit({
      ...(contract ? { id: contract.id, version: contract.version } : {}),
      customer: values.customer ?? '',
      budgetType: values.budgetType ?? '',
      commodity: values.commodity ?? '',
      percentage: values.percentage ?? '',
      basis: values.basis as CalculationBasis,
      validityStart: values.validityStart ?? '',
      validityEnd: values.validityEnd ?? '',
      payer: values.payer ?? '',
      description: values.description ?? '',
    } satisfies TContractSaveInput);
  return (
    <Flex vertical gap={16}>
      <FormProblems texts={editing.general} />
      {!editable && <Alert type="info" showIcon title={t('percentageContracts.readOnly')} />}
      <Card>
        <Form<ContractValues>
          form={form}
          id={FORM_ID}
          layout="vertical"
          disabled={!editable}
          initialValues={contract ? valuesOf(contract) : { basis: 'NIV' }}
          onFinish={submit}
          onValuesChange={(changed) => clearChangedFieldErrors(form, changed)}
        >
          <div style={GRID}>
            <Form.Item name="customer" label={t('percentageContracts.field.customer')} rules={required}>
              <RegisterCodeSelect register="customer" />
            </Form.Item>
            <Form.Item name="payer" label={t('percentageContracts.field.payer')} rules={required}>
              <RegisterCodeSelect register="customer" flagged={SAP_PAYERS} />
            </Form.Item>
            <Form.Item name="budgetType" label={t('percentageContracts.field.budgetType')} rules={required}>
              <RegisterCodeSelect register="budgetType" />
            </Form.Item>
            <Form.Item name="commodity" label={t('percentageContracts.field.commodity')} rules={required}>
              <RegisterCodeSelect register="commodity" />
            </Form.Item>
            <Form.Item name="percentage" label={t('percentageContracts.field.percentage')} rules={required}>
              <DecimalInput kind="percentage" />
            </Form.Item>
            <Form.Item name="basis" label={t('percentageContracts.field.basis')} rules={required}>
              <Select<CalculationBasis>
                options={CALCULATION_BASES.map((basis) => ({
                  value: basis,
                  label: t(BASIS_LABELS[basis]),
                }))}
              />
            </Form.Item>
            <Form.Item
              name="validityStart"
              label={t('percentageContracts.field.validityStart')}
              rules={required}
            >
              <CompetencePicker />
            </Form.Item>
            <Form.Item name="validityEnd" label={t('percentageContracts.field.validityEnd')} rules={required}>
              <CompetencePicker />
            </Form.Item>
            <Form.Item
              name="description"
              label={t('percentageContracts.field.description')}
              rules={[{ required: true, whitespace: true, message: t('errors.required') }]}
              style={{ gridColumn: '1 / -1' }}
            >
              <Input.TextArea rows={3} maxLength={500} showCount />
            </Form.Item>
          </div>
        </Form>
      </Card>
      <Flex gap={8}>
        <Button onClick={() => navigate(paths.percentageValue.href())}>{t('common.cancel')}</Button>
        {editable && (
          <Button type="primary" htmlType="submit" form={FORM_ID} loading={save.isPending}>
            {t('common.save')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}

function ContractEdit({ id }: { id: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const contract = useContract(id);
  usePublishPageCrumb(pathname, contract.data ? `#${contract.data.id}` : null);
  if (contract.isPending) return <PageLoader />;
  if (contract.isError) return <Alert type="error" showIcon title={t('percentageContracts.notFound')} />;
  return (
    <Flex vertical gap={16}>
      <PageTitle>{t('percentageContracts.editTitleNamed', { id: contract.data.id })}</PageTitle>
      <ContractEditor key={contract.data.version} contract={contract.data} />
    </Flex>
  );
}

/** /cadastro-contrato-percentual/register and /cadastro-contrato-percentual/edit/:id. */
export function PercentageContractFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const path = id === undefined ? paths.percentageContractRegister.path : paths.percentageContractEdit.path;
  if (!mayOpenRoute(path, signedInUser()?.authorities ?? null)) return <ForbiddenResult />;
  if (id !== undefined) return <ContractEdit id={Number(id)} />;
  return (
    <Flex vertical gap={16}>
      <PageTitle>{t('percentageContracts.registerTitle')}</PageTitle>
      <ContractEditor contract={null} />
    </Flex>
  );
}
