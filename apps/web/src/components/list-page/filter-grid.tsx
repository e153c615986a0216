import { Button, Flex, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list's filters laid out in a grid, applied together by Search; Clear puts the form back to
 * its first values (empty, or the screen's defaults) and applies them.
 */
export function FilterGrid<V>({
  form,
  onSearch,
  onClear,
  clearLabel,
  initialValues,
  children,
}: {
  form: FormInstance<V>;
  onSearch: (values: V) => void;
  onClear: () => void;
  /** The Clear button's text. */
  clearLabel: string;
  initialValues?: Partial<V>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form<V>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSearch}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        gap: '0 16px',
      }}
    >
      {children}
      <Form.Item style={{ gridColumn: '1 / -1', marginBottom: 0 }}>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onClear();
            }}
          >
            {clearLabel}
          </Button>
        </Flex>
      </Form.Item>
    </Form>
  );
}
