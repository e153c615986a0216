import { FUNDS_TYPES, SIGNATURE_STATUSES } from '@trade-terms/domain/agreements';
import { ASCERTAINMENT_STATUSES } from '@trade-terms/domain/ascertainment';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppSelect } from '../../../components/form/app-select';
import { RegisterCodesSelect } from '../../../components/form/register-codes-select';
import { SIGNATURE_LABELS, STATUS_LABELS } from '../ascertainment-view';

/**
 * The filters every ascertainment screen narrows by, inside its filter form: business units,
 * holdings and channels, by register code (`commodities`, `economicGroups`, `channels`).
 */
export function ScopeFilterFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="commodities" label={t('ascertainmentScreens.commodity')}>
        <RegisterCodesSelect register="commodity" />
      </Form.Item>
      <Form.Item name="economicGroups" label={t('ascertainmentScreens.holding')}>
        <RegisterCodesSelect register="economicGroup" />
      </Form.Item>
      <Form.Item name="channels" label={t('ascertainmentScreens.channels')}>
        <RegisterCodesSelect register="channel" />
      </Form.Item>
    </>
  );
}

/** ON, OFF or both (`fundsTypes`). */
export function FundsTypeFilterField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="fundsTypes" label={t('ascertainmentScreens.onOff')}>
      <AppSelect mode="multiple" allowClear options={FUNDS_TYPES.map((value) => ({ value, label: value }))} />
    </Form.Item>
  );
}

/** The agreement's signature statuses (`signatureStatuses`). */
export function SignatureFilterField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="signatureStatuses" label={t('ascertainmentScreens.signatureStatus')}>
      <AppSelect
        mode="multiple"
        allowClear
        options={SIGNATURE_STATUSES.map((value) => ({ value, label: t(SIGNATURE_LABELS[value]) }))}
      />
    </Form.Item>
  );
}

/** The ascertainment's statuses (`statuses`). */
export function StatusFilterField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="statuses" label={t('ascertainmentReport.statuses')}>
      <AppSelect
        mode="multiple"
        allowClear
        options={ASCERTAINMENT_STATUSES.map((value) => ({ value, label: t(STATUS_LABELS[value]) }))}
      />
    </Form.Item>
  );
}
