import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import type { FieldProblem } from '@trade-terms/domain/validation-messages';
import type { FastifyInstance } from 'fastify';
import { invalidFields } from '../errors';

const NUL = '\u0000';

/** A value met on the walk, with the way back to the root: paths are built only for problems. */
interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | null = visit; at?.key != null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Why a text cannot be stored as sent. PostgreSQL text cannot hold NUL, and a lone UTF-16
 * surrogate (which JSON's `\ud800` escape produces) is not text at all: the database's json input
 * refuses it, and its text columns would silently store U+FFFD in its place.
 */
function textProblem(text: string): MessageKey | null {
  if (text.includes(NUL)) return 'validation.nulCharacter';
  if (!text.isWellFormed()) return 'validation.invalidUnicode';
  return null;
}

/** A key shown in a message: without the characters it is refused for. */
function printableKey(key: string): string {
  return key.replaceAll(NUL, '').toWellFormed();
}

/**
 * Every text of a JSON value (keys included) that cannot be stored, with where it is. The walk
 * keeps its own stack, so no nesting can overflow the call stack, and visits in document order.
 */
export function unstorableTexts(value: unknown): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const pending: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      const message = textProblem(current);
      if (message) problems.push({ path: pathOf(visit), message });
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        pending.push({ value: current[index], key: index, parent: visit });
      }
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, item] = entries[index] as [string, unknown];
        // A key that cannot be stored is named once, by itself; what it holds is not looked into.
        pending.push(
          textProblem(key)
            ? { value: key, key: printableKey(key), parent: visit }
            : { value: item, key, parent: visit },
        );
      }
    }
  }
  return problems;
}

/**
 * Texts that cannot be stored are refused up front as invalid fields, before any schema or query
 * sees them: one rule for every call, instead of a database failure (500) in some and a silently
 * changed text in others.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problems = [...unstorableTexts(request.body), ...unstorableTexts(request.query)];
    if (problems.length === 0) return;
    throw invalidFields(
      problems.map((problem) => (problem.path.length > 0 ? problem : { ...problem, path: ['body'] })),
    );
  });
}
