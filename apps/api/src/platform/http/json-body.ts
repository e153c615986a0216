import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * No call takes more than a few levels; the limit only has to stop bodies built to exhaust the
 * stack of whatever walks them (the text guard, schema validation, the JSON parser itself).
 */
export const MAX_BODY_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/** Where the string that opens before `from` ends: after its first quote not escaped. */
function afterString(text: string, from: number): number {
  let quote = text.indexOf('"', from);
  while (quote !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    quote = text.indexOf('"', quote + 1);
  }
  return text.length;
}

/**
 * Whether raw JSON text opens more than `max` objects or arrays inside one another. One pass
 * over the text, strings skipped whole (their brackets are not structure), so it costs the same
 * as reading the body and never recurses. Malformed text is left to the parser to refuse.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let index = 0;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      index = afterString(text, index + 1);
      continue;
    }
    if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth++;
      if (depth > max) return true;
    } else if ((code === CLOSE_BRACE || code === CLOSE_BRACKET) && depth > 0) {
      // Never below zero: stray closings must not buy room for deeper openings after them.
      depth--;
    }
    index++;
  }
  return false;
}

/**
 * JSON bodies are read by Fastify's own parser (prototype poisoning refused) once their depth is
 * known to be sane. Calls take JSON or forms only: Fastify's default `text/plain` parser is
 * removed so a text body answers 415 like any other content type the call does not take,
 * instead of reaching the schema as a string.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_BODY_DEPTH)) {
      done(new AppError('BODY_TOO_DEEP', { max: MAX_BODY_DEPTH }), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
