import type { ApprovalActionType } from '@trade-terms/domain/approval-engine';
import type { THomePendingApproval } from '@trade-terms/domain/home-dashboard';
import { paths } from '../../../config/paths';

/** Where the items of each action type are decided: the list screen that holds them. */
const DECIDED_ON: Record<ApprovalActionType, string> = {
  ACORDO_COMERCIAL: paths.agreements.href('registering'),
  ALTERACAO_ALAVANCA: paths.agreements.href('current'),
  APURACAO: paths.ascertainments.href('underApproval'),
  RECLAMACAO: paths.ascertainments.href('claims'),
  VALIDACAO_PAGAMENTO: paths.payments.href(),
  LIBERACAO_VERBA: paths.payments.href(),
  ADICAO_VERBA: paths.paymentsMap.href(),
  PASTA_CICLO: paths.cycleFolders.href(),
  APURACAO_PASTA: paths.folderCountings.href(),
  MIGRACAO: paths.promoMigration.href(),
  CONTRATO_PERCENTUAL: paths.percentageValue.href(),
  APURACAO_AVULSA: paths.cashflow.href(),
  ACESSO_USUARIO: paths.users.href('underApproval'),
};

export function decisionListOf(actionType: ApprovalActionType): string {
  return DECIDED_ON[actionType];
}

/** A user's access request opens on the screen of its stage, as the users list's rows do. */
function accessRequestScreen(userId: number, state: THomePendingApproval['userAccessState']): string {
  switch (state) {
    case 'PRIMEIRO_ACESSO':
      return paths.userConfigFirstAccess.href(userId);
    case 'EM_APROVACAO':
      return paths.userApprovalRequest.href(userId);
    case 'SOLICITACAO_EDICAO':
      return paths.userConfigEditionRequest.href(userId);
    case 'EM_VALIDACAO':
      return paths.userEditionRequest.href(userId);
    default:
      return paths.users.href();
  }
}

/** The screen where one waiting item is decided: its record's own screen where there is one. */
export function decisionScreenOf(item: THomePendingApproval): string {
  const id = Number(item.entityId);
  if (item.actionType === 'ACESSO_USUARIO') return accessRequestScreen(id, item.userAccessState);
  if (item.entity === 'agreement') return paths.agreementEdit.href(id);
  if (item.entity === 'ascertainment') return paths.ascertainmentEdit.href(id);
  if (item.entity === 'cycle_folder') return paths.cycleFolderEdit.href(id);
  if (item.entity === 'detached_ascertainment') return paths.cashflowNewCounting.href(id);
  return decisionListOf(item.actionType);
}
