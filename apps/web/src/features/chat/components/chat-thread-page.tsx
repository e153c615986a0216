import { formatBrazilianPhone, type TChatTicket } from '@trade-terms/domain/chat';
import { Alert, Button, Card, Descriptions, Flex, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { failureTexts } from '../../../platform/api-error';
import { currentLanguage } from '../../../platform/i18n';
import { useFeedback } from '../../../platform/use-feedback';
import { formatInstant } from '../../../platform/value-format';
import { useCloseTicket } from '../api/close-ticket';
import { useTicket } from '../api/get-ticket';
import { ChatMessageList } from './chat-message-list';
import { ChatReplyForm } from './chat-reply-form';
import { ChatStatusTag } from './chat-status-tag';

function CloseButton({ ticket }: { ticket: TChatTicket }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const close = useCloseTicket();
  return (
    <Popconfirm
      title={t('chat.closeConfirm')}
      okText={t('chat.close')}
      cancelText={t('common.cancel')}
      onConfirm={() =>
        // The server's "ticket closed" is toasted by the HTTP client.
        close.mutate(ticket.id, { onError: (error) => feedback.failure(error) })
      }
    >
      <Button danger loading={close.isPending}>
        {t('chat.close')}
      </Button>
    </Popconfirm>
  );
}

function Thread({ ticket }: { ticket: TChatTicket }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={`${t('chat.threadTitle')} ${ticket.id}: ${ticket.subject}`}
        actions={ticket.mayClose && <CloseButton ticket={ticket} />}
      />
      <Card>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'status', label: t('chat.status'), children: <ChatStatusTag status={ticket.status} /> },
            { key: 'type', label: t('chat.type'), children: t(`chat.type.${ticket.type}`) },
            { key: 'owner', label: t('chat.owner'), children: ticket.owner.name },
            { key: 'phone', label: t('chat.phone'), children: formatBrazilianPhone(ticket.phone) },
            {
              key: 'createdAt',
              label: t('chat.createdAt'),
              children: formatInstant(ticket.createdAt, language),
            },
            {
              key: 'updatedAt',
              label: t('chat.updatedAt'),
              children: formatInstant(ticket.updatedAt, language),
            },
          ]}
        />
      </Card>
      <Card
        title={
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {t('chat.messages')}
          </Typography.Title>
        }
      >
        <ChatMessageList messages={ticket.messages} />
        {ticket.status === 'FECHADO' && (
          <Alert
            type="info"
            showIcon
            title={t('chat.closedBy', {
              name: ticket.closedBy?.name ?? '',
              date: formatInstant(ticket.closedAt, language),
            })}
          />
        )}
        {ticket.mayReply && <ChatReplyForm ticketId={ticket.id} />}
      </Card>
    </Flex>
  );
}

function LoadedThread({ id }: { id: number }) {
  const { t } = useTranslation();
  const ticket = useTicket(id);
  if (ticket.isError) {
    return <Alert type="error" showIcon title={failureTexts(ticket.error, (key) => t(key)).join(' ')} />;
  }
  if (!ticket.data) return <PageLoader />;
  return <Thread ticket={ticket.data} />;
}

/** /chat/edit/:id: the ticket's thread, the answer box and the close button. */
export function ChatThreadPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <Alert type="error" showIcon title={t('errors.notFound')} />;
  return <LoadedThread key={id} id={id} />;
}
