import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface WebClient {
  /** Answers a client route (/agreements, /user/edit/7, ...) with the single-page app. */
  sendApp(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  wantsApp(request: FastifyRequest): boolean;
}

/** Server settings the web client reads at start (the shape of `apps/web` platform/app-settings). */
export interface WebClientSettings {
  supportDocumentsUrl: string | null;
  mailOutbox: boolean;
  requestTimeoutSeconds: number;
  maintenancePollSeconds: number;
}

export interface WebClientOptions {
  oauthClient: { id: string; secret: string };
  /** Per request: what a client may use can depend on where it calls from (the mail outbox). */
  settings: (request: FastifyRequest) => WebClientSettings;
}

/**
 * Serves the built web client from the API's process and origin. The page receives the OAuth
 * client credentials and the client settings in meta tags, so the client always matches the
 * server's configuration without rebuilding the web app.
 */
export async function registerWebClient(
  app: FastifyInstance,
  distDir: string | undefined,
  { oauthClient, settings }: WebClientOptions,
): Promise<WebClient | null> {
  if (!distDir || !existsSync(path.join(distDir, 'index.html'))) return null;
  const basic = Buffer.from(`${oauthClient.id}:${oauthClient.secret}`).toString('base64');
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8').replace('__OAUTH_CLIENT__', basic);
  const pageFor = (request: FastifyRequest) =>
    template.replace('__APP_SETTINGS__', Buffer.from(JSON.stringify(settings(request))).toString('base64'));

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders: (res, filePath) => {
      // Hashed bundles never change under their name; everything else is checked each time.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const sendApp = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(pageFor(request));
  // The root is a folder to the file server; it is the app's home page to a user.
  app.get('/', (request, reply) => sendApp(request, reply));

  return {
    sendApp,
    wantsApp: (request) =>
      request.method === 'GET' &&
      !request.url.startsWith('/api') &&
      !path.extname(request.url.split('?')[0] ?? ''),
  };
}
