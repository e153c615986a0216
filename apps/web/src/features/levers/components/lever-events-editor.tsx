import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompetencePicker } from '../../../components/form/competence-picker';
import { DecimalInput } from '../../../components/form/decimal-input';
import type { LeverEventValues } from '../lever-form';

const NEW_EVENT: LeverEventValues = { description: '', value: null };
const CELL = { style: { marginBottom: 0 } };

/**
 * The events a quota-event lever pays for, one row each (description, competence MM/YYYY,
 * value): rows are added and removed here, and each cell shows its own problem; a problem of
 * the list as a whole (no events) shows under the table.
 */
export function LeverEventsEditor() {
  const { t } = useTranslation();
  return (
    <Form.List name="events">
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={8}>
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }} id="lever-events-title">
            {t('levers.events')}
          </Typography.Title>
          <Table
            aria-labelledby="lever-events-title"
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={fields}
            locale={{ emptyText: t('levers.noEvents') }}
            columns={[
              {
                key: 'description',
                title: t('common.description'),
                render: (_value, field, index) => (
                  <Form.Item {...CELL} name={[field.name, 'description']}>
                    <Input
                      maxLength={200}
                      aria-label={t('levers.eventDescriptionOf', { number: index + 1 })}
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'competence',
                title: t('levers.eventCompetence'),
                width: 180,
                render: (_value, field, index) => (
                  <Form.Item {...CELL} name={[field.name, 'competence']}>
                    <CompetencePicker aria-label={t('levers.eventCompetenceOf', { number: index + 1 })} />
                  </Form.Item>
                ),
              },
              {
                key: 'value',
                title: t('levers.eventValue'),
                width: 220,
                render: (_value, field, index) => (
                  <Form.Item {...CELL} name={[field.name, 'value']}>
                    <DecimalInput kind="money" aria-label={t('levers.eventValueOf', { number: index + 1 })} />
                  </Form.Item>
                ),
              },
              {
                key: 'actions',
                title: t('common.actions'),
                width: 90,
                render: (_value, field, index) => (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('levers.removeEvent', { number: index + 1 })}
                    onClick={() => remove(field.name)}
                  />
                ),
              },
            ]}
          />
          {errors.length > 0 && (
            <Typography.Text type="danger" role="alert">
              {errors.map((error, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the list's messages have no identity of their own.
                <div key={index}>{error}</div>
              ))}
            </Typography.Text>
          )}
          <div>
            <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => add({ ...NEW_EVENT })}>
              {t('levers.addEvent')}
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}
