import { AppError } from '../../lib/app-error.ts';
import { sanctionsFileMaxBytes } from '../sanctions/sanctions-import.ts';

const timeoutMs = 60_000;

const fetchFailed = (url: string, reason: string) =>
  new AppError(502, 'sanctions_fetch_failed', { params: { url, reason } });

/** Downloads the list file from the operator's URL: a 200 answer, at most the size an import takes. */
export async function fetchListFile(url: string): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  } catch (error) {
    throw fetchFailed(url, error instanceof Error ? error.message : String(error));
  }
  if (!response.ok || response.body === null) throw fetchFailed(url, `HTTP ${response.status}`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.length;
    if (size > sanctionsFileMaxBytes) throw fetchFailed(url, 'too large');
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}
