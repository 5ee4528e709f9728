// Reads and checks the environment once at start (DESIGN §2), so a bad setting fails loudly, not later.
import { isIP } from 'node:net';
import { z } from 'zod';
import {
  CAPTCHA_PROVIDERS,
  DEFAULT_APPROVAL_TTL_HOURS,
  DEFAULT_BLCK_VALUE_CURRENCY,
  DEFAULT_BRAND_NAME,
} from '@blck/contract';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

/** An IP address or a network in CIDR notation (`10.0.0.0/8`, `fd00::/8`). */
const isAddressOrNetwork = (entry: string) => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

/**
 * Which proxies may speak for the client in `X-Forwarded-For`: none, a number of hops in front of every instance,
 * or the proxies' addresses and networks. "Trust everything" is refused: the client writes the left-most entry.
 */
const trustProxySetting = z
  .string()
  .optional()
  .transform((value, context): false | number | string[] => {
    const text = value?.trim() ?? '';
    if (text === '' || text === '0') return false;
    if (/^\d{1,2}$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isAddressOrNetwork(entry));
    if (invalid.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `set the number of proxies in front of the server (1, 2, …) or a comma-separated list of their addresses or networks (10.0.0.0/8,192.168.1.5); not an address or network: ${invalid.map((entry) => JSON.stringify(entry)).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  /** Unset: the origin the server listens on (`defaultPublicUrl`). */
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('BLCK Back Office <no-reply@localhost>'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12).max(128).optional(),
  CAPTCHA_PROVIDER: z.enum(CAPTCHA_PROVIDERS).default('altcha'),
  ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  RECAPTCHA_SITE_KEY: z.string().default(''),
  RECAPTCHA_SECRET: z.string().default(''),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  SESSION_MAX_HOURS: z.coerce.number().positive().default(12),
  BRAND_NAME: z.string().min(1).default(DEFAULT_BRAND_NAME),
  /** The token value's reference currency: a fiat label (checked against the fiats table at start, `buildApp`). */
  BLCK_VALUE_CURRENCY: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z][A-Z0-9]{1,9}$/, {
      error: 'BLCK_VALUE_CURRENCY is the label of a fiat currency, 2 to 10 letters or digits, such as USD or EUR.',
    })
    .default(DEFAULT_BLCK_VALUE_CURRENCY),
  APP_ENV: z.enum(['production', 'test']).default('production'),
  DEMO_DATA: flag,
  INTAKE_API_KEY: z
    .string()
    .min(32, { error: 'INTAKE_API_KEY needs at least 32 random characters (e.g. openssl rand -hex 32).' })
    .refine((key) => new Set(key).size >= 12, {
      error: 'INTAKE_API_KEY must be random (at least 12 different characters), e.g. openssl rand -hex 32.',
    })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySetting,
  RATE_LIMIT_SIGNIN_PER_MINUTE: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  RATE_LIMIT_INTAKE_PER_MINUTE: z.coerce.number().int().positive().default(600),
  CONSOLE_DIST: z.string().optional(),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(5),
  /** Four eyes (issue 17): off applies every call at once, whatever the approval policies say. */
  FOUR_EYES: z.enum(['on', 'off'], { error: 'FOUR_EYES is on or off.' }).default('on'),
  APPROVAL_TTL_HOURS: z.coerce.number().positive().max(8760).default(DEFAULT_APPROVAL_TTL_HOURS),
  /** Also mail the admins who may decide a new proposal (they are always told in realtime). */
  APPROVAL_MAIL: z.enum(['on', 'off'], { error: 'APPROVAL_MAIL is on or off.' }).default('off'),
  /** How long after a commit the audit sealer waits, gathering more events into one seal (0: at once; unset: 50). */
  AUDIT_SEAL_DELAY_MS: z.coerce.number().int().min(0).max(86_400_000).optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  captcha: { provider: 'altcha' | 'recaptcha'; altchaCost: number; recaptchaSiteKey: string; recaptchaSecret: string };
  session: { idleMs: number; maxMs: number };
  brandName: string;
  /** The reference currency of the token value ("1 $BLCK = 1.18 USD"), a fiat label. */
  blckValueCurrency: string;
  appEnv: 'production' | 'test';
  demoData: boolean;
  intakeApiKey: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  /** false: the socket peer is the client; n: n proxies in front; list: the proxies' addresses and networks. */
  trustProxy: false | number | string[];
  rateLimits: { signinPerMinute: number; authPerMinute: number; intakePerMinute: number };
  consoleDist: string | undefined;
  /** On SIGTERM, how long /readyz answers 503 while requests are still served, before the server closes. */
  shutdownDrainMs: number;
  /** Whether approval policies can hold calls back, and how long a proposal waits. */
  approvals: { fourEyes: boolean; ttlMs: number; mail: boolean };
  /** Unset: the sealer's own default. */
  auditSealDelayMs: number | undefined;
}

/**
 * The origin a local user reaches the server at: `http://HOST:PORT`, with `localhost` for the loopback and the
 * any-address hosts (so emailed links work as printed), IPv6 literals in brackets.
 */
export const defaultPublicUrl = (host: string, port: number): string => {
  const name = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(host)
    ? 'localhost'
    : host.includes(':')
      ? `[${host}]`
      : host;
  return `http://${name}:${port}`;
};

export const loadConfig = (source: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? defaultPublicUrl(env.HOST, env.PORT)).replace(/\/+$/, ''),
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    captcha: {
      provider: env.CAPTCHA_PROVIDER,
      altchaCost: env.ALTCHA_COST,
      recaptchaSiteKey: env.RECAPTCHA_SITE_KEY,
      recaptchaSecret: env.RECAPTCHA_SECRET,
    },
    session: { idleMs: env.SESSION_IDLE_MINUTES * 60_000, maxMs: env.SESSION_MAX_HOURS * 3_600_000 },
    brandName: env.BRAND_NAME,
    blckValueCurrency: env.BLCK_VALUE_CURRENCY,
    appEnv: env.APP_ENV,
    demoData: env.DEMO_DATA,
    intakeApiKey: env.INTAKE_API_KEY,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    rateLimits: {
      signinPerMinute: env.RATE_LIMIT_SIGNIN_PER_MINUTE,
      authPerMinute: env.RATE_LIMIT_AUTH_PER_MINUTE,
      intakePerMinute: env.RATE_LIMIT_INTAKE_PER_MINUTE,
    },
    consoleDist: env.CONSOLE_DIST,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
    approvals: {
      fourEyes: env.FOUR_EYES === 'on',
      ttlMs: env.APPROVAL_TTL_HOURS * 3_600_000,
      mail: env.APPROVAL_MAIL === 'on',
    },
    auditSealDelayMs: env.AUDIT_SEAL_DELAY_MS,
  };
};
