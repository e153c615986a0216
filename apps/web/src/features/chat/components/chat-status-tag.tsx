import type { ChatStatus } from '@trade-terms/domain/chat';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The theme's status colours, which keep their text readable on the tag's background. */
const COLOURS: Record<ChatStatus, string | undefined> = {
  AGUARDANDO_RESPOSTA: 'warning',
  RESPONDIDO: 'processing',
  FECHADO: undefined,
};

export function ChatStatusTag({ status }: { status: ChatStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`chat.status.${status}`)}</Tag>;
}
