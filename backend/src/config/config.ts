import { z } from 'zod';

/** The environment, parsed once and validated; the app refuses to start with the names of bad variables. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/school_platform'),
  REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
  /** Set to use KurrentDB (e.g. kurrentdb://localhost:2113?tls=false); unset uses the PostgreSQL event store. */
  EVENTSTORE_URL: z.string().min(1).optional(),
  ADMIN_LOGIN: z
    .string()
    .min(5)
    .transform((s) => s.toUpperCase())
    .default('ADMN-0001'),
  ADMIN_PASSWORD: z.string().min(5).optional(),
  /** At least 32 characters; unset in development gives a per-database secret generated on first start. */
  JWT_SECRET: z.string().min(32).optional(),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(12 * 60 * 60),
  FILES_DIR: z.string().min(1).default('./data/files'),
  /** Run the BullMQ worker inside the app (default) or only in `npm run worker`. */
  WORKER_INLINE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * How long a worker's hold on a running job lasts without renewal, and how often workers look
   * for jobs whose holder died (then the job runs again). Short only in tests that kill workers.
   */
  JOB_LOCK_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  JOB_STALLED_INTERVAL_MS: z.coerce.number().int().min(200).max(600_000).default(30_000),
  /** Run the projectors in this process (they elect one leader across processes). */
  PROJECTIONS_INLINE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug']).default('log'),
  /** Queue and key prefix in Redis, so test runs and apps do not share queues. */
  REDIS_PREFIX: z.string().min(1).default('school'),
  /** The postal-code lookup (ViaCEP JSON format); `{cep}` is replaced by the 8 digits. */
  POSTAL_CODE_URL: z
    .url()
    .refine((v) => v.includes('{cep}'), { message: 'must contain {cep}' })
    .default('https://viacep.com.br/ws/{cep}/json/'),
  /** How long the lookup may take before the form is told "Endereço não encontrado!". */
  POSTAL_CODE_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),

  // Upload limits and orphan files (backend/src/files).
  /** Uploads a user may start per minute, counted across every app instance (Redis). */
  UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Bytes a user's files may take (originals + scaled copies of files not deleted), in MB. */
  UPLOAD_QUOTA_MB: z.coerce.number().positive().max(1_000_000).default(50),
  /** How long a file nothing references is kept before the orphan sweep deletes it. */
  FILES_ORPHAN_GRACE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(24),
  /** How often the orphan sweep (a repeatable BullMQ job) runs. */
  FILES_ORPHAN_SWEEP_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
});

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {
  constructor(
    readonly variables: string[],
    details: string,
  ) {
    super(`Invalid environment: ${variables.join(', ')}\n${details}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const variables = [...new Set(parsed.error.issues.map((i) => String(i.path[0])))];
    const details = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(variables, details);
  }
  return parsed.data;
}

export const CONFIG = Symbol('CONFIG');
