import { chatCalls } from '@trade-terms/domain/calls/chat-calls';
import { CHAT_MESSAGE_MAX_LENGTH } from '@trade-terms/domain/chat';
import { Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormProblems } from '../../../components/edit-form/form-problems';
import { useEditForm } from '../../../components/edit-form/use-edit-form';
import { clearChangedFieldErrors, type FieldPath, schemaCheck } from '../../../platform/form-errors';
import { currentLanguage } from '../../../platform/i18n';
import { type TReplyTicketInput, useReplyTicket } from '../api/reply-ticket';
import { ChatAttachmentField } from './chat-attachment-field';

interface ReplyValues {
  message?: string;
  file?: File | null;
}

const FIELDS = new Set(['message', 'attachmentId']);
const isField = (path: FieldPath) => FIELDS.has(path.join('.'));

/** The answer box under the thread: a message and an optional attachment. */
export function ChatReplyForm({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<ReplyValues>();
  const reply = useReplyTicket();
  const check = schemaCheck<TReplyTicketInput>(chatCalls.reply.body, language);
  const editing = useEditForm({
    form,
    isField,
    check: ({ file: _file, ...input }: TReplyTicketInput & { file: File | null }) => check(input),
    save: reply.mutateAsync,
    onSaved: () => form.resetFields(),
  });
  return (
    <Form<ReplyValues>
      form={form}
      layout="vertical"
      onFinish={(values) =>
        editing.submit({ id: ticketId, message: values.message ?? '', file: values.file ?? null })
      }
      onValuesChange={(changed) => clearChangedFieldErrors(form, changed)}
    >
      <FormProblems texts={editing.general} />
      <Form.Item name="message" label={t('chat.answer')} required>
        <Input.TextArea rows={4} maxLength={CHAT_MESSAGE_MAX_LENGTH} showCount />
      </Form.Item>
      <Form.Item name="file" label={t('chat.attachment')}>
        <ChatAttachmentField />
      </Form.Item>
      <Flex>
        <Button type="primary" htmlType="submit" loading={reply.isPending}>
          {t('chat.send')}
        </Button>
      </Flex>
    </Form>
  );
}
