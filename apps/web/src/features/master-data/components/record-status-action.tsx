import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import type { RegisterDeclaration, TRegisterRecord } from '@trade-terms/domain/registers';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegisterRecordStatus } from '../api/deactivate-register-record';

/** Inactivate for an active record, Reactivate for an inactive one, each confirmed first. */
export function RecordStatusAction({
  register,
  record,
  name,
}: {
  register: RegisterDeclaration;
  record: TRegisterRecord;
  name: string;
}) {
  const { t } = useTranslation();
  const deactivate = useRegisterRecordStatus(register, 'deactivate');
  const reactivate = useRegisterRecordStatus(register, 'reactivate');
  const change = record.active ? deactivate : reactivate;
  const label = record.active ? t('registerScreens.deactivate') : t('registerScreens.reactivate');
  return (
    <Popconfirm
      title={
        record.active
          ? t('registerScreens.confirmDeactivate', { name })
          : t('registerScreens.confirmReactivate', { name })
      }
      okText={label}
      cancelText={t('common.cancel')}
      onConfirm={() => change.mutateAsync({ id: record.id, version: record.version }).catch(() => undefined)}
    >
      <Button
        type="link"
        danger={record.active}
        size="small"
        icon={record.active ? <StopOutlined aria-hidden /> : <CheckCircleOutlined aria-hidden />}
        aria-label={
          record.active
            ? t('registerScreens.deactivateNamed', { name })
            : t('registerScreens.reactivateNamed', { name })
        }
      >
        {label}
      </Button>
    </Popconfirm>
  );
}
