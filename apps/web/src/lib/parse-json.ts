import type { z } from 'zod';

/** Parsed and validated value, or `undefined` when the text is not JSON or not of that shape. */
export function parseJson<T>(text: string, schema: z.ZodType<T>): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
