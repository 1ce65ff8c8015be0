import { randomBytes } from 'node:crypto';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newPasswordSchema } from '@giro/shared/accounts/password-policy';
import { z } from 'zod';

/** `npm start -w` runs from apps/server, a shell from the root: relative paths mean the repo root. */
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

const fromRepoRoot = (path: string) => (isAbsolute(path) ? path : resolve(repoRoot, path));

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const port = z
  .string()
  .regex(/^\d+$/, { error: 'must be a whole number' })
  .transform(Number)
  .pipe(
    z.number().min(1, { error: 'must be 1 to 65535' }).max(65535, { error: 'must be 1 to 65535' }),
  );

function url(protocols: readonly string[]) {
  const error = `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`;
  const valid = (value: string) =>
    URL.canParse(value) && protocols.includes(new URL(value).protocol);
  return z.string().refine(valid, { error });
}

const positiveWholeNumber = z
  .string()
  .regex(/^[1-9]\d*$/, { error: 'must be a positive whole number' })
  .transform(Number);

const gatewayBaseUrl = (fallback: string) =>
  url(['http:', 'https:'])
    .transform((value) => value.replace(/\/+$/, ''))
    .default(fallback);

// A payment gateway needs all of its credentials or none (then it runs in the sandbox, or is off).
const gatewayCredentials = [
  ['PAYEER_SHOP_ID', 'PAYEER_SECRET'],
  ['TROPIPAY_CLIENT_ID', 'TROPIPAY_CLIENT_SECRET'],
  ['AIRTM_PARTNER_ID', 'AIRTM_PARTNER_SECRET'],
  ['DUCAPP_API_KEY', 'DUCAPP_PHONE', 'DUCAPP_PASSWORD'],
] as const;

function requireWholeCredentials(env: Record<string, unknown>, context: z.RefinementCtx): void {
  for (const group of gatewayCredentials) {
    const missing = group.filter((variable) => env[variable] === undefined);
    if (missing.length === 0 || missing.length === group.length) continue;
    for (const variable of missing) {
      const given = group.filter((other) => !missing.includes(other)).join(', ');
      context.addIssue({ code: 'custom', path: [variable], message: `must be set with ${given}` });
    }
  }
}

// The first admin needs both its email and its password, or neither.
function requireAdminPair(env: Record<string, unknown>, context: z.RefinementCtx): void {
  const missing = ['ADMIN_EMAIL', 'ADMIN_PASSWORD'].filter((name) => env[name] === undefined);
  if (missing.length !== 1) return;
  const given = missing[0] === 'ADMIN_EMAIL' ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
  context.addIssue({ code: 'custom', path: missing, message: `must be set with ${given}` });
}

// A deployment (PostgreSQL) runs several instances or restarts: a per-process key would refuse
// the links another instance mailed.
function requireLinkSecret(env: Record<string, unknown>, context: z.RefinementCtx): void {
  if (env.DATABASE_URL === undefined || env.LINK_SECRET !== undefined) return;
  context.addIssue({
    code: 'custom',
    path: ['LINK_SECRET'],
    message: 'must be set (32+ random characters) with DATABASE_URL',
  });
}

const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);

// Demo data and test payments on a public instance would let anyone in with the README's
// passwords, or mark their own order paid.
function refuseDemoInPublic(env: Record<string, unknown>, context: z.RefinementCtx): void {
  // A PUBLIC_URL on this machine (the size and Lighthouse scripts' own start) is no deployment.
  if (typeof env.PUBLIC_URL !== 'string') return;
  if (isLoopback(new URL(env.PUBLIC_URL).hostname.replace(/^\[|\]$/g, ''))) return;
  for (const variable of ['SEED_DEMO', 'PAYMENTS_SANDBOX']) {
    if (env[variable] !== true) continue;
    context.addIssue({
      code: 'custom',
      path: [variable],
      message:
        'must not be true with PUBLIC_URL: demo accounts and test payments are for a local demo only',
    });
  }
}

// Treasury's official addresses of the SDN list (the CSV download and the Sanctions List
// Service's export).
const treasuryListHosts = 'www.treasury.gov,ofac.treasury.gov,sanctionslistservice.ofac.treas.gov';

const listHosts = z
  .string()
  .default(treasuryListHosts)
  .transform((value) =>
    value
      .split(',')
      .map((host) =>
        host
          .trim()
          .replace(/^\[|\]$/g, '')
          .toLowerCase(),
      )
      .filter((host) => host !== ''),
  )
  .refine((hosts) => hosts.length > 0, { error: 'must name at least one host' });

/**
 * Add a variable here (one line) and it is validated, typed and reported like the others; the
 * env test then asks for its line in `.env.example` and its row in the README.
 */
const envVariables = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  // Unset: loopback for the one-command demo (no DATABASE_URL, no PUBLIC_URL), else every
  // interface.
  HOST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('data').transform(fromRepoRoot),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  PUBLIC_URL: url(['http:', 'https:'])
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  // PostgreSQL's limits (defaults in db/database-handle.ts): a stuck statement, a held lock or a
  // full pool answers 503 instead of holding requests.
  DATABASE_POOL_SIZE: positiveWholeNumber.optional(),
  DATABASE_ACQUIRE_TIMEOUT_MS: positiveWholeNumber.optional(),
  DATABASE_STATEMENT_TIMEOUT_MS: positiveWholeNumber.optional(),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: positiveWholeNumber.optional(),
  SEED_DEMO: booleanString.optional(),
  WEB_DIST: z.string().default('apps/web/dist').transform(fromRepoRoot),
  TRUST_PROXY: booleanString.default(false),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  // Shared store of the rate limits when several instances serve; unset → in memory.
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  MAIL_FROM: z.string().trim().min(3, { error: 'must be a sender address' }).optional(),
  // Calculator calls per minute per IP; the web debounces quotes by 1.5 s, the bench raises it.
  PRICING_RATE_LIMIT: positiveWholeNumber.default(120),
  // Sign-in calls (and their second step) per 15 minutes per IP; the e2e suite raises it, as its
  // journeys sign their own people in from one address.
  SIGN_IN_RATE_LIMIT: positiveWholeNumber.default(30),
  // A Zelle/PayPal choice stands this long before its instructions are mailed (README).
  INSTRUCTIONS_MAIL_DELAY_SECONDS: z
    .string()
    .regex(/^\d+$/, { error: 'must be a whole number of seconds' })
    .transform(Number)
    .default(120),
  // Payment gateways (docs in README); without credentials a gateway runs in the sandbox.
  PAYMENTS_SANDBOX: booleanString.optional(),
  PAYEER_SHOP_ID: z.string().optional(),
  PAYEER_SECRET: z.string().optional(),
  TROPIPAY_CLIENT_ID: z.string().optional(),
  TROPIPAY_CLIENT_SECRET: z.string().optional(),
  TROPIPAY_BASE_URL: gatewayBaseUrl('https://www.tropipay.com'),
  AIRTM_PARTNER_ID: z.string().optional(),
  AIRTM_PARTNER_SECRET: z.string().optional(),
  AIRTM_BASE_URL: gatewayBaseUrl('https://payments.air-pay.io'),
  DUCAPP_API_KEY: z.string().optional(),
  DUCAPP_PHONE: z.string().optional(),
  DUCAPP_PASSWORD: z.string().optional(),
  DUCAPP_BASE_URL: gatewayBaseUrl('https://backend.ducapp.net'),
  // HMAC key of links that work without signing in (rate-alert unsubscribe). Every instance
  // must share it; only the embedded demo may go without (a fresh key per start).
  LINK_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  // The only hosts the SDN list may be fetched from (comma-separated); an IP address listed
  // here may be a private one (a mirror on the operator's network).
  SANCTIONS_LIST_HOSTS: listHosts,
  // Bearer token of /metrics for a scraper elsewhere; without it only loopback may read them.
  METRICS_TOKEN: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  // The first admin, made at start-up while no admin exists (README "Operator console").
  ADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  ADMIN_PASSWORD: z
    .string()
    .refine((value) => newPasswordSchema.safeParse(value).success, {
      error: 'must be 8 to 128 characters and not only digits',
    })
    .optional(),
});

export const envVariableNames = Object.keys(envVariables.shape);

const envSchema = envVariables
  .superRefine(requireWholeCredentials)
  .superRefine(requireAdminPair)
  .superRefine(requireLinkSecret)
  .superRefine(refuseDemoInPublic)
  .transform((env) => {
    const embeddedDemo = env.DATABASE_URL === undefined && env.PUBLIC_URL === undefined;
    const HOST = env.HOST ?? (embeddedDemo ? 'localhost' : '0.0.0.0');
    // Plainly a local demo: the embedded database, no public address, reachable only from
    // this machine. Anything else gets demo data and test payments only by asking for them.
    const localDemo = embeddedDemo && isLoopback(HOST);
    return {
      ...env,
      HOST,
      SEED_DEMO: env.SEED_DEMO ?? localDemo,
      LINK_SECRET: env.LINK_SECRET ?? randomBytes(32).toString('base64url'),
      // Test payments mark orders paid.
      PAYMENTS_SANDBOX: env.PAYMENTS_SANDBOX ?? localDemo,
    };
  });

export type Config = z.output<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: readonly { variable: string; reason: string }[]) {
    super(
      `Invalid environment:\n${problems.map((p) => `  ${p.variable}: ${p.reason}`).join('\n')}`,
    );
    this.name = 'EnvError';
  }
}

/** The only reader of process.env. Empty values count as unset, as in most .env files. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(present);
  if (result.success) return result.data;
  throw new EnvError(
    result.error.issues.map((issue) => ({
      variable: issue.path.map(String).join('.'),
      reason: issue.message,
    })),
  );
}
