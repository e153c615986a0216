import type { CallBody, CallDeclaration, CallQuery, CallResult } from '@trade-terms/domain/calls/call';
import { atWire } from '@trade-terms/domain/calls/wire-names';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';

/** A request of a declared call: body and query already validated by its schemas. */
export type CallRequest<C extends CallDeclaration> = FastifyRequest & {
  body: CallBody<C>;
  query: CallQuery<C>;
};

/**
 * What a module writes for a call: the answer, or the reply it sent itself (a streamed file, a
 * 201 or 202 status).
 */
export type CallHandler<C extends CallDeclaration> = (
  request: CallRequest<C>,
  reply: FastifyReply,
) => Promise<CallResult<C> | FastifyReply> | CallResult<C> | FastifyReply;

export interface ServeOptions {
  /** A larger body than the app's limit (the base64 uploads). */
  bodyLimit?: number;
}

/**
 * Serves a declared call: method, path, access, schemas and summary all come from the
 * declaration in `packages/domain/src/calls`, so none of them is written a second time here.
 */
export function serveCall<C extends CallDeclaration>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  options: ServeOptions = {},
): void {
  const { stream } = call;
  if (stream) {
    // A file sent as the body itself: in a scope of its own, so only this call takes its content
    // types, and it takes no other (a JSON body answers 415). The parser reads nothing (the body stays undefined for the hooks that walk bodies):
    // the handler streams `request.raw` and enforces its own size limit, since Fastify's body
    // limit only applies to the bodies it buffers.
    app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser([...stream.contentTypes], (_request, _payload, done) =>
        done(null, undefined),
      );
      routeOf(scope, call, handler, options);
    });
    return;
  }
  routeOf(app, call, handler, options);
}

function routeOf<C extends CallDeclaration>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  options: ServeOptions,
): void {
  app.route({
    method: call.method,
    url: call.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    config: { call, access: call.access },
    schema: {
      summary: call.summary,
      tags: [call.tag],
      // The wire's names are mapped here: the handler reads and returns the English shape.
      ...(call.body ? { body: atWire(call.body) } : {}),
      ...(call.query ? { querystring: atWire(call.query) } : {}),
      ...(call.form ? { consumes: ['application/x-www-form-urlencoded'] } : {}),
      ...(call.stream ? { consumes: [...call.stream.contentTypes] } : {}),
      response: Object.fromEntries(
        Object.entries(call.responses).map(([status, schema]) => [status, atWire(schema)]),
      ),
    },
    // The declaration types the handler; fastify's own generics cannot follow a generic call.
    handler: handler as unknown as RouteHandlerMethod,
  });
}
