import { PaperClipOutlined } from '@ant-design/icons';
import type { TChatMessage } from '@trade-terms/domain/chat';
import { formatFileSize } from '@trade-terms/domain/uploads';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../platform/i18n';
import { useFeedback } from '../../../platform/use-feedback';
import { formatInstant } from '../../../platform/value-format';
import { useDownloadAttachment } from '../api/download-attachment';

/** The thread, oldest first: who wrote, when, the text as written and the attachment to download. */
export function ChatMessageList({ messages }: { messages: readonly TChatMessage[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const feedback = useFeedback();
  const download = useDownloadAttachment();
  return (
    <ol aria-label={t('chat.messages')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {messages.map((message) => (
        <li key={message.id} style={{ marginBottom: 12 }}>
          <Card
            size="small"
            style={{ background: message.fromSupport ? '#f0f5ff' : undefined }}
            title={
              <Flex gap={8} align="center" wrap>
                <Typography.Text strong>{message.author.name}</Typography.Text>
                {message.fromSupport && <Tag color="blue">{t('chat.support')}</Tag>}
                <Typography.Text type="secondary">
                  {formatInstant(message.createdAt, language)}
                </Typography.Text>
              </Flex>
            }
          >
            <Typography.Paragraph
              style={{ whiteSpace: 'pre-wrap', marginBottom: message.attachment ? 8 : 0 }}
            >
              {message.text}
            </Typography.Paragraph>
            {message.attachment && (
              <Button
                type="link"
                icon={<PaperClipOutlined aria-hidden />}
                style={{ paddingInline: 0 }}
                aria-label={t('chat.download', { name: message.attachment.fileName })}
                onClick={() =>
                  message.attachment &&
                  download.mutate(message.attachment.id, { onError: (error) => feedback.failure(error) })
                }
              >
                {message.attachment.fileName} ({formatFileSize(message.attachment.size, language)})
              </Button>
            )}
          </Card>
        </li>
      ))}
    </ol>
  );
}
