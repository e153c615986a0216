import { paths } from '../config/paths';
import { ApiError, readEnvelope } from './api-error';
import { isServiceAvailable } from './availability';
import { dropNulls } from './drop-nulls';
import { currentLanguage, i18n } from './i18n';
import { showError, showMessages, showWarning } from './notifier';
import { buildQuery, type QueryParams } from './query-string';
import { timedSignal, untimedSignal } from './request-timeout';
import { expireSession, isSessionExpiredFlagSet, readAccessToken } from './session';

const API_BASE = '/api';

/**
 * `session`: the signed-in user's bearer token; `none`: the public calls (password reset, access
 * request); `basic`: client credentials (the token call).
 */
export type Authorization = 'session' | 'none' | { basic: string };

export interface RequestOptions {
  /** The spec's calls are POST unless it says otherwise. */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: QueryParams;
  /** Sent as JSON without its null fields. */
  body?: unknown;
  /** Sent form-encoded instead of `body`. */
  form?: Record<string, string>;
  /**
   * A file sent as the body itself (the streamed uploads), instead of `body`. Its sending is not
   * timed: how long it takes depends on its size and the network, not on the server.
   */
  file?: { content: Blob; contentType: string };
  authorization?: Authorization;
  signal?: AbortSignal;
  /**
   * The screen shows the outcome itself (the sign-in form, for one), so the server's messages
   * are not also shown as toasts. Session expiry and unavailability are handled regardless.
   */
  quiet?: boolean;
}

const currentPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

let sessionExpiredHandler: () => void = () => window.location.assign(paths.login.href());
let serviceUnavailableHandler: (backTo: string) => void = (backTo) =>
  window.location.assign(paths.serviceUnavailable.href(backTo));

/** The app routes to /login through its router, so a refused call keeps the page loaded. */
export function setSessionExpiredHandler(handler: () => void): void {
  sessionExpiredHandler = handler;
}

export function setServiceUnavailableHandler(handler: (backTo: string) => void): void {
  serviceUnavailableHandler = handler;
}

let maintenanceHandler: (backTo: string) => void = (backTo) =>
  window.location.assign(paths.maintenance.href(backTo));

/** Where a call refused by maintenance mode sends its user: the maintenance page. */
export function setMaintenanceHandler(handler: (backTo: string) => void): void {
  maintenanceHandler = handler;
}

/** The server's refusal while maintenance mode is on: a 503 that is no outage. */
const MAINTENANCE_CODE = 'MAINTENANCE';

let availabilityCheck: Promise<void> | null = null;

/**
 * After a 503 or no answer: health, then info; only when both fail is the user sent to the
 * service-unavailable page (spec, section 8). Calls failing together share one check.
 */
function checkAvailability(): void {
  if (availabilityCheck) return;
  availabilityCheck = isServiceAvailable()
    .then((available) => {
      if (!available && window.location.pathname !== paths.serviceUnavailable.path) {
        serviceUnavailableHandler(currentPath());
      }
    })
    .finally(() => {
      availabilityCheck = null;
    });
}

function endExpiredSession(): void {
  // Several calls refused at once end the session once, with one warning.
  if (isSessionExpiredFlagSet()) return;
  expireSession();
  showWarning(i18n.t('errors.sessionExpired'));
  sessionExpiredHandler();
}

function requestBody(options: RequestOptions): { body?: BodyInit; contentType?: string } {
  if (options.form)
    return { body: new URLSearchParams(options.form), contentType: 'application/x-www-form-urlencoded' };
  if (options.file) return { body: options.file.content, contentType: options.file.contentType };
  if (options.body === undefined) return {};
  return { body: JSON.stringify(dropNulls(options.body)), contentType: 'application/json' };
}

function requestHeaders(authorization: Authorization, contentType: string | undefined): Headers {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
  if (contentType) headers.set('Content-Type', contentType);
  if (authorization === 'session') {
    const token = readAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  } else if (authorization !== 'none') {
    headers.set('Authorization', `Basic ${authorization.basic}`);
  }
  return headers;
}

async function readPayload(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if (!response.headers.get('content-type')?.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The one way the web client calls the API, applying the spec's reactions once (section 8): a
 * 401 on a session call ends the session; a 503 or no answer (none within the request timeout
 * counts too, said as the server timeout) checks whether the service is up;
 * other failures show the server's messages, or a generic text, as toasts; success messages
 * the server sends show as toasts too. A failure always throws an ApiError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'POST', authorization = 'session', quiet = false } = options;
  const query = options.query ? buildQuery(options.query) : '';
  const { body, contentType } = requestBody(options);

  const sentToken = authorization === 'session' ? readAccessToken() : null;
  // The answer to a call of a session that has ended since (a logout while it was on its way)
  // says nothing to whoever is on the screen now: it shows no toast, and the error still counts
  // as told, so no screen tells it either. Only a sign-in sets a token.
  const speaks = () => !quiet && (authorization !== 'session' || sentToken === readAccessToken());
  const timer = options.file ? untimedSignal(options.signal) : timedSignal(options.signal);
  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(`${API_BASE}${path}${query ? `?${query}` : ''}`, {
      method,
      headers: requestHeaders(authorization, contentType),
      body,
      signal: timer.signal,
    });
    payload = await readPayload(response);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    checkAvailability();
    if (speaks()) showError(i18n.t(timer.timedOut() ? 'errors.serverTimeout' : 'errors.connectionLost'));
    throw new ApiError(0, [], !quiet);
  } finally {
    timer.clear();
  }

  const messages = readEnvelope(payload);
  if (response.ok) {
    if (speaks()) showMessages(messages);
    return payload as T;
  }
  if (response.status === 401 && authorization === 'session') {
    // A refusal of a token the client no longer holds (the user signed out, or changed their
    // password, which ends the sessions opened with the old one) says nothing of the current one.
    // Nor does the refusal of a call sent with no token at all: a screen still on its way out
    // after a logout asked it, and treating it as an expiry would show the expired-session
    // warning on /login and forget the page the logout kept there.
    if (sentToken !== null && sentToken === readAccessToken()) endExpiredSession();
    throw new ApiError(response.status, messages, true);
  }
  if (response.status === 503 && messages.some((message) => message.code === MAINTENANCE_CODE)) {
    // The maintenance page shows the message and the expected end; no toast repeats them.
    if (window.location.pathname !== paths.maintenance.path) maintenanceHandler(currentPath());
    throw new ApiError(response.status, messages, true);
  }
  if (response.status === 503) checkAvailability();
  if (speaks()) {
    const errors = messages.filter((message) => message.kind === 'ERRO');
    if (errors.length > 0) showMessages(errors);
    else showError(i18n.t('errors.internalServerError'));
  }
  throw new ApiError(response.status, messages, !quiet);
}
