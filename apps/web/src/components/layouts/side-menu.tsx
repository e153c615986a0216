import { PushpinFilled, PushpinOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Menu, type MenuProps, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec's side menu widths (section 9). */
export const SIDE_MENU_OPEN_WIDTH = 320;
export const SIDE_MENU_CLOSED_WIDTH = 58;
const PINNED_KEY = 'sideMenuPinned';

export interface SideMenuProps {
  items: MenuProps['items'];
  selectedKeys: string[];
  defaultOpenKeys: string[];
  onClick: MenuProps['onClick'];
  /** The height of the top bar, which the menu sits below. */
  top: number;
}

/**
 * Closed to its icons, it opens while the pointer (or the keyboard focus) is on it, over the
 * page; pinned, it stays open and the page makes room for it. The choice to pin is kept.
 */
export function SideMenu({ items, selectedKeys, defaultOpenKeys, onClick, top }: SideMenuProps) {
  const { t } = useTranslation();
  const [pinned, setPinned] = useState(() => localStorage.getItem(PINNED_KEY) === 'true');
  const [hovered, setHovered] = useState(false);
  const open = pinned || hovered;
  // The groups the user opened. Closed, the menu shows none: a group open at start would
  // otherwise pop up over the page, since the closed menu turns groups into pop-ups.
  const [openKeys, setOpenKeys] = useState(defaultOpenKeys);

  const togglePin = () => {
    localStorage.setItem(PINNED_KEY, String(!pinned));
    setPinned(!pinned);
  };

  return (
    <div
      style={{
        width: pinned ? SIDE_MENU_OPEN_WIDTH : SIDE_MENU_CLOSED_WIDTH,
        flex: 'none',
        transition: 'width 0.2s',
      }}
    >
      <Layout.Sider
        aria-label={t('menu.label')}
        theme="light"
        width={SIDE_MENU_OPEN_WIDTH}
        collapsedWidth={SIDE_MENU_CLOSED_WIDTH}
        collapsed={!open}
        trigger={null}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setHovered(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setHovered(false);
        }}
        style={{
          position: 'fixed',
          top,
          bottom: 0,
          insetInlineStart: 0,
          zIndex: 100,
          overflowY: 'auto',
          borderInlineEnd: '1px solid #e5e8ee',
          boxShadow: open && !pinned ? '4px 0 16px rgba(15, 45, 82, 0.12)' : undefined,
        }}
      >
        <Flex justify={open ? 'flex-end' : 'center'} style={{ padding: '8px 9px 0' }}>
          <Tooltip title={pinned ? t('menu.unpin') : t('menu.pin')} placement="right">
            <Button
              type="text"
              aria-pressed={pinned}
              aria-label={pinned ? t('menu.unpin') : t('menu.pin')}
              icon={pinned ? <PushpinFilled aria-hidden /> : <PushpinOutlined aria-hidden />}
              onClick={togglePin}
            />
          </Tooltip>
        </Flex>
        <Menu
          mode="inline"
          items={items}
          selectedKeys={selectedKeys}
          openKeys={open ? openKeys : []}
          onOpenChange={(keys) => {
            if (open) setOpenKeys(keys);
          }}
          onClick={onClick}
          // Closed, the sider opens on hover itself: pop-up submenus would compete with it.
          triggerSubMenuAction="click"
          style={{ borderInlineEnd: 'none' }}
        />
      </Layout.Sider>
    </div>
  );
}
