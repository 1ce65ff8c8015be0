import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** Add a variable here (one line) and it is validated, typed and reported like the others. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: port.default(3000),
    HOST: z.string().default('0.0.0.0'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    DATA_DIR: z.string().default('data').transform(fromRepoRoot),
    DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
    PUBLIC_URL: url(['http:', 'https:'])
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
    SEED_DEMO: booleanString.optional(),
    WEB_DIST: z.string().default('apps/web/dist').transform(fromRepoRoot),
    TRUST_PROXY: booleanString.default(false),
  })
  .transform((env) => ({ ...env, SEED_DEMO: env.SEED_DEMO ?? env.DATABASE_URL === undefined }));

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
