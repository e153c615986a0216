import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormProblems } from '../../../components/edit-form/form-problems';
import { CompetencePicker } from '../../../components/form/competence-picker';
import { DecimalInput } from '../../../components/form/decimal-input';

/** A quota-event lever's events in the agreement: description, competence (MM/YYYY) and value. */
export function LeverEvents({ lever, leverName }: { lever: number; leverName: string }) {
  const { t } = useTranslation();
  return (
    <Form.List name={[lever, 'events']}>
      {(events, { add, remove }, { errors }) => (
        <Flex vertical gap={4}>
          <Typography.Text strong>{t('agreements.events')}</Typography.Text>
          {events.map((event, position) => {
            const number = position + 1;
            return (
              <Flex key={event.key} gap={8} align="flex-start" wrap>
                <Form.Item name={[event.name, 'description']} style={{ flex: '2 1 220px', marginBottom: 8 }}>
                  <Input
                    maxLength={200}
                    aria-label={t('agreements.event.description', { number })}
                    placeholder={t('agreements.event.descriptionPlaceholder')}
                  />
                </Form.Item>
                <Form.Item name={[event.name, 'competence']} style={{ flex: '1 1 140px', marginBottom: 8 }}>
                  <CompetencePicker allowClear aria-label={t('agreements.event.competence', { number })} />
                </Form.Item>
                <Form.Item name={[event.name, 'value']} style={{ flex: '1 1 160px', marginBottom: 8 }}>
                  <DecimalInput kind="money" aria-label={t('agreements.event.value', { number })} />
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('agreements.event.remove', { number, lever: leverName })}
                  onClick={() => remove(event.name)}
                />
              </Flex>
            );
          })}
          <FormProblems texts={errors.map(String)} />
          <Button
            icon={<PlusOutlined aria-hidden />}
            onClick={() => add({ description: '', competence: null, value: null })}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('agreements.event.add')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
