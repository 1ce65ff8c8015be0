import { z } from 'zod';

const envSchema = z.object({
  /** Origin of the Giro server; empty means the same origin that served the page. */
  VITE_API_URL: z
    .string()
    .trim()
    .regex(/^(https?:\/\/[^/]+)?$/, { error: 'must be an origin like https://example.com' })
    .default(''),
});

function parseEnv() {
  const parsed = envSchema.safeParse(import.meta.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid web environment:\n${problems.join('\n')}`);
  }
  return { apiUrl: parsed.data.VITE_API_URL };
}

export const env = parseEnv();
