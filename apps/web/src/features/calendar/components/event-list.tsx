import type { TCalendarEvent } from '@trade-terms/domain/calendar';
import { Empty, Flex, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OpenButton, RemoveButton } from '../../../components/list-page/row-actions';
import { displayWireDate } from '../../../platform/dates';
import { currentLanguage } from '../../../platform/i18n';
import { readableTextColor } from '../../../platform/readable-text-color';

export interface EventListProps {
  events: readonly TCalendarEvent[];
  loading: boolean;
  /** Given only to users who may change the calendar. */
  onEdit?: ((event: TCalendarEvent) => void) | undefined;
  onRemove?: ((event: TCalendarEvent) => void) | undefined;
}

export function EventList({ events, loading, onEdit, onRemove }: EventListProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <List
      loading={loading}
      dataSource={[...events]}
      rowKey="id"
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('calendar.noEvents')} />,
      }}
      renderItem={(event) => (
        <List.Item
          actions={[
            onEdit && (
              <OpenButton
                key="edit"
                size="small"
                name={event.description}
                canEdit
                onOpen={() => onEdit(event)}
              />
            ),
            onRemove && (
              <RemoveButton
                key="remove"
                size="small"
                name={event.description}
                onConfirm={() => onRemove(event)}
              />
            ),
          ].filter(Boolean)}
        >
          <Flex gap={10} align="flex-start" style={{ minWidth: 0 }}>
            <span
              aria-hidden
              style={{
                flex: 'none',
                width: 10,
                height: 10,
                marginTop: 6,
                borderRadius: '50%',
                background: event.color,
              }}
            />
            <Flex vertical gap={2} style={{ minWidth: 0 }}>
              <Flex gap={8} align="center" wrap>
                <Typography.Text strong>{displayWireDate(event.eventDate, language)}</Typography.Text>
                <Tag
                  style={{
                    marginInlineEnd: 0,
                    background: event.color,
                    borderColor: event.color,
                    color: readableTextColor(event.color),
                  }}
                >
                  {event.eventType}
                </Tag>
              </Flex>
              <Typography.Text>{event.description}</Typography.Text>
            </Flex>
          </Flex>
        </List.Item>
      )}
    />
  );
}
