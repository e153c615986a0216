import { getChatTicket, openChatTicket, replyToChatTicket } from '../modules/chat/chat-service';
import type { Db } from '../platform/db/database';

/**
 * Two support tickets: the commercial user's doubt, answered by the administrator and already
 * read, and the approver's suggestion, waiting for an answer (the administrator's badge).
 */
export async function seedDemoChat(db: Db, userIds: Map<string, number>): Promise<void> {
  const actor = (login: string, isAdministrator = false) => {
    const id = userIds.get(login);
    if (id === undefined) throw new Error(`demo chat names an unknown user ${login}`);
    return { id, isAdministrator };
  };
  const commercial = actor('comercial');
  const doubt = await openChatTicket(
    db,
    {
      type: 'DUVIDA',
      subject: 'Como anexar evidências na apuração?',
      phone: '11987654321',
      message: 'Preciso enviar as fotos da ação de março, mas não encontrei onde anexar.',
    },
    commercial,
  );
  await replyToChatTicket(
    db,
    {
      id: doubt,
      message: 'Na apuração, abra a aba Evidências e importe um ZIP com os arquivos nomeados pelo acordo.',
    },
    actor('admin', true),
  );
  await getChatTicket(db, doubt, commercial);
  await openChatTicket(
    db,
    {
      type: 'SUGESTAO',
      subject: 'Filtro por região no painel',
      phone: '2133334444',
      message: 'Seria útil filtrar o painel de importações e exportações por região.',
    },
    actor('aprovador'),
  );
}
