import {
  AuditOutlined,
  BankOutlined,
  CalculatorOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  DollarOutlined,
  EditOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  KeyOutlined,
  LogoutOutlined,
  PercentageOutlined,
  SettingOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import type { FeatureGroup } from '@trade-terms/domain/permissions';
import type { MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MenuAction, MenuEntry } from './menu';

const GROUP_ICONS: Record<FeatureGroup, ReactNode> = {
  dashboards: <DashboardOutlined aria-hidden />,
  administration: <SettingOutlined aria-hidden />,
  clientsAndProducts: <ShopOutlined aria-hidden />,
  cycleFolder: <FolderOpenOutlined aria-hidden />,
  agreements: <AuditOutlined aria-hidden />,
  actpm: <CalculatorOutlined aria-hidden />,
  cashflow: <DollarOutlined aria-hidden />,
  percentageValue: <PercentageOutlined aria-hidden />,
  payments: <BankOutlined aria-hidden />,
  support: <CustomerServiceOutlined aria-hidden />,
};

const ACTION_ICONS: Record<MenuAction, ReactNode> = {
  changePassword: <KeyOutlined aria-hidden />,
  editRequest: <EditOutlined aria-hidden />,
  logout: <LogoutOutlined aria-hidden />,
};

type MenuItem = NonNullable<MenuProps['items']>[number];

/** The menu entries as the component library draws them: links for screens, buttons for actions. */
export function toMenuItems(entries: readonly MenuEntry[], t: (key: MessageKey) => string): MenuItem[] {
  return entries.map((entry): MenuItem => {
    const title = t(entry.title);
    if (entry.children) {
      return {
        key: entry.key,
        label: title,
        icon: entry.group ? GROUP_ICONS[entry.group] : undefined,
        children: toMenuItems(entry.children, t),
      };
    }
    if (entry.path) return { key: entry.key, label: <Link to={entry.path}>{title}</Link> };
    if (entry.externalHref) {
      return {
        key: entry.key,
        icon: <FileTextOutlined aria-hidden />,
        label: (
          <a href={entry.externalHref} target="_blank" rel="noopener noreferrer">
            {title}
          </a>
        ),
      };
    }
    return { key: entry.key, label: title, icon: entry.action ? ACTION_ICONS[entry.action] : undefined };
  });
}

/** The entry of a key, searched through the groups. */
export function findEntry(entries: readonly MenuEntry[], key: string): MenuEntry | undefined {
  for (const entry of entries) {
    if (entry.key === key) return entry;
    const inner = entry.children ? findEntry(entry.children, key) : undefined;
    if (inner) return inner;
  }
  return undefined;
}
