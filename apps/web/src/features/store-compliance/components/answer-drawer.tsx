import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import type { RegisterKey } from '@trade-terms/domain/registers';
import type { TTargetExecution } from '@trade-terms/domain/target-execution';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DrawerForm,
  type DrawerFormProps,
  EditDrawer,
  type RecordDrawerProps,
} from '../../../components/edit-form/edit-drawer';
import { FormProblems } from '../../../components/edit-form/form-problems';
import { useEditForm } from '../../../components/edit-form/use-edit-form';
import { AppSelect } from '../../../components/form/app-select';
import { CompetencePicker } from '../../../components/form/competence-picker';
import { RegisterCodeSelect } from '../../../components/form/register-codes-select';
import { requiredRule } from '../../../components/form-rules';
import { useAnswer } from '../api/get-answer';
import { useQuestions } from '../api/get-questions';
import { useSaveAnswer } from '../api/save-answer';
import { ANSWER_TYPE_LABELS } from '../compliance-view';

type Subject = 'STORE' | 'PRODUCT' | 'CATEGORY';

interface AnswerFormValues {
  storeCode: string | null;
  competence?: string | null;
  questionCode: string | null;
  subject: Subject;
  productCode: string | null;
  categoryCode: string | null;
  answer: string | null;
}

const FIELDS = new Set(['storeCode', 'competence', 'questionCode', 'productCode', 'categoryCode', 'answer']);

type SaveAnswer = ReturnType<typeof useSaveAnswer>;

/** The field, label and register of what an answer about a product or a category names. */
const SUBJECT_FIELDS = {
  PRODUCT: {
    name: 'productCode',
    label: 'targetExecution.product',
    register: 'targetExecutionProduct',
  },
  CATEGORY: {
    name: 'categoryCode',
    label: 'targetExecution.category',
    register: 'targetExecutionCategory',
  },
} as const satisfies Record<
  Exclude<Subject, 'STORE'>,
  { name: string; label: MessageKey; register: RegisterKey }
>;

/** The answer input the chosen question asks for: yes or no, a number, or a text. */
function AnswerInput({
  answerType,
  id,
  value,
  onChange,
}: {
  answerType: string | undefined;
  id: string;
  value?: string | null;
  onChange?: (value: string) => void;
}) {
  const { t } = useTranslation();
  if (answerType === 'SIM_NAO')
    return (
      <Radio.Group
        id={id}
        aria-label={t('targetExecution.answer')}
        value={value ?? undefined}
        onChange={(event) => onChange?.(event.target.value)}
        options={[
          { value: 'SIM', label: t('complianceReports.yes') },
          { value: 'NAO', label: t('complianceReports.no') },
        ]}
      />
    );
  if (answerType === 'NUMERO')
    return (
      <Input
        id={id}
        inputMode="decimal"
        maxLength={20}
        value={value ?? ''}
        onChange={(e) => onChange?.(e.target.value)}
      />
    );
  return (
    <Input.TextArea
      id={id}
      maxLength={500}
      rows={3}
      value={value ?? ''}
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
}

function AnswerForm({
  formId,
  record,
  canEdit,
  save,
  onSaved,
}: DrawerFormProps<TTargetExecution, SaveAnswer>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AnswerFormValues>();
  const questions = useQuestions();
  const questionCode = Form.useWatch('questionCode', form);
  const subject = Form.useWatch('subject', form) ?? 'STORE';
  const question = questions.data?.list.find((candidate) => candidate.code === questionCode);
  const edit = useEditForm<AnswerFormValues, TTargetExecution>({
    form,
    isField: (path) => FIELDS.has(String(Array.isArray(path) ? path[0] : path)),
    save: (values) =>
      save.mutateAsync({
        ...(record ? { id: record.id, version: record.version } : {}),
        storeCode: values.storeCode ?? '',
        competence: values.competence ?? '',
        questionCode: values.questionCode ?? '',
        productCode: values.subject === 'PRODUCT' ? values.productCode : null,
        categoryCode: values.subject === 'CATEGORY' ? values.categoryCode : null,
        answer: values.answer ?? '',
      }),
    onSaved,
  });
  const required = [requiredRule(t)];
  const initial: AnswerFormValues = {
    storeCode: record?.storeCode ?? null,
    ...(record ? { competence: record.competence } : {}),
    questionCode: record?.questionCode ?? null,
    subject: record?.productCode ? 'PRODUCT' : record?.categoryCode ? 'CATEGORY' : 'STORE',
    productCode: record?.productCode ?? null,
    categoryCode: record?.categoryCode ?? null,
    answer: record?.answer ?? null,
  };
  const id = (name: string) => `${formId}-${name}`;
  return (
    <DrawerForm<AnswerFormValues>
      form={form}
      drawer={{ formId, canEdit }}
      initialValues={initial}
      onFinish={(values) => edit.submit(values)}
    >
      <FormProblems texts={edit.general} />
      <Form.Item
        name="storeCode"
        label={t('targetExecution.store')}
        htmlFor={id('storeCode')}
        rules={required}
      >
        <RegisterCodeSelect
          id={id('storeCode')}
          register="customerPdv"
          aria-label={t('targetExecution.store')}
        />
      </Form.Item>
      <Form.Item name="competence" label={t('fields.competence')} htmlFor={id('competence')} rules={required}>
        <CompetencePicker id={id('competence')} />
      </Form.Item>
      <Form.Item
        name="questionCode"
        label={t('targetExecution.question')}
        htmlFor={id('questionCode')}
        rules={required}
        extra={
          question
            ? `${t('targetExecution.answerType')}: ${t(ANSWER_TYPE_LABELS[question.answerType])}`
            : undefined
        }
      >
        <AppSelect<string>
          id={id('questionCode')}
          loading={questions.isFetching}
          onChange={() => form.setFieldValue('answer', null)}
          options={(questions.data?.list ?? []).map((option) => ({
            value: option.code,
            label: `${option.code} — ${option.name}`,
          }))}
        />
      </Form.Item>
      <Form.Item name="subject" label={t('targetExecution.subject')}>
        <Radio.Group
          aria-label={t('targetExecution.subject')}
          options={[
            { value: 'STORE', label: t('targetExecution.subjectStore') },
            { value: 'PRODUCT', label: t('targetExecution.subjectProduct') },
            { value: 'CATEGORY', label: t('targetExecution.subjectCategory') },
          ]}
        />
      </Form.Item>
      {subject !== 'STORE' && (
        <Form.Item
          name={SUBJECT_FIELDS[subject].name}
          label={t(SUBJECT_FIELDS[subject].label)}
          htmlFor={id(SUBJECT_FIELDS[subject].name)}
          rules={required}
        >
          <RegisterCodeSelect
            id={id(SUBJECT_FIELDS[subject].name)}
            register={SUBJECT_FIELDS[subject].register}
            aria-label={t(SUBJECT_FIELDS[subject].label)}
          />
        </Form.Item>
      )}
      <Form.Item name="answer" label={t('targetExecution.answer')} htmlFor={id('answer')} rules={required}>
        <AnswerInput id={id('answer')} answerType={question?.answerType ?? record?.answerType} />
      </Form.Item>
    </DrawerForm>
  );
}

/** An answer opened from the list, or a new one, in a side drawer. */
export function AnswerDrawer(props: RecordDrawerProps) {
  const { t } = useTranslation();
  return (
    <EditDrawer<TTargetExecution, SaveAnswer>
      {...props}
      useDetail={useAnswer}
      useSave={useSaveAnswer}
      size={560}
      titles={{
        heading: (id) =>
          id === null ? t('targetExecution.newTitle') : t('targetExecution.editTitle', { id }),
      }}
      form={AnswerForm}
    />
  );
}
