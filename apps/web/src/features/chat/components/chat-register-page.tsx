import { chatCalls } from '@trade-terms/domain/calls/chat-calls';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_SUBJECT_MAX_LENGTH,
  CHAT_TYPES,
  type ChatType,
} from '@trade-terms/domain/chat';
import { Button, Card, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormProblems } from '../../../components/edit-form/form-problems';
import { useEditForm } from '../../../components/edit-form/use-edit-form';
import { PageTitle } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { clearChangedFieldErrors, type FieldPath, schemaCheck } from '../../../platform/form-errors';
import { currentLanguage } from '../../../platform/i18n';
import { type TOpenTicketInput, useOpenTicket } from '../api/open-ticket';
import { ChatAttachmentField } from './chat-attachment-field';

interface TicketValues {
  type?: ChatType;
  subject?: string;
  phone?: string;
  message?: string;
  file?: File | null;
}

const FIELDS = new Set(['type', 'subject', 'phone', 'message', 'attachmentId']);
const isField = (path: FieldPath) => FIELDS.has(path.join('.'));

/** /chat/register: a new ticket; the screen checks what the server checks before sending. */
export function ChatRegisterPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const navigate = useNavigate();
  const [form] = Form.useForm<TicketValues>();
  const open = useOpenTicket();
  const check = schemaCheck<TOpenTicketInput>(chatCalls.open.body, language);
  const editing = useEditForm({
    form,
    isField,
    check: ({ file: _file, ...input }: TOpenTicketInput & { file: File | null }) => check(input),
    save: open.mutateAsync,
    onSaved: (opened) => navigate(paths.chatEdit.href(opened.id), { replace: true }),
  });

  const submit = (values: TicketValues) =>
    editing.submit({
      type: values.type as ChatType,
      subject: values.subject ?? '',
      phone: values.phone ?? '',
      message: values.message ?? '',
      file: values.file ?? null,
    });

  return (
    <Flex vertical gap={16}>
      <PageTitle>{t('chat.registerTitle')}</PageTitle>
      <Card>
        <Form<TicketValues>
          form={form}
          layout="vertical"
          style={{ maxWidth: 720 }}
          onFinish={submit}
          onValuesChange={(changed) => clearChangedFieldErrors(form, changed)}
        >
          <FormProblems texts={editing.general} />
          <Form.Item name="type" label={t('chat.type')} required>
            <Select
              aria-label={t('chat.type')}
              options={CHAT_TYPES.map((type) => ({ value: type, label: t(`chat.type.${type}`) }))}
            />
          </Form.Item>
          <Form.Item name="subject" label={t('chat.subject')} required>
            <Input maxLength={CHAT_SUBJECT_MAX_LENGTH} />
          </Form.Item>
          <Form.Item name="phone" label={t('chat.phone')} required>
            <Input maxLength={30} inputMode="tel" autoComplete="tel" placeholder="(11) 98765-4321" />
          </Form.Item>
          <Form.Item name="message" label={t('chat.message')} required>
            <Input.TextArea rows={6} maxLength={CHAT_MESSAGE_MAX_LENGTH} showCount />
          </Form.Item>
          <Form.Item name="file" label={t('chat.attachment')}>
            <ChatAttachmentField />
          </Form.Item>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={open.isPending}>
              {t('common.send')}
            </Button>
            <Button onClick={() => navigate(paths.chat.href())}>{t('common.cancel')}</Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
