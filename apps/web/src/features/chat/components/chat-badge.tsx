import { MessageOutlined } from '@ant-design/icons';
import { CHAT_ADMIN_ROLE } from '@trade-terms/domain/chat';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { hasRole } from '../../../platform/session';
import { useUnreadTotal } from '../api/unread-total';

/**
 * The top bar's chat entry: the count of the user's tickets with an unread answer, or for the
 * chat administrators the tickets waiting for one.
 */
export function ChatBadge() {
  const { t } = useTranslation();
  const total = useUnreadTotal().data?.total ?? 0;
  const label = t(hasRole(CHAT_ADMIN_ROLE) ? 'chat.badge.admin' : 'chat.badge.user', { count: total });
  return (
    <Link to={paths.chat.href()} aria-label={label} title={label} data-testid="chat-badge">
      <Badge count={total} size="small" offset={[2, -2]}>
        <MessageOutlined aria-hidden style={{ color: 'rgba(255, 255, 255, 0.92)', fontSize: 18 }} />
      </Badge>
    </Link>
  );
}
