import { authCalls } from '@trade-terms/domain/calls/auth-calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requestLanguage } from '../../platform/http/error-envelope';
import { serveCall } from '../../platform/http/serve-call';
import { successEnvelope } from '../../platform/http/success-message';
import { type LoginSettings, login, parseBasicCredentials, throttlePublicRequest } from './auth-service';
import { completePasswordReset, requestPasswordReset } from './password-links-service';

export function authRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { config } = context;
  const settings: LoginSettings = {
    clientId: config.OAUTH_CLIENT_ID,
    clientSecret: config.OAUTH_CLIENT_SECRET,
    maxFailuresPerUser: config.LOGIN_MAX_FAILURES_PER_USER,
    maxFailuresPerAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
    failureWindowSeconds: config.LOGIN_FAILURE_WINDOW_SECONDS,
  };
  const { db } = context.database;
  const publicLimit = {
    max: config.PUBLIC_REQUESTS_PER_ADDRESS,
    windowSeconds: config.LOGIN_FAILURE_WINDOW_SECONDS,
  };
  return async (app) => {
    serveCall(app, authCalls.requestPasswordReset, async (request) => {
      await throttlePublicRequest(db, 'password-reset', request.ip, publicLimit);
      const minutes = config.PASSWORD_RESET_TTL_MINUTES;
      await requestPasswordReset(db, request.body.loginOrEmail, {
        ttlMinutes: minutes,
        language: requestLanguage(request),
      });
      return successEnvelope(request, 'forgotPassword.sent', { minutes });
    });

    serveCall(app, authCalls.completePasswordReset, async (request) => {
      await throttlePublicRequest(db, 'password-reset', request.ip, publicLimit);
      await completePasswordReset(db, request.body.token, request.body.password);
      return successEnvelope(request, 'recoverPassword.done');
    });

    serveCall(app, authCalls.token, (request) =>
      login(context.database.db, context.tokens, settings, {
        client: parseBasicCredentials(request.headers.authorization),
        username: request.body.username,
        password: request.body.password,
        address: request.ip,
      }),
    );
  };
}
