import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // The component library writes its styles at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/**
 * What only makes sense once the browser reached the product over HTTPS: sent over plain HTTP,
 * HSTS and `upgrade-insecure-requests` would lock a browser out of a server that has no TLS.
 */
const OVER_HTTPS = {
  hsts: { maxAge: 365 * 24 * 3600, includeSubDomains: true },
  contentSecurityPolicy: { directives: { ...DIRECTIVES, upgradeInsecureRequests: [] } },
};

export interface SecurityHeaderOptions {
  /** HTTPS_ONLY: the HTTPS-only headers on every answer, whatever the request says. */
  httpsOnly: boolean;
}

/**
 * Helmet's headers on every answer. A request came over HTTPS when its socket is TLS, or when a
 * trusted proxy (TRUST_PROXY) says so in `x-forwarded-proto`: Fastify's `request.protocol`
 * believes only those.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): Promise<void> {
  await app.register(fastifyHelmet, {
    global: false,
    hsts: false,
    contentSecurityPolicy: { directives: { ...DIRECTIVES, upgradeInsecureRequests: null } },
  });
  const overHttps = (request: FastifyRequest) => options.httpsOnly || request.protocol === 'https';
  app.addHook('onRequest', async (request, reply) => {
    reply.helmet(overHttps(request) ? OVER_HTTPS : undefined);
  });
}
