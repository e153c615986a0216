import { Button, Card, Col, Form, Input, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompetencePicker } from '../../../components/form/competence-picker';
import { DecimalInput } from '../../../components/form/decimal-input';
import { FileUpload } from '../../../components/form/file-upload';
import { MultiSelect } from '../../../components/form/multi-select';
import { requiredRule } from '../../../components/form-rules';

interface ContractDraft {
  description: string;
  channels: string[];
  competence: string;
  /** A percentage as the exact dot string the server takes. */
  discount: string;
  signature: File | null;
}

const CHANNELS = ['HC', 'PC', 'FR', 'MT', 'ICE'].map((code) => ({ value: code, label: code }));

/**
 * A rehearsal of the contract edit form with the shared components: saving validates and shows
 * the content that would be sent. Nothing is stored: the agreements module owns the real screen.
 */
export function EditContractPage() {
  const { t } = useTranslation();
  const [payload, setPayload] = useState<string | null>(null);
  const required = requiredRule(t);

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('sandbox.editContract')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('editContract.intro')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} lg={14}>
          <Card>
            <Form<ContractDraft>
              layout="vertical"
              onFinish={(values) =>
                setPayload(
                  JSON.stringify(
                    {
                      ...values,
                      signature: values.signature
                        ? { name: values.signature.name, size: values.signature.size }
                        : null,
                    },
                    null,
                    2,
                  ),
                )
              }
            >
              <Form.Item label={t('editContract.description')} name="description" rules={[required]}>
                <Input maxLength={200} />
              </Form.Item>
              <Form.Item
                label={t('editContract.channels')}
                name="channels"
                rules={[{ required: true, type: 'array', min: 1, message: t('errors.required') }]}
              >
                <MultiSelect options={CHANNELS} />
              </Form.Item>
              <Form.Item label={t('editContract.competence')} name="competence" rules={[required]}>
                <CompetencePicker />
              </Form.Item>
              <Form.Item
                label={t('editContract.discount')}
                name="discount"
                rules={[{ required: true, message: t('errors.required') }]}
              >
                <DecimalInput kind="percentage" max="100" />
              </Form.Item>
              <Form.Item label={t('editContract.signature')} name="signature">
                <FileUpload accept={['.pdf']} />
              </Form.Item>
              <Button type="primary" htmlType="submit">
                {t('common.save')}
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('editContract.payload')}>
            <Typography.Paragraph code style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {payload ?? '—'}
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
    </>
  );
}
