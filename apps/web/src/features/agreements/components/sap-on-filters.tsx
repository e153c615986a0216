import { Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppSelect } from '../../../components/form/app-select';
import { RegisterCodesSelect } from '../../../components/form/register-codes-select';
import {
  SAP_ON_STATE_OPTIONS,
  type SapOnFilters,
  type SapOnFilterValues,
  sapOnFiltersOf,
} from '../sap-on-view';
import { ValidityWindow } from './agreement-filters';

/** The SAP ON list's filters, applied together by Search; Clear shows every ON lever again. */
export function SapOnFilterBar({ onApply }: { onApply: (filters: SapOnFilters) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SapOnFilterValues>();
  return (
    <Form<SapOnFilterValues>
      form={form}
      layout="vertical"
      onFinish={(values) => onApply(sapOnFiltersOf(values))}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        gap: '0 16px',
      }}
    >
      <Form.Item name="texto" label={t('sapOn.filter.text')}>
        <Input allowClear maxLength={100} />
      </Form.Item>
      <Form.Item name="channels" label={t('agreements.channels')}>
        <RegisterCodesSelect register="channel" />
      </Form.Item>
      <Form.Item name="economicGroups" label={t('agreements.holding')}>
        <RegisterCodesSelect register="economicGroup" />
      </Form.Item>
      <Form.Item name="businessUnits" label={t('agreements.businessUnits')}>
        <RegisterCodesSelect register="commodity" />
      </Form.Item>
      <Form.Item name="validity" label={t('agreements.validity')}>
        <ValidityWindow />
      </Form.Item>
      <Form.Item name="states" label={t('sapOn.filter.states')}>
        <AppSelect
          mode="multiple"
          allowClear
          options={SAP_ON_STATE_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
        />
      </Form.Item>
      <Form.Item style={{ gridColumn: '1 / -1', marginBottom: 0 }}>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onApply(sapOnFiltersOf({}));
            }}
          >
            {t('agreements.filter.clear')}
          </Button>
        </Flex>
      </Form.Item>
    </Form>
  );
}
