import type { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';
import type { Role } from '../permissions';

/**
 * Who may make a call: anyone (`public`), or a signed-in user holding one of `roles` (an empty
 * list: any signed-in user). The API's guard, the OpenAPI security and the permission
 * catalogue's "what does this role open" all read it from the declaration.
 */
export type CallAccess = { public: true; roles?: never } | { public?: never; roles: readonly Role[] };

export type CallMethod = 'GET' | 'POST';

/**
 * A schema of a call: zod, or zod/mini for the calls the sign-in page and the app's entry make
 * (the token and the availability checks), which must not bring zod itself with them.
 */
export type CallSchema = z.ZodType | ZodMiniType;

/** The answers of a call by HTTP status: the success ones (errors share the one envelope). */
export type CallResponses = { readonly [status: number]: CallSchema };

/**
 * One call of the API, declared once: the API serves it from this declaration (its handler is
 * all a module writes), the web client calls it through `callApi` with the same schemas, the
 * route guard and the OpenAPI document read its access, and a test proves the served routes
 * and the declarations are the same list.
 */
export interface CallDeclaration {
  readonly method: CallMethod;
  /** Under `/api`, with the spec's names: `/perfil/buscarPerfis`. */
  readonly path: string;
  readonly access: CallAccess;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  /** The OpenAPI group, the module's name. */
  readonly tag: string;
  /** The JSON (or, with `form`, form-encoded) body of a POST. */
  readonly body?: CallSchema;
  /** The query string of a GET. */
  readonly query?: CallSchema;
  readonly responses: CallResponses;
  /**
   * Everyone may still make the call while maintenance mode is on: sign-in (an administrator
   * must get in to switch it off), the availability checks and the switch's own status. Every
   * other call is refused to users who do not administer maintenance.
   */
  readonly openDuringMaintenance?: true;
  /** The body is form-encoded (the OAuth token call). */
  readonly form?: true;
  /**
   * The body is a file itself, sent with one of these content types and streamed by the API to
   * the file storage (never parsed, never held in memory); its name travels in `query`.
   */
  readonly stream?: { readonly contentTypes: readonly string[] };
}

/** Declares a call, keeping its literal types so handlers and the client are typed by it. */
export function declareCall<const C extends CallDeclaration>(call: C): C {
  return call;
}

type SchemaOutput<S> = S extends CallSchema ? z.output<S> : undefined;
type SchemaInput<S> = S extends CallSchema ? z.input<S> : undefined;

/** What a handler of the call receives, already validated. */
export type CallBody<C extends CallDeclaration> = SchemaOutput<C['body']>;
export type CallQuery<C extends CallDeclaration> = SchemaOutput<C['query']>;

/** What a client sends: the body of a POST, the query of a GET. */
export type CallInput<C extends CallDeclaration> = C['method'] extends 'GET'
  ? SchemaInput<C['query']>
  : SchemaInput<C['body']>;

/** What the client gets back from any of the call's success answers. */
export type CallAnswer<C extends CallDeclaration> = {
  [S in keyof C['responses']]: C['responses'][S] extends CallSchema ? z.output<C['responses'][S]> : never;
}[keyof C['responses']];

/** What a handler returns: the input shape of a success answer (the serializer writes it). */
export type CallResult<C extends CallDeclaration> = {
  [S in keyof C['responses']]: C['responses'][S] extends CallSchema ? z.input<C['responses'][S]> : never;
}[keyof C['responses']];

/** `METHOD /api/path`, the key the catalogue and the served routes are compared by. */
export function callKey(call: Pick<CallDeclaration, 'method' | 'path'>): string {
  return `${call.method} /api${call.path}`;
}
