import type { ChatStatus } from '@trade-terms/domain/chat';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<ChatStatus, string> = {
  AGUARDANDO_RESPOSTA: 'gold',
  RESPONDIDO: 'blue',
  FECHADO: 'default',
};

export function ChatStatusTag({ status }: { status: ChatStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`chat.status.${status}`)}</Tag>;
}
