import {
  CHAT_STATUSES,
  CHAT_TYPES,
  type ChatStatus,
  type ChatType,
  type TChatTicketSummary,
} from '@trade-terms/domain/chat';
import { Badge, Flex, Select, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage } from '../../../components/list-page/list-page';
import { NewButton } from '../../../components/list-page/new-button';
import { SearchFilter } from '../../../components/list-page/search-filter';
import { ServerTable } from '../../../components/list-page/server-table';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../platform/i18n';
import { firstListState, type ListSort, listSearchOf } from '../../../platform/list-state';
import { useListState } from '../../../platform/use-list-state';
import { formatInstant } from '../../../platform/value-format';
import { useSearchTickets } from '../api/search-tickets';
import { ChatStatusTag } from './chat-status-tag';

type SortColumn = 'updatedAt' | 'createdAt' | 'subject' | 'id';
const SORT: ListSort<SortColumn> = {
  sortable: ['updatedAt', 'createdAt', 'subject', 'id'],
  defaultSort: 'updatedAt',
};
interface Filters {
  status?: ChatStatus | undefined;
  type?: ChatType | undefined;
  search?: string | undefined;
}
const FIRST_STATE = firstListState<SortColumn, Filters>(SORT, {});
/** Newest activity first: the ticket that moved last is the one to look at. */
const FIRST = { ...FIRST_STATE, query: { ...FIRST_STATE.query, direction: 'desc' as const } };

/** /chat: the caller's tickets (every ticket for the chat administrators), by status and type. */
export function ChatListPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const list = useListState(FIRST, SORT);
  const tickets = useSearchTickets(listSearchOf(list.state));

  const columns: TableProps<TChatTicketSummary>['columns'] = [
    { key: 'id', dataIndex: 'id', title: t('chat.number'), sorter: true, width: 80 },
    {
      key: 'subject',
      dataIndex: 'subject',
      title: t('chat.subject'),
      sorter: true,
      render: (subject: string, ticket) => (
        <Flex gap={8} align="center">
          <Link to={paths.chatEdit.href(ticket.id)}>{subject}</Link>
          {ticket.unread && <Badge status="processing" text={t('chat.unread')} />}
        </Flex>
      ),
    },
    {
      key: 'type',
      dataIndex: 'type',
      title: t('chat.type'),
      render: (type: ChatType) => t(`chat.type.${type}`),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('chat.status'),
      render: (status: ChatStatus) => <ChatStatusTag status={status} />,
    },
    { key: 'owner', dataIndex: ['owner', 'name'], title: t('chat.owner') },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('chat.createdAt'),
      sorter: true,
      render: (value: string) => formatInstant(value, language),
    },
    {
      key: 'updatedAt',
      dataIndex: 'updatedAt',
      title: t('chat.updatedAt'),
      sorter: true,
      render: (value: string) => formatInstant(value, language),
    },
  ];

  return (
    <ListPage
      title={t('chat.title')}
      actions={<NewButton label={t('chat.new')} to={paths.chatRegister.href()} />}
    >
      <Flex gap={12} wrap>
        <Select
          allowClear
          aria-label={t('chat.status')}
          placeholder={t('chat.allStatuses')}
          style={{ width: 220 }}
          value={list.state.status}
          onChange={(status?: ChatStatus) => list.setFilters({ status })}
          options={CHAT_STATUSES.map((status) => ({ value: status, label: t(`chat.status.${status}`) }))}
        />
        <Select
          allowClear
          aria-label={t('chat.type')}
          placeholder={t('chat.allTypes')}
          style={{ width: 200 }}
          value={list.state.type}
          onChange={(type?: ChatType) => list.setFilters({ type })}
          options={CHAT_TYPES.map((type) => ({ value: type, label: t(`chat.type.${type}`) }))}
        />
        <SearchFilter label={t('chat.searchBySubject')} onSearch={(search) => list.setFilters({ search })} />
      </Flex>
      <ServerTable<TChatTicketSummary> list={list} result={tickets} columns={columns} scroll={{ x: 900 }} />
    </ListPage>
  );
}
