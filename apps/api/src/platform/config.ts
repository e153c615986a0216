import path from 'node:path';
import { z } from 'zod';

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const ZConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
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
    /** A spreadsheet is a zip: its unpacked size and entry count are capped before it is read. */
    UPLOAD_MAX_UNPACKED_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(200 * 1024 * 1024),
    UPLOAD_MAX_ZIP_ENTRIES: z.coerce.number().int().min(10).default(1000),
    /** Exports up to this many rows answer at once; larger ones run as jobs. */
    EXPORT_INLINE_MAX_ROWS: z.coerce.number().int().min(0).default(5000),
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
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}
