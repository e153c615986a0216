import type { TNamedRef } from '@trade-terms/domain/records';
import { userLabel } from '@trade-terms/domain/users';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchUsers } from '../api/search-users';

export interface UserSelectProps {
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** Names of users chosen before, shown before any search brings them. */
  knownUsers: readonly TNamedRef[];
  /** Told the names of the users picked, so the form's messages can name them. */
  onPicked?: (users: readonly TNamedRef[]) => void;
  label: string;
  id?: string;
  status?: '' | 'error' | 'warning';
}

const SEARCH_DELAY_MS = 300;

/** Several users, found by name or login on the server as the user types. */
export function UserSelect({
  value = [],
  onChange,
  knownUsers,
  onPicked,
  label,
  id,
  status,
}: UserSelectProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<TNamedRef[]>([]);

  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  const users = useSearchUsers({
    page: 1,
    pageSize: 20,
    sortBy: 'name',
    direction: 'asc',
    status: 'ATIVO',
    ...(search ? { search } : {}),
  });

  const names = new Map<number, string>();
  for (const user of [...knownUsers, ...chosen]) names.set(user.id, user.name);
  for (const user of users.data?.items ?? []) names.set(user.id, userLabel(user));
  // Chosen users stay as options, so their names show even when the search no longer finds them.
  const optionIds = [...new Set([...value, ...(users.data?.items ?? []).map((user) => user.id)])];

  return (
    <Select
      id={id}
      mode="multiple"
      aria-label={label}
      status={status}
      placeholder={t('approvalFlows.searchUsers')}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={users.isFetching}
      value={value}
      onChange={(ids: number[]) => {
        const picked = ids
          .filter((userId) => names.has(userId))
          .map((userId) => ({ id: userId, name: names.get(userId) ?? '' }));
        setChosen((previous) => [...previous, ...picked]);
        onPicked?.(picked);
        setTyped('');
        onChange?.(ids);
      }}
      options={optionIds.map((userId) => ({ value: userId, label: names.get(userId) ?? `#${userId}` }))}
      style={{ width: '100%' }}
    />
  );
}
