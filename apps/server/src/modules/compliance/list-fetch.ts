import { AppError } from '../../lib/app-error.ts';
import { sanctionsFetchFailed } from '../sanctions/list-problems.ts';
import { sanctionsFileMaxBytes } from '../sanctions/sanctions-import.ts';

const timeoutMs = 60_000;

/** What stopped the connection: `ECONNREFUSED`, `ENOTFOUND`… (undici hides it in `cause`). */
function networkCause(error: unknown): string {
  const cause = error instanceof Error ? (error.cause ?? error) : error;
  const code = (cause as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return cause instanceof Error ? cause.message : String(cause);
}

const timedOut = (error: unknown) =>
  error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');

/**
 * Downloads the list file from the operator's URL: a 200 answer, at most the size an import
 * takes. Throws 502 `sanctions_fetch_failed` saying why; the list in force stays.
 */
export async function fetchListFile(url: string): Promise<Buffer> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok || response.body === null) {
      await response.body?.cancel();
      throw sanctionsFetchFailed(url, { kind: 'http', status: response.status });
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += chunk.length;
      if (size > sanctionsFileMaxBytes) throw sanctionsFetchFailed(url, { kind: 'too_large' });
      chunks.push(Buffer.from(chunk));
    }
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (timedOut(error)) throw sanctionsFetchFailed(url, { kind: 'timeout' });
    throw sanctionsFetchFailed(url, { kind: 'unreachable', cause: networkCause(error) });
  }
}
