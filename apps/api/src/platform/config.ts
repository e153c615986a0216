import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_TOLERANCE_PERCENT } from '@trade-terms/domain/ascertainment-reconciliation';
import { DEFAULT_STREAMED_UPLOAD_MAX_BYTES } from '@trade-terms/domain/uploads';
import { z } from 'zod';

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Names proxy-addr knows for whole ranges of private addresses. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  return rest.length === 0 && isIP(address) !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
}

/** `s3://bucket` or `s3://bucket/prefix`, with S3's rules for bucket names. */
const S3_URL = /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[A-Za-z0-9._-]+)*\/?$/;

const S3_SETTINGS = [
  'STORAGE_S3_ENDPOINT',
  'STORAGE_S3_REGION',
  'STORAGE_S3_ACCESS_KEY_ID',
  'STORAGE_S3_SECRET_ACCESS_KEY',
  'STORAGE_S3_FORCE_PATH_STYLE',
] as const;

/**
 * Settings that only make sense together: S3 settings without STORAGE_URL would leave each
 * machine writing its own folder unnoticed; a key id without its secret (or the reverse) would
 * fail at the first upload instead of at start. Read from the raw environment, so they are
 * listed even when another key does not parse.
 */
function storageProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const given = S3_SETTINGS.filter((key) => env[key] !== undefined);
  if (!env.STORAGE_URL && given.length > 0)
    problems.push(`STORAGE_URL: is required with ${given.join(', ')}`);
  const keyId = env.STORAGE_S3_ACCESS_KEY_ID !== undefined;
  const secret = env.STORAGE_S3_SECRET_ACCESS_KEY !== undefined;
  if (keyId && !secret)
    problems.push('STORAGE_S3_SECRET_ACCESS_KEY: is required with STORAGE_S3_ACCESS_KEY_ID');
  if (secret && !keyId)
    problems.push('STORAGE_S3_ACCESS_KEY_ID: is required with STORAGE_S3_SECRET_ACCESS_KEY');
  return problems;
}

const ZConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Without it: every address in production, this machine only otherwise (see `listenHost`). */
    HOST: z.string().min(1).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    JWT_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
    TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .max(7 * 24 * 3600)
      .default(8 * 3600),
    OAUTH_CLIENT_ID: z.string().min(1).default('trade-terms-web'),
    OAUTH_CLIENT_SECRET: z.string().min(1).default('trade-terms-web-secret'),
    LOGIN_MAX_FAILURES_PER_USER: z.coerce.number().int().min(1).default(5),
    LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
    LOGIN_FAILURE_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .default(15 * 60),
    /**
     * The proxies (load balancer, TLS terminator) whose `x-forwarded-for` and
     * `x-forwarded-proto` are believed, so per-address limits count the client and not the
     * proxy: a comma-separated list of their addresses and CIDR ranges, or `true` for any sender
     * (only when nothing reaches the API but through the proxy). Unset: none. A hop count is not
     * taken: it cannot tell the proxy from a client that writes the header itself.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      .refine(
        (value) =>
          value === 'true' ||
          value === 'false' ||
          value.split(',').every((entry) => isProxyAddress(entry.trim())),
        'must be true, false, or a comma-separated list of addresses or CIDR ranges',
      )
      .transform((value) => (value === 'true' ? true : value === 'false' ? false : value)),
    /**
     * The product is reached only over HTTPS even where the request does not say so (TLS ended
     * by a proxy that sends no `x-forwarded-proto`): HSTS and `upgrade-insecure-requests` on
     * every answer. Otherwise they go only on answers to requests that came over HTTPS.
     */
    HTTPS_ONLY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(1024 * 1024),
    // "Today" for the calendar and date rules is the business's day, not the server's.
    BUSINESS_TIME_ZONE: z
      .string()
      .min(1)
      .default('America/Sao_Paulo')
      .refine(isTimeZone, 'must be an IANA time zone such as America/Sao_Paulo'),
    // Job workers (imports, exports) run in the API process too unless this is false; then
    // `npm run start:worker` processes run them.
    RUN_WORKERS: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
    /** Largest spreadsheet accepted for import. */
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(10 * 1024 * 1024),
    /**
     * Largest file sent as the body itself, streamed to the file storage (the CSV imports of
     * sell-out, DMS and sell-in); only those calls take it, every other keeps its own limit.
     */
    STREAMED_UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).default(DEFAULT_STREAMED_UPLOAD_MAX_BYTES),
    /** A spreadsheet is a zip: its unpacked size and entry count are capped before it is read. */
    UPLOAD_MAX_UNPACKED_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(200 * 1024 * 1024),
    UPLOAD_MAX_ZIP_ENTRIES: z.coerce.number().int().min(10).default(1000),
    /** Exports up to this many rows answer at once; larger ones run as jobs. */
    EXPORT_INLINE_MAX_ROWS: z.coerce.number().int().min(0).default(5000),
    /** Days after a period's end an ascertainment must be approved by before it is overdue. */
    ASCERTAINMENT_OVERDUE_DAYS: z.coerce.number().int().min(0).max(3650).default(60),
    /**
     * How far (percent of the sell-in) sell-out plus DMS of an ascertainment's customers, months and
     * business unit may be from its sell-in before the reconciliation gate finds it out of tolerance.
     */
    RECONCILIATION_TOLERANCE_PERCENT: z
      .string()
      .regex(/^\d{1,3}(\.\d{1,4})?$/)
      .default(DEFAULT_TOLERANCE_PERCENT),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().optional(),
    ADMIN_LOGIN: z.string().min(3).optional(),
    ADMIN_PASSWORD: z.string().optional(),
    ADMIN_NAME: z.string().min(1).default('Administrador'),
    ADMIN_EMAIL: z.email().optional(),
    GIT_COMMIT: z.string().optional(),
    /** The address users open the product at; links in e-mails start with it. */
    PUBLIC_URL: z
      .url()
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Acordos Comerciais <nao-responda@localhost>'),
    /**
     * The development outbox holds password links: by default only a client on this machine
     * reads it. `true` opens it to the network, for a shared test server without mail.
     */
    MAIL_OUTBOX_FROM_NETWORK: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    MAIL_DISPATCH_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
    PASSWORD_RESET_TTL_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .default(60),
    /** Forgot-password and first-access requests from one address within the failure window. */
    PUBLIC_REQUESTS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
    /** The external support-documents link of the side menu; without it the entry is hidden. */
    SUPPORT_DOCUMENTS_URL: z.url().optional(),
    /** How long the web client waits for an answer before it treats the server as not answering. */
    WEB_REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(30),
    /**
     * How often the web client asks whether maintenance mode is on (the maintenance page, to send
     * its reader back once it ends; every other page, to show it when it starts).
     */
    MAINTENANCE_POLL_SECONDS: z.coerce.number().min(1).max(600).default(30),
    /**
     * Where files live: `s3://bucket` or `s3://bucket/prefix` for an S3-compatible bucket shared
     * by every process; unset, the folder `DATA_DIR/files` of this machine.
     */
    STORAGE_URL: z.string().regex(S3_URL, 'must be s3://bucket or s3://bucket/prefix').optional(),
    /** The S3-compatible server's address (MinIO, Ceph, another cloud's); unset, AWS S3. */
    STORAGE_S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
      .optional(),
    /** Unset: `us-east-1`, which most S3-compatible servers accept. */
    STORAGE_S3_REGION: z.string().min(1).optional(),
    /** Unset, both: the SDK's own chain (AWS_* variables, the machine's role). */
    STORAGE_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    STORAGE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** `true` puts the bucket in the path instead of the host name, as MinIO and most others want. */
    STORAGE_S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true')),
  })
  .superRefine((config, ctx) => {
    if (isProductionServer(config) && !config.JWT_SECRET) {
      // Several API processes behind a load balancer must verify each other's tokens.
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is required in production on a PostgreSQL server',
      });
    }
  });

export type AppConfig = z.infer<typeof ZConfigSchema>;

/** Production on a PostgreSQL server: no demo data, secrets from the environment. */
export function isProductionServer(config: Pick<AppConfig, 'NODE_ENV' | 'DATABASE_URL'>): boolean {
  return config.NODE_ENV === 'production' && Boolean(config.DATABASE_URL);
}

/**
 * Without SMTP, mail waits in the outbox table; outside production the development page lists
 * it, so a newcomer can follow a password link without a mail server.
 */
export function isMailOutboxListed(config: Pick<AppConfig, 'NODE_ENV' | 'SMTP_URL'>): boolean {
  return !config.SMTP_URL && config.NODE_ENV !== 'production';
}

/**
 * The outbox is readable by this request: it is listed at all, and the client is at this
 * machine or the network was let in on purpose. Anyone else could read any user's reset link.
 */
export function isMailOutboxReadable(
  config: Pick<AppConfig, 'NODE_ENV' | 'SMTP_URL' | 'MAIL_OUTBOX_FROM_NETWORK'>,
  fromThisMachine: boolean,
): boolean {
  return isMailOutboxListed(config) && (fromThisMachine || config.MAIL_OUTBOX_FROM_NETWORK);
}

/**
 * Where the server listens: `HOST` when set; otherwise every address in production (behind its
 * load balancer) and this machine only elsewhere, so a development server is not on the network.
 */
export function listenHost(config: Pick<AppConfig, 'HOST' | 'NODE_ENV'>): string {
  return config.HOST ?? (config.NODE_ENV === 'production' ? '0.0.0.0' : 'localhost');
}

export function publicUrl(config: Pick<AppConfig, 'PUBLIC_URL' | 'PORT'>): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once; a bad key stops the start with the full list of problems. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const input = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ZConfigSchema.safeParse(input);
  const problems = [
    ...(parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []),
    ...storageProblems(input),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}
