import { z } from 'zod/mini';
import { onWire } from './calls/wire-names';
import type { MessageKey } from './messages/pt-BR';

/**
 * The one table of error codes: each code has its HTTP status and its message key, so the
 * server answers and the client explains every failure the same way.
 */
export const ERROR_CATALOGUE = {
  ACCESS_DATA_NOT_FOUND: { status: 401, message: 'errors.accessDataNotFound' },
  INACTIVE_USER: { status: 401, message: 'errors.inactiveUser' },
  INVALID_CLIENT: { status: 401, message: 'errors.invalidClient' },
  UNAUTHORIZED: { status: 401, message: 'errors.unauthorized' },
  FORBIDDEN: { status: 403, message: 'errors.forbidden' },
  APPROVAL_NOT_RESPONSIBLE: { status: 403, message: 'errors.approvalNotResponsible' },
  WRONG_CURRENT_PASSWORD: { status: 422, message: 'errors.wrongCurrentPassword' },
  SAME_PASSWORD: { status: 422, message: 'errors.samePassword' },
  INVALID_PASSWORD_LINK: { status: 400, message: 'errors.invalidPasswordLink' },
  LOGIN_TAKEN: { status: 409, message: 'errors.loginTaken' },
  EMAIL_TAKEN: { status: 409, message: 'errors.emailTaken' },
  EDIT_REQUEST_PENDING: { status: 409, message: 'errors.editRequestPending' },
  NPS_ALREADY_ANSWERED: { status: 409, message: 'errors.npsAlreadyAnswered' },
  CHAT_TICKET_CLOSED: { status: 409, message: 'errors.chatTicketClosed' },
  NOT_FOUND: { status: 404, message: 'errors.notFound' },
  ROUTE_NOT_FOUND: { status: 404, message: 'errors.routeNotFound' },
  STALE_VERSION: { status: 409, message: 'errors.staleVersion' },
  APPROVAL_ALREADY_CLOSED: { status: 409, message: 'errors.approvalAlreadyClosed' },
  APPROVAL_ALREADY_PENDING: { status: 409, message: 'errors.approvalAlreadyPending' },
  APPROVAL_FLOW_IN_USE: { status: 409, message: 'errors.approvalFlowInUse' },
  PROFILE_IN_USE: { status: 409, message: 'errors.profileInUse' },
  AGREEMENT_STATUS_FORBIDS: { status: 409, message: 'errors.agreementStatusForbids' },
  // Ascertainment: a move on an unsigned agreement's ascertainment needs `confirmUnsigned`.
  ASCERTAINMENT_UNSIGNED_AGREEMENT: { status: 409, message: 'errors.ascertainmentUnsignedAgreement' },
  ASCERTAINMENT_APPROVED: { status: 409, message: 'errors.ascertainmentApproved' },
  ASCERTAINMENT_STATUS_FORBIDS: { status: 409, message: 'errors.ascertainmentStatusForbids' },
  ASCERTAINMENT_CLAIM_NOT_APPROVED: { status: 409, message: 'errors.ascertainmentClaimNotApproved' },
  EVIDENCE_REFUSED: { status: 422, message: 'evidence.error.refused' },
  EVIDENCE_FILE_REFUSED: { status: 422, message: 'evidence.error.file' },
  EVIDENCE_NOT_A_ZIP: { status: 422, message: 'evidence.error.notAZip' },
  EVIDENCE_TOO_MANY_FILES: { status: 422, message: 'evidence.error.tooManyFiles' },
  EVIDENCE_TOO_LARGE: { status: 422, message: 'evidence.error.tooLarge' },
  EVIDENCE_EMPTY: { status: 422, message: 'evidence.error.empty' },
  ASCERTAINMENT_HAS_CLAIMS: { status: 409, message: 'errors.ascertainmentHasClaims' },
  ASCERTAINMENT_IN_PAYMENT: { status: 409, message: 'errors.ascertainmentInPayment' },
  ASCERTAINMENT_NOTHING_TO_CALCULATE: { status: 422, message: 'errors.ascertainmentNothingToCalculate' },
  RETROACTIVE_CLOSE_ROLE_REQUIRED: { status: 403, message: 'errors.retroactiveCloseRoleRequired' },
  INTEGRATION_NOT_PENDING: { status: 409, message: 'errors.integrationNotPending' },
  INTEGRATION_ROW_NOT_PENDING: { status: 409, message: 'errors.integrationRowNotPending' },
  OWN_REQUEST_DECISION: { status: 403, message: 'errors.ownRequestDecision' },
  OWN_PROFILE_CHANGE: { status: 403, message: 'errors.ownProfileChange' },
  USER_ACCESS_STATE_CHANGED: { status: 409, message: 'errors.userAccessStateChanged' },
  CANNOT_DEACTIVATE_SELF: { status: 409, message: 'errors.cannotDeactivateSelf' },
  PROFILE_USED_BY_FLOW: { status: 409, message: 'errors.profileUsedByFlow' },
  EXPORT_IN_PROGRESS: { status: 409, message: 'errors.exportInProgress' },
  EXPORT_TOO_LARGE: { status: 422, message: 'errors.exportTooLarge' },
  REPROCESS_IN_PROGRESS: { status: 409, message: 'errors.reprocessInProgress' },
  REPROCESS_RESUMING: { status: 409, message: 'errors.reprocessResuming' },
  JOB_NOT_FINISHED: { status: 409, message: 'errors.jobNotFinished' },
  JOB_FILE_NOT_AVAILABLE: { status: 404, message: 'errors.jobFileNotAvailable' },
  FIELD_ROLE_REQUIRED: { status: 403, message: 'errors.fieldRoleRequired' },
  INVALID_FILE_NAME: { status: 422, message: 'errors.invalidFileName' },
  FILE_TYPE_NOT_ACCEPTED: { status: 422, message: 'errors.fileTypeNotAccepted' },
  EMPTY_FILE: { status: 422, message: 'errors.emptyFile' },
  UNSAFE_FILE: { status: 422, message: 'errors.unsafeFile' },
  NOT_A_PDF: { status: 422, message: 'errors.notAPdf' },
  FILE_TOO_LARGE: { status: 413, message: 'errors.fileTooLarge' },
  MALFORMED_BODY: { status: 400, message: 'errors.malformedBody' },
  BODY_TOO_DEEP: { status: 400, message: 'errors.bodyTooDeep' },
  UNSUPPORTED_GRANT_TYPE: { status: 400, message: 'errors.unsupportedGrantType' },
  BODY_TOO_LARGE: { status: 413, message: 'errors.bodyTooLarge' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'errors.unsupportedMediaType' },
  INVALID_FIELDS: { status: 422, message: 'errors.invalidFields' },
  INVALID_FIELD: { status: 422, message: 'errors.invalidField' },
  // A business rule found nothing to apply: the request was well formed, the setup is missing.
  NO_APPROVAL_FLOW: { status: 422, message: 'errors.noApprovalFlow' },
  // Budget map: a movement that would make a line's available balance negative (spec §8), or
  // release or pay more than its reference holds reserved.
  INSUFFICIENT_FUNDS: { status: 422, message: 'errors.insufficientFunds' },
  BUDGET_ABOVE_RESERVED: { status: 422, message: 'errors.budgetAboveReserved' },
  TOO_MANY_REQUESTS: { status: 429, message: 'errors.tooManyRequests' },
  // Sign-in past the failure limit: the message says how long until the window closes.
  LOGIN_LOCKED: { status: 429, message: 'errors.loginLocked' },
  // An uploaded spreadsheet that cannot be previewed: a required column missing, no data rows,
  // or not readable as a workbook; nothing was stored.
  SHEET_MISSING_COLUMNS: { status: 422, message: 'imports.missingColumns' },
  SHEET_EMPTY: { status: 422, message: 'imports.emptySheet' },
  SHEET_UNREADABLE: { status: 422, message: 'imports.unreadable' },
  // A file read whole before it is compared (the agreements' massive template) has a row limit.
  SHEET_TOO_MANY_ROWS: { status: 422, message: 'imports.tooManyRows' },
  SHEET_ALREADY_APPLIED: { status: 409, message: 'errors.sheetAlreadyApplied' },
  SAP_ON_TOO_MANY_ROWS: { status: 422, message: 'sapOn.import.tooManyRows' },
  // Payments: another generation took the lines first; a group the move does not apply to; a
  // liberation without the map line its key names.
  PAYMENTS_ALREADY_GENERATED: { status: 409, message: 'payments.error.alreadyGenerated' },
  PAYMENT_STAGE_FORBIDS: { status: 409, message: 'payments.error.stageForbids' },
  PAYMENT_NO_MAP_LINE: { status: 422, message: 'payments.error.noMapLine' },
  // Cycle folder: a move its status or planning does not allow; a second folder of the same
  // year, cycle, channel and business unit; a folder sent without an active action.
  CYCLE_FOLDER_STATUS_FORBIDS: { status: 409, message: 'cycleFolder.error.statusForbids' },
  CYCLE_FOLDER_EXISTS: { status: 409, message: 'cycleFolder.error.exists' },
  CYCLE_FOLDER_NO_ACTIONS: { status: 422, message: 'cycleFolder.error.noActions' },
  // Folder counting: a folder not approved (nor closed after approval); a move its status does not
  // allow; a counting sent without a row.
  FOLDER_COUNTING_FOLDER_NOT_APPROVED: { status: 409, message: 'folderCounting.error.folderNotApproved' },
  FOLDER_COUNTING_STATUS_FORBIDS: { status: 409, message: 'folderCounting.error.statusForbids' },
  FOLDER_COUNTING_NO_ROWS: { status: 422, message: 'folderCounting.error.noRows' },
  // Folder distribution: only of an approved (or closed) folder; shares that do not add up to the
  // folder's total (the message says by how much); a coordinator's assignments above his share.
  FOLDER_DISTRIBUTION_FOLDER_NOT_APPROVED: {
    status: 409,
    message: 'folderDistribution.error.folderNotApproved',
  },
  FOLDER_DISTRIBUTION_NOT_BALANCED: { status: 422, message: 'folderDistribution.error.notBalanced' },
  FOLDER_ASSIGNMENT_OVER_SHARE: { status: 422, message: 'folderAssignment.error.overShare' },

  // Folder appreciation: a folder whose counting is not approved; a move its status does not
  // allow; an appreciation confirmed without a row.
  FOLDER_APPRECIATION_COUNTING_NOT_APPROVED: {
    status: 409,
    message: 'folderAppreciation.error.countingNotApproved',
  },
  FOLDER_APPRECIATION_STATUS_FORBIDS: { status: 409, message: 'folderAppreciation.error.statusForbids' },
  FOLDER_APPRECIATION_IN_PAYMENT: { status: 409, message: 'folderAppreciation.error.inPayment' },
  FOLDER_APPRECIATION_NO_ROWS: { status: 422, message: 'folderAppreciation.error.noRows' },
  // Cycle folder addenda: only of an approved folder, one undecided at a time, a move its status
  // does not allow, none without a change, and a closed planning needs the approve role too.
  CYCLE_FOLDER_ADDENDUM_FOLDER_NOT_APPROVED: {
    status: 409,
    message: 'cycleFolderAddendum.error.folderNotApproved',
  },
  CYCLE_FOLDER_ADDENDUM_OPEN_EXISTS: { status: 409, message: 'cycleFolderAddendum.error.openExists' },
  CYCLE_FOLDER_ADDENDUM_STATUS_FORBIDS: { status: 409, message: 'cycleFolderAddendum.error.statusForbids' },
  CYCLE_FOLDER_ADDENDUM_NO_CHANGES: { status: 422, message: 'cycleFolderAddendum.error.noChanges' },
  CYCLE_FOLDER_ADDENDUM_PLANNING_CLOSED: {
    status: 403,
    message: 'cycleFolderAddendum.error.planningClosed',
  },
  // Client migration (promo OFF to ON): a move its status does not allow; OFF money from the
  // competence on already reserved; an OFF line with no ON line to receive its money.
  ACTPM_FUTURE_COMPETENCE: { status: 422, message: 'actpm.error.future' },
  ACTPM_NOTHING_TO_ASCERTAIN: { status: 422, message: 'actpm.error.nothing' },
  ACTPM_PERIOD_APPROVED: { status: 409, message: 'actpm.error.approved' },
  ACTPM_NOTHING_TO_APPROVE: { status: 409, message: 'actpm.error.notAscertained' },
  PROMO_MIGRATION_STATUS_FORBIDS: { status: 409, message: 'promoMigration.error.statusForbids' },
  PERCENTAGE_CONTRACT_STATUS_FORBIDS: { status: 409, message: 'percentageContracts.error.statusForbids' },
  PERCENTAGE_NO_SELL_IN: { status: 422, message: 'percentageContracts.error.noSellIn' },
  PROMO_MIGRATION_FUNDS_RESERVED: { status: 422, message: 'promoMigration.error.fundsReserved' },
  PROMO_MIGRATION_NO_ON_LINE: { status: 422, message: 'promoMigration.error.noOnLine' },
  // New flags: one name per holding; an inactive flag is not deactivated again.
  NEW_FLAG_EXISTS: { status: 409, message: 'newFlag.error.exists' },
  NEW_FLAG_INACTIVE: { status: 409, message: 'newFlag.error.inactive' },
  // Detached ascertainments (cashflow): a move their status does not allow.
  DETACHED_STATUS_FORBIDS: { status: 409, message: 'cashflow.error.statusForbids' },
  INTERNAL: { status: 500, message: 'errors.internal' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'errors.serviceUnavailable' },
  // Maintenance mode: 503 like an outage, told apart by its code so the client shows the
  // maintenance page instead of checking the service's health.
  MAINTENANCE: { status: 503, message: 'errors.maintenance' },
  MAINTENANCE_NOT_ACTIVE: { status: 409, message: 'errors.maintenanceNotActive' },
} as const satisfies Record<string, { status: number; message: MessageKey }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const MESSAGE_TYPES = ['ERRO', 'SUCESSO', 'ALERTA'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** One message of the envelope every failed or partly failed call answers with. */
export interface EnvelopeMessage {
  kind: MessageType;
  text: string;
  code?: string;
}

export interface MessageEnvelope {
  messages: EnvelopeMessage[];
}

// zod/mini: the web client reads every answer's messages, /login included, whose bundle the
// full zod would double (e2e/bundle-budget.test.ts).
export const ZEnvelopeMessageSchema = z.object({
  kind: onWire('tipo', z.enum(MESSAGE_TYPES)),
  text: onWire('texto', z.string()),
  code: z.optional(onWire('codigo', z.string())),
});

export const ZMessageEnvelopeSchema = z.object({
  messages: onWire('mensagens', z.array(ZEnvelopeMessageSchema)),
});
