import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The screen's one first-level heading. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
      {children}
    </Typography.Title>
  );
}

/** The heading of a screen with its actions (new, export, import) on the right. */
export function PageHeader({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap={12} wrap>
      <PageTitle>{title}</PageTitle>
      {actions}
    </Flex>
  );
}
