import type { FieldProblem } from '@trade-terms/domain/validation-messages';
import type { FastifyInstance } from 'fastify';
import { invalidFields } from '../errors';

const NUL = '\u0000';

/** Where a JSON value holds the NUL character, in a text or in a key. */
export function pathsWithNul(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return value.includes(NUL) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => pathsWithNul(item, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      key.includes(NUL) ? [[...path, key.replaceAll(NUL, '')]] : pathsWithNul(item, [...path, key]),
    );
  }
  return [];
}

/**
 * PostgreSQL text cannot hold the NUL character: a query carrying one fails inside the
 * database. It is refused up front as an invalid field, before any schema or query sees it.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const paths = [...pathsWithNul(request.body), ...pathsWithNul(request.query)];
    if (paths.length === 0) return;
    const problems: FieldProblem[] = paths.map((path) => ({
      path: path.length > 0 ? path : ['body'],
      message: 'validation.nulCharacter',
    }));
    throw invalidFields(problems);
  });
}
