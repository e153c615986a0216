import type { ClaimStatus, TClaim, TClaimSave } from '@trade-terms/domain/ascertainment';
import type { TRestrictions } from '@trade-terms/domain/session';
import type { AppContext } from '../../app-context';
import { appendAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { AppError, invalidFields } from '../../platform/errors';
import {
  type StoredSupportingDocument,
  storeSupportingDocument,
  supportingDocumentAnswer,
} from '../../platform/storage/supporting-documents';
import { decide, getApproval, startApproval } from '../approval-flows/approval-requests-service';
import {
  type ClaimRecord,
  claimsOf,
  findClaim,
  insertClaim,
  updateClaim,
} from './ascertainment-claims-repository';
import { findRow, singleChannelOf } from './ascertainment-reads-repository';
import { lockVisible } from './ascertainment-repository';

/**
 * Claims on approved ascertainments (DOMAIN.md "Ascertainment"): a complementary value with its
 * justification, awaiting analysis on the approval engine (action type RECLAMACAO) until its
 * last step approves it (the complementary amount the ascertainment adds) or a step disapproves
 * it, with a justification. Each move is one transaction with its audit row. A claim may come
 * with one supporting document (a PDF or an image, checked by its content), kept in the file
 * storage and downloaded from the claim.
 */

export interface ClaimCaller {
  id: number;
  restrictions: TRestrictions;
}

const ENTITY = 'ascertainment_claim';

async function claimView(db: Db, claim: ClaimRecord): Promise<TClaim> {
  const approval = claim.approvalRequestId === null ? null : await getApproval(db, claim.approvalRequestId);
  return {
    id: claim.id,
    ascertainmentId: claim.ascertainmentId,
    value: claim.value,
    justification: claim.justification,
    status: claim.status,
    decisionJustification: claim.decisionJustification,
    evidenceName: claim.evidenceName,
    approval: approval && {
      currentStep: approval.currentStep,
      stepCount: approval.stepCount,
      responsibleIds: approval.status === 'EM_APROVACAO' ? approval.responsibleIds : [],
    },
    createdAt: claim.createdAt.toISOString(),
    version: claim.version,
  };
}

/**
 * `apuracao/registrarReclamacao`: only on an approved ascertainment; no flow, no claim. A refused
 * document refuses the claim; a claim refused after its document was stored removes it.
 */
export async function registerClaim(
  context: AppContext,
  input: TClaimSave,
  caller: ClaimCaller,
): Promise<TClaim> {
  const { db } = context.database;
  const evidence = input.evidence
    ? await storeSupportingDocument(context.storage, 'ascertainment/claims', input.evidence, {
        field: 'evidence',
        contentMessage: 'validation.ascertainment.claimEvidenceKind',
      })
    : null;
  try {
    return await insertClaimInApproval(db, input, evidence, caller);
  } catch (error) {
    if (evidence) await context.storage.remove(evidence.key);
    throw error;
  }
}

async function insertClaimInApproval(
  db: Db,
  input: TClaimSave,
  evidence: StoredSupportingDocument | null,
  caller: ClaimCaller,
): Promise<TClaim> {
  const id = await db.transaction(async (tx) => {
    const record = await lockVisible(tx, input.ascertainmentId, caller.restrictions);
    if (!record) throw new AppError('NOT_FOUND');
    if (record.status !== 'APROVADA') throw new AppError('ASCERTAINMENT_CLAIM_NOT_APPROVED');
    const claimId = await insertClaim(
      tx,
      {
        ascertainmentId: input.ascertainmentId,
        value: input.value,
        justification: input.justification,
        evidenceName: evidence?.name ?? null,
        evidenceKey: evidence?.key ?? null,
        evidenceMime: evidence?.mime ?? null,
      },
      caller.id,
    );
    const request = await startApproval(tx, {
      actionType: 'RECLAMACAO',
      entity: ENTITY,
      entityId: claimId,
      requesterId: caller.id,
      channel: await singleChannelOf(tx, record.agreementId),
      paymentOrigin: 'RECLAMACAO',
    });
    await updateClaim(tx, claimId, { approvalRequestId: request.id }, caller.id);
    await appendAudit(tx, {
      entity: ENTITY,
      entityId: claimId,
      action: 'REGISTRADA',
      actorId: caller.id,
      after: {
        ascertainmentId: record.id,
        value: input.value,
        evidence: evidence?.name ?? null,
        status: 'AGUARDANDO_ANALISE',
      },
      justification: input.justification,
    });
    return claimId;
  });
  return claimView(db, (await findClaim(db, id)) as ClaimRecord);
}

/** `apuracao/buscarReclamacoes`: 404 for an ascertainment outside the caller's restrictions. */
export async function listClaims(db: Db, ascertainmentId: number, caller: ClaimCaller) {
  if (!(await findRow(db, ascertainmentId, caller.restrictions))) throw new AppError('NOT_FOUND');
  const claims = await claimsOf(db, ascertainmentId);
  return { list: await Promise.all(claims.map((claim) => claimView(db, claim))) };
}

/** `apuracao/baixarEvidenciaReclamacao`: the document of a claim on a visible ascertainment. */
export async function downloadClaimEvidence(context: AppContext, id: number, caller: ClaimCaller) {
  const { db } = context.database;
  const claim = await findClaim(db, id);
  if (!claim || !(await findRow(db, claim.ascertainmentId, caller.restrictions)))
    throw new AppError('NOT_FOUND');
  if (claim.evidenceKey === null || claim.evidenceName === null || claim.evidenceMime === null)
    throw new AppError('NOT_FOUND');
  return supportingDocumentAnswer(context.storage, {
    name: claim.evidenceName,
    key: claim.evidenceKey,
    mime: claim.evidenceMime,
  });
}

/**
 * `apuracao/aprovarReclamacao` / `reprovarReclamacao`: the current step's responsible decides
 * (the engine refuses anyone else, and a claim already decided); a reproval needs a justification.
 */
export async function decideClaim(
  db: Db,
  input: { id: number; justification: string | null },
  decision: 'APROVAR' | 'REPROVAR',
  caller: ClaimCaller,
): Promise<TClaim> {
  if (decision === 'REPROVAR' && input.justification === null) {
    throw invalidFields([{ path: ['justification'], message: 'approval.justificationRequired' }]);
  }
  await db.transaction(async (tx) => {
    const claim = await findClaim(tx, input.id, { lock: true });
    if (!claim || !(await findRow(tx, claim.ascertainmentId, caller.restrictions)))
      throw new AppError('NOT_FOUND');
    if (claim.approvalRequestId === null) throw new AppError('APPROVAL_ALREADY_CLOSED');
    const request = await decide(tx, {
      requestId: claim.approvalRequestId,
      userId: caller.id,
      decision,
      justification: input.justification,
    });
    const status: ClaimStatus =
      request.status === 'APROVADO'
        ? 'APROVADA'
        : request.status === 'REPROVADO'
          ? 'REPROVADA'
          : 'AGUARDANDO_ANALISE';
    await updateClaim(tx, claim.id, { status, decisionJustification: input.justification }, caller.id);
    await appendAudit(tx, {
      entity: ENTITY,
      entityId: claim.id,
      action: decision === 'REPROVAR' ? 'REPROVADA' : status === 'APROVADA' ? 'APROVADA' : 'ETAPA_APROVADA',
      actorId: caller.id,
      before: { status: claim.status },
      after: { status, currentStep: request.currentStep },
      justification: input.justification,
    });
  });
  return claimView(db, (await findClaim(db, input.id)) as ClaimRecord);
}
