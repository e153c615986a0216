import { ZCompletePasswordResetSchema, ZForgotPasswordSchema } from '../access-requests';
import { ZMessageEnvelopeSchema } from '../errors';
import { declareCall } from './call';
import { tokenCall } from './token-call';

const tag = 'session';

export const authCalls = {
  requestPasswordReset: declareCall({
    method: 'POST',
    path: '/autenticacao/resetarSenha',
    access: { public: true },
    summary:
      'Forgot password: mails a single-use reset link to the login or e-mail given, and answers the same neutral message whether or not it exists',
    tag,
    body: ZForgotPasswordSchema,
    responses: { 200: ZMessageEnvelopeSchema },
  }),
  completePasswordReset: declareCall({
    method: 'POST',
    path: '/autenticacao/redefinirSenha',
    access: { public: true },
    summary: 'Sets a new password (under the policy) with the token of a mailed link; the link works once',
    tag,
    body: ZCompletePasswordResetSchema,
    responses: { 200: ZMessageEnvelopeSchema },
  }),
  token: tokenCall,
};
