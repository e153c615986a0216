import { SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompetencePicker } from '../../../components/form/competence-picker';
import { ReferenceSelect } from '../../../components/form/reference-select';
import { useFeedback } from '../../../platform/use-feedback';
import { useCheckSellIn } from '../api/check-sell-in';

/**
 * Whether sell-in was loaded for a competence and business unit; when none was, the server's
 * "no sell-in for the competence and commodity" message is shown as it comes.
 */
export function SellInCheck() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const check = useCheckSellIn();
  const [competence, setCompetence] = useState<string | null | undefined>(undefined);
  const [commodity, setCommodity] = useState<number | null>(null);
  const [touched, setTouched] = useState(false);
  const answer = check.data;

  const submit = () => {
    setTouched(true);
    if (!competence || commodity === null) return;
    check.mutate({ competence, commodity }, { onError: feedback.failure });
  };

  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('integrations.checkSellIn')}</h2>}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('integrations.checkSellInHint')}</Typography.Text>
        <Form layout="inline" component="div">
          <Form.Item
            label={t('fields.competence')}
            htmlFor="sell-in-check-competence"
            required
            validateStatus={touched && !competence ? 'error' : undefined}
            help={touched && !competence ? t('errors.required') : undefined}
          >
            <CompetencePicker id="sell-in-check-competence" value={competence} onChange={setCompetence} />
          </Form.Item>
          <Form.Item
            label={t('fields.commodity')}
            htmlFor="sell-in-check-commodity"
            required
            validateStatus={touched && commodity === null ? 'error' : undefined}
            help={touched && commodity === null ? t('errors.required') : undefined}
          >
            <div style={{ width: 260 }}>
              <ReferenceSelect
                id="sell-in-check-commodity"
                references="commodity"
                value={commodity}
                onChange={(value) => setCommodity(typeof value === 'number' ? value : null)}
              />
            </div>
          </Form.Item>
          <Form.Item>
            <Button icon={<SearchOutlined aria-hidden />} loading={check.isPending} onClick={submit}>
              {t('integrations.checkSellIn')}
            </Button>
          </Form.Item>
        </Form>
        <div aria-live="polite">
          {answer?.exists && (
            <Alert type="success" showIcon title={t('integrations.sellInFound', { count: answer.rows })} />
          )}
          {answer && !answer.exists && (
            <Alert type="warning" showIcon title={answer.message ?? t('integrations.noSellIn')} />
          )}
        </div>
      </Flex>
    </Card>
  );
}
