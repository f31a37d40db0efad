import { isIP } from 'node:net';
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
  /** At least 32 characters; required in production. Unset elsewhere: a per-database secret generated on first start. */
  JWT_SECRET: z.string().min(32).optional(),
  /**
   * The master key that wraps the keys sealing personal data in the events (decision 0061): at
   * least 32 characters; required in production. Unset elsewhere: generated on first start and
   * kept in the database like the JWT secret. Losing it loses every name and text written.
   */
  PERSONAL_DATA_KEY: z.string().min(32).optional(),
  /** Months the access log's client addresses and agents are kept (Marco Civil da Internet, Art. 15): 6. */
  ACCESS_LOG_RETENTION_MONTHS: z.coerce.number().int().min(6).max(120).default(6),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(12 * 60 * 60),
  /**
   * How long a write waits for the read models before it answers (read-your-writes); after it,
   * the answer says `X-Read-Model: lagging` and the web reads its screens again.
   */
  SETTLE_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
  FILES_DIR: z.string().min(1).default('./data/files'),
  /**
   * The erasure ledger (decision 0061): one line per erased user, ids only, kept apart from the
   * database, the keys and the backups (on storage of its own, shared by every instance), so that
   * `npm run restore` of a backup taken before an erasure erases that user again.
   */
  ERASURE_LEDGER: z.string().min(1).default('./data/erasure-ledger.jsonl'),
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
  /** App instances `npm run cluster` starts behind its proxy (on PORT+1, PORT+2...). */
  CLUSTER_INSTANCES: z.coerce.number().int().min(1).max(16).default(2),
  /** Run the projectors in this process (they elect one leader across processes). */
  PROJECTIONS_INLINE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** JSON log lines (pino) at this level and above: `log` is pino's `info` (docs/operations.md, "Logs"). */
  LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug']).default('log'),
  /**
   * How long a SIGTERM waits for the requests in flight and, in the same window, for the jobs
   * this process runs; what is left then is cut (requests) or handed back (jobs).
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Queue and key prefix in Redis, so test runs and apps do not share queues. */
  REDIS_PREFIX: z.string().min(1).default('school'),
  /** The postal-code lookup (ViaCEP JSON format); `{cep}` is replaced by the 8 digits. */
  POSTAL_CODE_URL: z
    .url()
    .refine((v) => v.includes('{cep}'), { message: 'must contain {cep}' })
    .default('https://viacep.com.br/ws/{cep}/json/'),
  /** How long the lookup may take before the form is told "Endereço não encontrado!". */
  POSTAL_CODE_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),

  // Limits on abuse (decision 0014, docs/operations.md "Limits").
  /** Wrong passwords for one login from one client address that lock that pair... */
  LOGIN_LOCK_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(5),
  /** ...within this many minutes... */
  LOGIN_LOCK_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** ...for this many minutes (also how long a throttled address or password change waits). */
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Failed sign-ins from one client address, whatever the logins, before it is throttled (password spraying). */
  LOGIN_ADDRESS_MAX_FAILURES: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Wrong current passwords on a password change (per user, same window) before it is refused. */
  PASSWORD_CHANGE_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  /** Support requests ("Fale conosco") one user may send per hour. */
  SUPPORT_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  /** "Esqueci minha senha" requests one client address may send per hour (decision 0069). */
  PASSWORD_HELP_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(5),
  /** Chat messages one user may send per minute, socket and REST together (decision 0036). */
  CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Game rounds one student may record per minute (`POST /api/plataforma/tentativa`). */
  GAME_ROUNDS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Forum topics and replies one user may post per hour, together. */
  FORUM_POSTS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Report exports one user may request per hour (besides one running export at a time). */
  REPORT_EXPORTS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  DATA_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Calendar events one user may create per hour (each public one is shown to its audience). */
  CALENDAR_EVENTS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Picks one player may have checked per minute (`POST /api/plataforma/jogada`: a hangman letter, a quiz answer). */
  GAME_PICKS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /** Content views one learner may send per minute (`POST /api/plataforma/visto`). */
  CONTENT_VIEWS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),

  // Content authoring (docs/decisions/0025-content-tree.md).
  /** Chapters one trail may have; beyond it POST /api/trl_capitulo answers 0 ("Número máximo de capitulos criado."). */
  CONTENT_MAX_CHAPTERS_PER_TRAIL: z.coerce.number().int().min(1).max(10_000).default(50),

  // --- HTTP edge: proxies, TLS, API docs (docs/operations.md, "Behind a proxy") ---
  /**
   * Which peers may tell the client address (X-Forwarded-For) and protocol: express's `trust proxy`.
   * `loopback` (default: a proxy on this machine), `false` (none: the socket's peer is the client),
   * a hop count, or a comma-separated list of addresses, subnets and the names loopback,
   * linklocal, uniquelocal. `true` is refused: it would believe whatever a client sends.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value, ctx) => parseTrustProxy(value, ctx)),
  /** A trusted proxy in front ends TLS: the answers carry HSTS and ask for https sub-resources. */
  TLS_TERMINATED: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** OpenAPI at /api/docs: `on` or `off`; unset, on except when NODE_ENV=production. */
  API_DOCS: z.enum(['on', 'off']).optional(),
  /**
   * The address users reach the app at (scheme, host, optional port and path, e.g.
   * https://escola.example): every absolute link the server hands out (calendar feeds) is built
   * from it, never from a request's Host header. Unset: http://localhost:<PORT>, for development.
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'an http or https address, e.g. https://escola.example' })
    .refine((v) => !/[?#]/.test(v), { message: 'no query or fragment' })
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),

  /**
   * The bearer token Prometheus scrapes /api/metrics with (at least 32 characters). Unset, only a
   * Master's session reads the metrics (decision 0051).
   */
  METRICS_TOKEN: z.string().min(32).optional(),

  // Upload limits and orphan files (backend/src/files).
  /** Uploads a user may start per minute, counted across every app instance (Redis). */
  UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(60),
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

/** The variables with the defaults that depend on others (PUBLIC_URL follows PORT). */
const withDefaults = schema.transform((config) => ({
  ...config,
  PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
}));

/** Express's `trust proxy` value: false, a hop count or a list of addresses and subnets. */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d+$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4; // a netmask, e.g. 10.0.0.0/255.0.0.0
}

function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  const trimmed = value.trim();
  if (trimmed === 'false') return false;
  if (/^\d+$/.test(trimmed) && Number(trimmed) >= 1 && Number(trimmed) <= 20) return Number(trimmed);
  const entries = trimmed.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (trimmed === 'true') {
    ctx.addIssue({
      code: 'custom',
      message:
        "true would believe any X-Forwarded-For a client sends: give the hop count or the proxies' addresses",
    });
  } else if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `false, a hop count (1 to 20) or addresses, subnets, loopback, linklocal, uniquelocal; not ${bad.join(', ')}`,
    });
  }
  return entries;
}

/** Rules between variables, checked after each variable on its own. */
function crossChecks(config: Config): { variable: string; message: string }[] {
  const issues: { variable: string; message: string }[] = [];
  if (config.NODE_ENV === 'production' && !config.JWT_SECRET)
    issues.push({
      variable: 'JWT_SECRET',
      message:
        'required when NODE_ENV=production: at least 32 random characters, e.g. `openssl rand -base64 48` ' +
        '(the generated fallback is for development only)',
    });
  if (config.NODE_ENV === 'production' && !config.PERSONAL_DATA_KEY)
    issues.push({
      variable: 'PERSONAL_DATA_KEY',
      message:
        'required when NODE_ENV=production: at least 32 random characters, e.g. `openssl rand -base64 48`; ' +
        'keep it safe and apart from the backups (without it no name or text can be read)',
    });
  if (config.TLS_TERMINATED && config.TRUST_PROXY === false)
    issues.push({
      variable: 'TLS_TERMINATED',
      message: 'true needs the proxy that ends TLS to be trusted: set TRUST_PROXY as well',
    });
  return issues;
}

/** Whether /api/docs is served: API_DOCS decides; unset, everywhere but production. */
export function apiDocsEnabled(config: Pick<Config, 'API_DOCS' | 'NODE_ENV'>): boolean {
  return config.API_DOCS ? config.API_DOCS === 'on' : config.NODE_ENV !== 'production';
}

export type Config = z.output<typeof withDefaults>;

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
  const parsed = withDefaults.safeParse(cleaned);
  if (!parsed.success) {
    const variables = [...new Set(parsed.error.issues.map((i) => String(i.path[0])))];
    const details = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(variables, details);
  }
  const issues = crossChecks(parsed.data);
  if (issues.length > 0) {
    throw new ConfigError(
      [...new Set(issues.map((i) => i.variable))],
      issues.map((i) => `  ${i.variable}: ${i.message}`).join('\n'),
    );
  }
  return parsed.data;
}

export const CONFIG = Symbol('CONFIG');
