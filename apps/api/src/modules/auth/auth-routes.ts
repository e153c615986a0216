import { ZCompletePasswordResetSchema, ZForgotPasswordSchema } from '@trade-terms/domain/access-requests';
import { ZMessageEnvelopeSchema } from '@trade-terms/domain/errors';
import { ZTokenResponseSchema } from '@trade-terms/domain/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requestLanguage } from '../../platform/http/error-envelope';
import { successEnvelope } from '../../platform/http/success-message';
import { type LoginSettings, login, parseBasicCredentials, throttlePublicRequest } from './auth-service';
import { completePasswordReset, requestPasswordReset } from './password-links-service';

const ZTokenRequestSchema = z.object({
  grant_type: z.literal('password'),
  username: z.string().min(1).max(100),
  password: z.string().min(1).max(200),
});

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
    app.post(
      '/autenticacao/resetarSenha',
      {
        config: { access: { public: true } },
        schema: {
          summary:
            'Forgot password: mails a single-use reset link to the login or e-mail given, and answers the same neutral message whether or not it exists',
          tags: ['session'],
          body: ZForgotPasswordSchema,
          response: { 200: ZMessageEnvelopeSchema },
        },
      },
      async (request) => {
        await throttlePublicRequest(db, 'password-reset', request.ip, publicLimit);
        const minutes = config.PASSWORD_RESET_TTL_MINUTES;
        await requestPasswordReset(db, request.body.loginOuEmail, {
          ttlMinutes: minutes,
          language: requestLanguage(request),
        });
        return successEnvelope(request, 'forgotPassword.sent', { minutes });
      },
    );

    app.post(
      '/autenticacao/redefinirSenha',
      {
        config: { access: { public: true } },
        schema: {
          summary:
            'Sets a new password (under the policy) with the token of a mailed link; the link works once',
          tags: ['session'],
          body: ZCompletePasswordResetSchema,
          response: { 200: ZMessageEnvelopeSchema },
        },
      },
      async (request) => {
        await throttlePublicRequest(db, 'password-reset', request.ip, publicLimit);
        await completePasswordReset(db, request.body.token, request.body.desSenha);
        return successEnvelope(request, 'recoverPassword.done');
      },
    );

    app.post(
      '/oauth/token',
      {
        config: { access: { public: true } },
        schema: {
          summary: 'Sign in (OAuth2 password grant with Basic client credentials, form-encoded body)',
          tags: ['session'],
          consumes: ['application/x-www-form-urlencoded'],
          body: ZTokenRequestSchema,
          response: { 200: ZTokenResponseSchema },
        },
      },
      async (request) =>
        login(context.database.db, context.tokens, settings, {
          client: parseBasicCredentials(request.headers.authorization),
          username: request.body.username,
          password: request.body.password,
          address: request.ip,
        }),
    );
  };
}
