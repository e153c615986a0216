import { ZTokenRequestSchema, ZTokenResponseSchema } from '../session';
import { declareCall } from './call';

/**
 * Sign in, the one call the sign-in page makes. It lives apart from the other session calls, its
 * schemas in zod/mini, so the page does not load their schemas and zod itself with it.
 */
export const tokenCall = declareCall({
  method: 'POST',
  path: '/oauth/token',
  access: { public: true },
  openDuringMaintenance: true,
  summary: 'Sign in (OAuth2 password grant with Basic client credentials, form-encoded body)',
  tag: 'session',
  form: true,
  body: ZTokenRequestSchema,
  responses: { 200: ZTokenResponseSchema },
});
