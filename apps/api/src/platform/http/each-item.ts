import { type EnvelopeMessage, ERROR_CATALOGUE } from '@trade-terms/domain/errors';
import { type Language, translate } from '@trade-terms/domain/i18n';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import type { Db } from '../db/database';
import { AppError } from '../errors';

/** A bulk action's answer: what was done, what was skipped and why, and the messages to show. */
export interface BulkOutcome {
  done: number[];
  skipped: { id: number; reason: string }[];
  messages: EnvelopeMessage[];
}

/** What one item's move answers: a warning to show beside the success, if any. */
export type MoveResult = { alert?: { key: MessageKey; params: Record<string, string> } } | undefined;

/** One item's outcome inside its transaction: moved (maybe with a warning), or skipped with a reason. */
export type ItemOutcome = { skippedFor: string } | { moved: MoveResult };

/** A refusal as one line: the field problem's own words where there is one. */
function reasonOf(error: AppError, language: Language): string {
  const problem = error.details[0]?.problem;
  if (problem) return translate(language, problem.message, problem.params);
  return translate(language, ERROR_CATALOGUE[error.code].message, error.params);
}

/** The keys of a bulk move's messages: one for what was done (`count`), one per skipped item (`id`, `reason`). */
export interface BulkMessages {
  doneKey: MessageKey;
  itemKey: MessageKey;
}

/**
 * Runs a move on each item the caller named, each in its own transaction, so one refusal never
 * undoes the others: a refusal of the move (not found, not the current step's responsible, no
 * approval flow) skips the item with that reason and changes nothing of it. The answer lists
 * what was done and what was skipped, and says both in its messages.
 */
export async function eachItem(
  db: Db,
  ids: readonly number[],
  language: Language,
  run: (tx: Db, id: number) => Promise<ItemOutcome>,
  messages: BulkMessages,
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { done: [], skipped: [], messages: [] };
  const t = (key: MessageKey, params?: Record<string, string>) => translate(language, key, params);
  for (const id of [...new Set(ids)]) {
    try {
      const result = await db.transaction((tx) => run(tx, id));
      if ('skippedFor' in result) {
        outcome.skipped.push({ id, reason: result.skippedFor });
        continue;
      }
      outcome.done.push(id);
      const alert = result.moved?.alert;
      if (alert) outcome.messages.push({ kind: 'ALERTA', code: alert.key, text: t(alert.key, alert.params) });
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      outcome.skipped.push({ id, reason: reasonOf(error, language) });
    }
  }
  if (outcome.done.length > 0) {
    outcome.messages.unshift({
      kind: 'SUCESSO',
      code: messages.doneKey,
      text: t(messages.doneKey, { count: String(outcome.done.length) }),
    });
  }
  for (const { id, reason } of outcome.skipped) {
    outcome.messages.push({
      kind: 'ALERTA',
      code: messages.itemKey,
      text: t(messages.itemKey, { id: String(id), reason }),
    });
  }
  return outcome;
}
