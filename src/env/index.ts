// The one place that reads process.env. Every variable is validated here so that a
// wrong value stops the start with a message naming the variable (ARCHITECTURE 6).
import path from 'node:path';
import { Cron } from 'croner';
import { z } from 'zod';
import { BACKUP_DESTINATION_HINT, parseBackupDestination } from './backup-destination';
import { parseSecretsKeys, SECRETS_KEY_FORMAT } from './secrets-key';
import { parseTrustProxy } from './trust-proxy';

const rateLimit = z
  .string()
  .regex(/^\d+\/\d+[smhd]$/, 'must be count/window, e.g. 5/15m (units s, m, h, d)');

const optionalUrl = (protocols: string[], hint: string) =>
  z
    .string()
    .optional()
    .refine(
      (value) => {
        if (value === undefined || value === '') return true;
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      { message: hint },
    );

/** Why a cron expression is wrong (croner's words), or undefined when it is right. */
function cronProblem(pattern: string): string | undefined {
  try {
    new Cron(pattern, { paused: true });
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  // Where the server listens; unset, every interface (Next's default). Behind nginx the
  // instances listen on 127.0.0.1 so that only nginx reaches them.
  HOST: z
    .union([z.ipv4(), z.ipv6(), z.literal('localhost')], {
      message: 'must be an IP address to listen on, such as 127.0.0.1 or ::1, or localhost',
    })
    .optional(),
  SITE_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) origin such as https://example.com' })
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(
    ['postgres:', 'postgresql:'],
    'must be a postgres:// URL (leave it unset for the embedded SQLite database)',
  ),
  ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(8, 'must be at least 8 characters')
    .max(16, 'must be at most 16 characters')
    .optional(),
  LOGIN_RATE_LIMIT: rateLimit.default('5/15m'),
  CONTACT_RATE_LIMIT: rateLimit.default('5/10m'),
  PASSWORD_RESET_RATE_LIMIT: rateLimit.default('3/1h'),
  TRUST_PROXY: z
    .string()
    .optional()
    .refine((value) => parseTrustProxy(value) !== undefined, {
      message:
        'must be a hop count, or a comma list of IPs, CIDR ranges, loopback, linklocal, uniquelocal',
    }),
  REDIS_URL: optionalUrl(['redis:', 'rediss:'], 'must be a redis:// URL'),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1-64 letters, digits or : . - _')
    .default('agency:'),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL'),
  CONTACT_TO: z.email('must be an e-mail address').default('hello@example.com'),
  MAIL_FROM: z.email('must be an e-mail address').default('website@example.com'),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: optionalUrl(['http:', 'https:'], 'must be an http(s) URL'),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: optionalUrl(['http:', 'https:'], 'must be an http(s) URL'),
  // Schedules are chosen and shown in this zone (issue 12).
  SITE_TIME_ZONE: z
    .string()
    .default('Asia/Dubai')
    .refine(isTimeZone, 'must be an IANA time zone such as Asia/Dubai'),
  // Backups (docs/deploy.md): one instance runs them on this schedule, in SITE_TIME_ZONE.
  BACKUP_SCHEDULE: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const problem = value === undefined ? undefined : cronProblem(value);
      if (problem) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a cron expression such as "0 3 * * *" (minute hour day month weekday): ${problem}`,
        });
      }
    }),
  BACKUP_KEEP: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(7),
  BACKUP_TO: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      if (value === undefined) return;
      try {
        parseBackupDestination(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  // Observability (issue 14): JSON logs at this level and above (src/server/log.ts);
  // GET /api/metrics answers only with this Bearer token, and is 404 without one.
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Seals two-factor and webhook secrets in the database (src/server/secrets). Unset, a
  // key is generated once into DATA_DIR/secrets.key; several instances need the same key.
  SECRETS_KEY: z
    .string()
    .optional()
    .refine((value) => value === undefined || parseSecretsKeys(value) !== undefined, {
      message: SECRETS_KEY_FORMAT,
    }),
  // For tests and development only: webhooks may then go to private and loopback
  // addresses, over http too (a receiver on 127.0.0.1). Link-local and cloud metadata
  // addresses stay refused (src/server/webhooks/addresses.ts). Never set it in production.
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(['0', '1'], { message: 'must be 1 (allow private addresses) or 0' })
    .default('0')
    .transform((value) => value === '1'),
  // Set by scripts/start.ts: Next leaves SIGTERM to us (src/http/shutdown.ts).
  NEXT_MANUAL_SIG_HANDLE: z.string().optional(),
  // The build folder (next.config.ts distDir): its route table names the metrics' routes.
  NEXT_DIST_DIR: z.string().min(1).default('.next'),
  // Set by Next itself while `next build` runs; background work stays off then.
  NEXT_PHASE: z.string().optional(),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string };

export class EnvError extends Error {}

/** Parses a variable set; throws EnvError listing every wrong variable by name. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) {
    throw new EnvError(
      'Invalid configuration:\n  ADMIN_PASSWORD: is required when ADMIN_EMAIL is set',
    );
  }
  if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
    throw new EnvError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_BUCKET',
    );
  }
  if (env.BACKUP_SCHEDULE && !env.BACKUP_TO) {
    throw new EnvError(
      `Invalid configuration:\n  BACKUP_TO: is required when BACKUP_SCHEDULE is set (${BACKUP_DESTINATION_HINT})`,
    );
  }
  if (
    env.BACKUP_TO?.trim().toLowerCase().startsWith('s3://') &&
    !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)
  ) {
    throw new EnvError(
      'Invalid configuration:\n  BACKUP_TO: an s3:// destination needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  return { ...env, dataDir: path.resolve(env.DATA_DIR) };
}

let cached: Env | undefined;

/** The validated configuration of this process, parsed on first use. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
