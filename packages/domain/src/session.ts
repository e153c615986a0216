// zod/mini: the web app checks the token's claims before anything else loads, on the sign-in
// page too, where the full zod would be a quarter of what the page downloads.
import { z } from 'zod/mini';

/** Data restrictions of the user's profile; an empty list means no restriction on that axis. */
export const ZRestrictionsSchema = z.object({
  canais: z.array(z.string()),
  commodities: z.array(z.string()),
  regioes: z.array(z.string()),
});
export type TRestrictions = z.infer<typeof ZRestrictionsSchema>;

/** The claims of the access token, named as the spec names them (section 3). */
export const ZAccessTokenClaimsSchema = z.object({
  user_name: z.string(),
  name: z.string(),
  id: z.int(),
  exp: z.int(),
  authorities: z.array(z.string()),
  perfil: z.nullable(z.string()),
  restricoes: ZRestrictionsSchema,
  client_id: z.string(),
  /** Server time at which the token was issued, ISO 8601 with offset. */
  horario: z.string(),
});
export type TAccessTokenClaims = z.infer<typeof ZAccessTokenClaimsSchema>;

/** The token call's form-encoded body: the OAuth2 password grant. */
export const ZTokenRequestSchema = z.object({
  grant_type: z.literal('password'),
  username: z.string().check(z.minLength(1), z.maxLength(100)),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
});

export const ZTokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.int(),
});
export type TTokenResponse = z.infer<typeof ZTokenResponseSchema>;

/** Where the web client keeps the session (spec, section 3: Session data). */
export const SESSION_KEYS = {
  accessToken: 'access_token',
  expiredToken: 'expiredToken',
  userName: 'userName',
  answeredNps: 'answeredNps',
  userId: 'idUsuario',
} as const;

export const SESSION_CHECK_INTERVAL_MS = 4000;
