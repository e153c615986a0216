import type { CallAnswer, CallDeclaration, CallInput, CallSchema } from '@trade-terms/domain/calls/call';
import { fromWire, toWire } from '@trade-terms/domain/calls/wire-names';
import { type Authorization, apiRequest } from './http-client';
import type { QueryParams } from './query-string';

export interface CallOptions {
  /** Another authorization than the declaration's access implies (the token call's client credentials). */
  authorization?: Authorization;
  signal?: AbortSignal;
  /** The screen shows the outcome itself; see `RequestOptions.quiet`. */
  quiet?: boolean;
}

/**
 * The answer read with the call's success schemas, the wire's names taken to the English ones;
 * a call with several (200 or 202) takes the first that fits.
 */
function readAnswer<C extends CallDeclaration>(call: C, payload: unknown): CallAnswer<C> {
  const schemas: CallSchema[] = Object.values(call.responses);
  let firstFailure: unknown;
  for (const schema of schemas) {
    // Renamed, then parsed: the same as the API's codec (`atWire`), without the full zod that
    // the codec needs and /login's bundle would carry.
    const parsed = schema.safeParse(fromWire(schema, payload));
    if (parsed.success) return parsed.data as CallAnswer<C>;
    firstFailure ??= parsed.error;
  }
  throw firstFailure;
}

/** What the screen gave, with the wire's names (see `WIRE_NAMES`). */
function requestOf(call: CallDeclaration, input: unknown) {
  if (call.method === 'GET') {
    return { query: (call.query ? toWire(call.query, input) : input) as QueryParams | undefined };
  }
  if (input === undefined) return {};
  // Sent as the screen gave it otherwise: the server's schema judges it and answers field errors
  // in the user's language, which the forms show beside their fields.
  const body = call.body ? toWire(call.body, input) : input;
  return call.form ? { form: body as Record<string, string> } : { body };
}

/**
 * A call whose body is a file itself (declared with `stream`): the file is sent as it is, with
 * the call's first content type, and the browser streams it; `query` carries its name.
 */
export async function sendFileCall<C extends CallDeclaration>(
  call: C,
  query: QueryParams,
  file: Blob,
  options: CallOptions = {},
): Promise<CallAnswer<C>> {
  const contentType = call.stream?.contentTypes[0];
  if (!contentType) throw new Error(`${call.path} takes no file as its body`);
  const payload = await apiRequest<unknown>(call.path, {
    method: call.method,
    authorization: options.authorization ?? (call.access.public ? 'none' : 'session'),
    query: (call.query ? toWire(call.query, query) : query) as QueryParams,
    file: { content: file, contentType },
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.quiet ? { quiet: true } : {}),
  });
  return readAnswer(call, payload);
}

/**
 * The one way a screen calls the API: path, method, authorization and schemas all come from the
 * call's declaration in `@trade-terms/domain/calls`, the input is typed by the call's body or
 * query schema, and the answer is parsed by its response schema before the screen sees it.
 */
export async function callApi<C extends CallDeclaration>(
  call: C,
  ...[input, options = {}]: CallInput<C> extends undefined
    ? [input?: undefined, options?: CallOptions]
    : [input: CallInput<C>, options?: CallOptions]
): Promise<CallAnswer<C>> {
  const payload = await apiRequest<unknown>(call.path, {
    method: call.method,
    authorization: options.authorization ?? (call.access.public ? 'none' : 'session'),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.quiet ? { quiet: true } : {}),
    ...requestOf(call, input),
  });
  return readAnswer(call, payload);
}
