import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface WebClient {
  /** Answers a client route (/agreements, /user/edit/7, ...) with the single-page app. */
  sendApp(reply: FastifyReply): FastifyReply;
  wantsApp(request: FastifyRequest): boolean;
}

/** Server settings the web client reads at start (the shape of `apps/web` platform/app-settings). */
export interface WebClientSettings {
  supportDocumentsUrl: string | null;
  mailOutbox: boolean;
  requestTimeoutSeconds: number;
}

export interface WebClientOptions {
  oauthClient: { id: string; secret: string };
  settings: WebClientSettings;
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
  const encodedSettings = Buffer.from(JSON.stringify(settings)).toString('base64');
  const page = readFileSync(path.join(distDir, 'index.html'), 'utf8')
    .replace('__OAUTH_CLIENT__', basic)
    .replace('__APP_SETTINGS__', encodedSettings);

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

  const sendApp = (reply: FastifyReply) =>
    reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  // The root is a folder to the file server; it is the app's home page to a user.
  app.get('/', (_request, reply) => sendApp(reply));

  return {
    sendApp,
    wantsApp: (request) =>
      request.method === 'GET' &&
      !request.url.startsWith('/api') &&
      !path.extname(request.url.split('?')[0] ?? ''),
  };
}
