import { toWire, wirePathOf } from '@trade-terms/domain/calls/wire-names';
import {
  type EnvelopeMessage,
  ERROR_CATALOGUE,
  type ErrorCode,
  type MessageEnvelope,
  ZMessageEnvelopeSchema,
} from '@trade-terms/domain/errors';
import { type Language, type MessageParams, negotiateLanguage, translate } from '@trade-terms/domain/i18n';
import { describeIssue } from '@trade-terms/domain/validation-messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/connection-errors';
import { AppError } from '../errors';

export function requestLanguage(request: FastifyRequest): Language {
  return negotiateLanguage(request.headers['accept-language']);
}

function message(language: Language, code: ErrorCode, params: MessageParams = {}): EnvelopeMessage {
  return { kind: 'ERRO', code, text: translate(language, ERROR_CATALOGUE[code].message, params) };
}

/** The envelope of an error in one language; field problems are explained in that language too. */
export function envelopeOf(language: Language, error: AppError): MessageEnvelope {
  return {
    messages: [
      message(language, error.code, error.params),
      ...error.details.map((detail) =>
        message(language, detail.code, {
          ...detail.params,
          ...(detail.problem
            ? { problem: translate(language, detail.problem.message, detail.problem.params) }
            : {}),
        }),
      ),
    ],
  };
}

export function sendError(reply: FastifyReply, language: Language, error: AppError): FastifyReply {
  // Sent outside a call's declared answers, so the envelope is put in the wire's names here.
  return reply.status(error.status).send(toWire(ZMessageEnvelopeSchema, envelopeOf(language, error)));
}

function valueAt(source: unknown, pathSegments: string[]): unknown {
  let current = source;
  for (const segment of pathSegments) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

function validationError(request: FastifyRequest, error: FastifyError, language: Language): AppError {
  const context = (error as FastifyError & { validationContext?: string }).validationContext ?? 'body';
  const source =
    context === 'querystring'
      ? request.query
      : context === 'params'
        ? request.params
        : context === 'headers'
          ? request.headers
          : request.body;
  const call = request.routeOptions.config.call;
  const schema = context === 'querystring' ? call?.query : context === 'body' ? call?.body : undefined;
  const details = (error.validation ?? []).map((item) => {
    // The schema judged the English shape; the caller sent, and reads, the wire's names.
    const segments = wirePathOf(schema, item.instancePath.split('/').filter(Boolean)).map(String);
    const value = valueAt(source, segments);
    const issue = { code: item.keyword, message: item.message, ...(item.params as object) };
    const missing =
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    const problem = describeIssue(language, { ...issue, missing: missing && item.keyword !== 'custom' });
    return { code: 'INVALID_FIELD' as const, params: { field: segments.join('.') || context, problem } };
  });
  return new AppError('INVALID_FIELDS', {}, details);
}

/**
 * Every failure leaves the server in the same envelope, in the caller's language; a stack trace
 * never does. Framework errors (bad JSON, wrong content type, oversized body) and a database
 * that cannot be reached (503) are mapped to catalogue codes so the client can react to them
 * like to any other.
 */
export function registerErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof AppError) return sendError(reply, language, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, language, validationError(request, error, language));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendError(reply, language, new AppError('BODY_TOO_LARGE'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendError(
          reply,
          language,
          new AppError('UNSUPPORTED_MEDIA_TYPE', { contentType: request.headers['content-type'] ?? '-' }),
        );
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, language, new AppError('TOO_MANY_REQUESTS'));
    if (status === 403) return sendError(reply, language, new AppError('FORBIDDEN'));
    if (status === 404) return sendRouteNotFound(request, reply);
    if (status >= 400 && status < 500) {
      return sendError(reply, language, new AppError('MALFORMED_BODY', { detail: error.message }));
    }
    // The client answers a 503 by checking health and showing the service-unavailable page.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendError(reply, language, new AppError('SERVICE_UNAVAILABLE'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, language, new AppError('INTERNAL'));
  });
}

export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const url = request.url.split('?')[0] ?? '';
  return sendError(
    reply,
    requestLanguage(request),
    new AppError('ROUTE_NOT_FOUND', { method: request.method, url }),
  );
}
