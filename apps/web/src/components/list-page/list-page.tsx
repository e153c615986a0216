import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import { PageHeader } from '../page-header';

export interface ListPageProps {
  title: ReactNode;
  /** Beside the title: new, export, import. */
  actions?: ReactNode;
  /** The filters and the table (`ServerTable`), or tabs holding them. */
  children: ReactNode;
}

/** A list screen: its heading and actions, and a card with the filters and the table. */
export function ListPage({ title, actions, children }: ListPageProps) {
  return (
    <Flex vertical gap={16}>
      <PageHeader title={title} actions={actions} />
      <Card>
        <Flex vertical gap={16}>
          {children}
        </Flex>
      </Card>
    </Flex>
  );
}
