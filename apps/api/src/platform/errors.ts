import type { CallSchema } from '@trade-terms/domain/calls/call';
import { wirePathOf } from '@trade-terms/domain/calls/wire-names';
import { ERROR_CATALOGUE, type ErrorCode } from '@trade-terms/domain/errors';
import type { MessageParams } from '@trade-terms/domain/i18n';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import type { FieldProblem } from '@trade-terms/domain/validation-messages';

/** One further explained problem of an error; `problem` is translated when the answer is written. */
export interface AppErrorDetail {
  code: ErrorCode;
  params: MessageParams;
  problem?: { message: MessageKey; params?: MessageParams | undefined };
}

/** The one error type of the server: a catalogue code and the values its message needs. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly params: MessageParams = {},
    /** Further explained problems, one envelope message each (field errors, for example). */
    readonly details: AppErrorDetail[] = [],
  ) {
    super(code);
    this.name = 'AppError';
    this.status = ERROR_CATALOGUE[code].status;
  }
}

/**
 * Field problems found by a domain rule or a database check, answered like schema validation
 * failures: 422, then one "field: problem" message per field. Given the schema of what the
 * caller sent, the problems' paths (its English names) are named as the wire names them.
 */
export function invalidFields(problems: readonly FieldProblem[], sent?: CallSchema): AppError {
  return new AppError(
    'INVALID_FIELDS',
    {},
    problems.map((problem) => ({
      code: 'INVALID_FIELD',
      params: { field: (sent ? wirePathOf(sent, problem.path) : problem.path).join('.') },
      problem: { message: problem.message, params: problem.params },
    })),
  );
}
