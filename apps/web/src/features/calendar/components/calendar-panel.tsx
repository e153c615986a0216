import { CalendarOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { panelRefetchInterval } from '../calendar-search';
import { useCalendarBrowser } from '../hooks/use-calendar-browser';
import { EventListSection } from './event-list-section';
import { MonthBrowser } from './month-browser';

export interface CalendarPanelProps {
  open: boolean;
  onClose: () => void;
}

function PanelContent({ open }: { open: boolean }) {
  const browser = useCalendarBrowser(panelRefetchInterval(open));
  return (
    <MonthBrowser browser={browser}>
      <EventListSection
        headingLevel={3}
        selectedDay={browser.selectedDay}
        events={browser.listEvents.data ?? []}
        loading={browser.listEvents.isLoading}
        onShowNextEvents={browser.showNextEvents}
      />
    </MonthBrowser>
  );
}

/**
 * The right-hand calendar panel (spec, section 2): self-contained, the shell only decides when
 * it is open. Its content stays mounted once opened, so reopening keeps the chosen filter and
 * day, but it asks the server again only while open.
 */
export function CalendarPanel({ open, onClose }: CalendarPanelProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      title={t('calendar.panelTitle')}
      aria-label={t('calendar.panelTitle')}
      placement="right"
      size={380}
      open={open}
      onClose={onClose}
      closable={{ 'aria-label': t('calendar.closePanel') }}
      styles={{ body: { paddingTop: 12 } }}
    >
      <PanelContent open={open} />
    </Drawer>
  );
}

export interface CalendarPanelToggleProps {
  open: boolean;
  onToggle: () => void;
}

/** The header button that opens and closes the panel. */
export function CalendarPanelToggle({ open, onToggle }: CalendarPanelToggleProps) {
  const { t } = useTranslation();
  return (
    <Button
      ghost
      icon={<CalendarOutlined aria-hidden />}
      aria-label={open ? t('calendar.closePanel') : t('calendar.openPanel')}
      aria-expanded={open}
      onClick={onToggle}
    >
      {t('calendar.title')}
    </Button>
  );
}
