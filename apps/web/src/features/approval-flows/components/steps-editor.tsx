import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { TNamedRef } from '@trade-terms/domain/records';
import { Button, Card, Col, Flex, Form, type FormInstance, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { type FlowFormValues, moveStep } from '../flow-form';
import { UserSelect } from './user-select';

export interface StepsEditorProps {
  form: FormInstance<FlowFormValues>;
  knownUsers: readonly TNamedRef[];
  onUsersPicked: (users: readonly TNamedRef[]) => void;
  disabled: boolean;
}

/** The ordered steps of a flow: each has responsibles and notified users; order is the step number. */
export function StepsEditor({ form, knownUsers, onUsersPicked, disabled }: StepsEditorProps) {
  const { t } = useTranslation();
  const reorder = (index: number, direction: -1 | 1) => {
    const steps = form.getFieldValue('steps') ?? [];
    form.setFieldValue('steps', moveStep(steps, index, direction));
  };
  return (
    <Form.List name="steps">
      {(fields, { add, remove }) => (
        <Flex vertical gap={12}>
          {fields.map((field, index) => {
            const number = index + 1;
            return (
              <Card
                key={field.key}
                size="small"
                title={t('approvalFlows.step', { number })}
                extra={
                  !disabled && (
                    <Space size={2}>
                      <Button
                        type="text"
                        size="small"
                        icon={<ArrowUpOutlined aria-hidden />}
                        aria-label={t('approvalFlows.moveStepUp', { number })}
                        disabled={index === 0}
                        onClick={() => reorder(index, -1)}
                      />
                      <Button
                        type="text"
                        size="small"
                        icon={<ArrowDownOutlined aria-hidden />}
                        aria-label={t('approvalFlows.moveStepDown', { number })}
                        disabled={index === fields.length - 1}
                        onClick={() => reorder(index, 1)}
                      />
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={t('approvalFlows.removeStep', { number })}
                        onClick={() => remove(field.name)}
                      />
                    </Space>
                  )
                }
              >
                <Row gutter={16}>
                  <Col xs={24} md={12}>
                    <Form.Item
                      name={[field.name, 'responsibleIds']}
                      label={t('approvalFlows.responsibles', { number })}
                      required
                      style={{ marginBottom: 8 }}
                    >
                      <UserSelect
                        knownUsers={knownUsers}
                        onPicked={onUsersPicked}
                        label={t('approvalFlows.responsibles', { number })}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item
                      name={[field.name, 'notifiedIds']}
                      label={t('approvalFlows.notified', { number })}
                      style={{ marginBottom: 8 }}
                    >
                      <UserSelect
                        knownUsers={knownUsers}
                        onPicked={onUsersPicked}
                        label={t('approvalFlows.notified', { number })}
                      />
                    </Form.Item>
                  </Col>
                </Row>
              </Card>
            );
          })}
          {!disabled && (
            <Button
              type="dashed"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => add({ responsibleIds: [], notifiedIds: [] })}
            >
              {t('approvalFlows.addStep')}
            </Button>
          )}
        </Flex>
      )}
    </Form.List>
  );
}
