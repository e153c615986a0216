import type { TIntegrationRow } from '@trade-terms/domain/integrations';
import { Button, Descriptions, Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/app-modal';
import { ReferenceSelect } from '../../../components/form/reference-select';
import { useFeedback } from '../../../platform/use-feedback';
import { useAssociateProduct } from '../api/associate-product';
import { MissingAssociations } from './missing-associations';

export interface AssociateDialogProps {
  row: TIntegrationRow;
  onClose: () => void;
}

/** Picks the PPA product of a pending product row; its brand and category come with it. */
export function AssociateDialog({ row, onClose }: AssociateDialogProps) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const associate = useAssociateProduct();
  const [ppaProduct, setPpaProduct] = useState<number | null>(null);
  const [touched, setTouched] = useState(false);
  const fieldId = `associate-ppa-${row.id}`;

  const submit = () => {
    setTouched(true);
    if (ppaProduct === null) return;
    associate.mutate(
      { rowId: row.id, ppaProductId: ppaProduct },
      { onSuccess: onClose, onError: feedback.failure },
    );
  };

  return (
    <AppModal
      open
      title={t('integrations.associateTitle', { code: row.values.code ?? '' })}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="associate" type="primary" loading={associate.isPending} onClick={submit}>
          {t('integrations.associate')}
        </Button>,
      ]}
    >
      <Flex vertical gap={16}>
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'row', label: t('integrations.row'), children: row.line },
            { key: 'code', label: t('integrations.column.skuCode'), children: row.values.code ?? '' },
            { key: 'name', label: t('fields.description'), children: row.values.name ?? '' },
            {
              key: 'missing',
              label: t('integrations.missing'),
              children: <MissingAssociations missing={row.missing} />,
            },
          ]}
        />
        <Typography.Text type="secondary">{t('integrations.associateHint')}</Typography.Text>
        <Form layout="vertical" onFinish={submit} component="div">
          <Form.Item
            label={t('fields.ppaProduct')}
            htmlFor={fieldId}
            required
            validateStatus={touched && ppaProduct === null ? 'error' : undefined}
            help={touched && ppaProduct === null ? t('errors.required') : undefined}
          >
            <ReferenceSelect
              id={fieldId}
              references="ppaProduct"
              value={ppaProduct}
              onChange={(value) => setPpaProduct(typeof value === 'number' ? value : null)}
            />
          </Form.Item>
        </Form>
      </Flex>
    </AppModal>
  );
}
