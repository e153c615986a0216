import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/form/decimal-input';

/** The quota-event model's events of the period: each one's value and whether its photo was registered. */
export function SimulatorEvents() {
  const { t } = useTranslation();
  return (
    <Form.List name="events">
      {(events, { add, remove }) => (
        <Flex vertical gap={4}>
          <Typography.Text strong>{t('simulator.field.events')}</Typography.Text>
          {events.length === 0 && (
            <Typography.Text type="secondary">{t('simulator.event.none')}</Typography.Text>
          )}
          {events.map((event, position) => {
            const number = position + 1;
            return (
              <Flex key={event.key} gap={12} align="flex-start" wrap>
                <Form.Item name={[event.name, 'value']} style={{ flex: '0 1 220px', marginBottom: 8 }}>
                  <DecimalInput kind="money" aria-label={t('simulator.event.value', { number })} />
                </Form.Item>
                <Form.Item
                  name={[event.name, 'evidence']}
                  valuePropName="checked"
                  style={{ flex: '0 1 auto', marginBottom: 8 }}
                >
                  <Checkbox>{t('simulator.event.evidence', { number })}</Checkbox>
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('simulator.event.remove', { number })}
                  onClick={() => remove(event.name)}
                />
              </Flex>
            );
          })}
          <Button
            icon={<PlusOutlined aria-hidden />}
            onClick={() => add({ value: null, evidence: false })}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('simulator.event.add')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
