import type { z } from 'zod';
import { GatewayRequestFailed, GatewayUnavailable } from './gateway-errors.ts';
import type { GatewayName } from './payment-gateway.ts';

/** `fetch`, or the in-process transport the sandbox uses; both answer a web Response. */
export type HttpTransport = (
  url: string,
  init: {
    method: 'GET' | 'POST';
    headers: Record<string, string>;
    body?: string;
    signal: AbortSignal;
  },
) => Promise<Response>;

export interface RetryPolicy {
  /** Per attempt, body included. */
  timeoutMs: number;
  /** Extra attempts after a network error, a timeout or a 5xx (never after a 4xx). */
  retries: number;
  /** Wait before the first retry; doubles each time. */
  backoffMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { timeoutMs: 10_000, retries: 2, backoffMs: 300 };

export interface GatewayCall<T> {
  method: 'GET' | 'POST';
  /** Appended to the gateway's base URL: "/api/v2/paymentcards". */
  path: string;
  headers?: Record<string, string>;
  json?: unknown;
  /** The part of the answer Giro reads; anything else fails as GatewayRequestFailed. */
  schema: z.ZodType<T>;
}

type Attempt<T> = { ok: true; value: T } | { ok: false; failure: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const snippet = (text: string) => text.slice(0, 300);

/** The one way payment code talks HTTP to a gateway: JSON, timeouts, retries with backoff. */
export function createGatewayHttpClient(
  gateway: GatewayName,
  baseUrl: string,
  transport: HttpTransport,
  policy: RetryPolicy = defaultRetryPolicy,
) {
  async function attempt<T>(call: GatewayCall<T>): Promise<Attempt<T>> {
    const response = await transport(`${baseUrl}${call.path}`, {
      method: call.method,
      headers: {
        accept: 'application/json',
        ...(call.json !== undefined && { 'content-type': 'application/json' }),
        ...call.headers,
      },
      ...(call.json !== undefined && { body: JSON.stringify(call.json) }),
      signal: AbortSignal.timeout(policy.timeoutMs),
    });
    const text = await response.text();
    if (response.status >= 500) {
      return { ok: false, failure: `HTTP ${response.status}: ${snippet(text)}` };
    }
    if (!response.ok) throw new GatewayRequestFailed(gateway, response.status, snippet(text));
    const parsed = call.schema.safeParse(parseJson(text));
    if (!parsed.success) {
      throw new GatewayRequestFailed(
        gateway,
        response.status,
        `unexpected answer: ${snippet(text)}`,
      );
    }
    return { ok: true, value: parsed.data };
  }

  async function request<T>(call: GatewayCall<T>): Promise<T> {
    for (let retry = 0; ; retry += 1) {
      let failure: string;
      try {
        const result = await attempt(call);
        if (result.ok) return result.value;
        failure = result.failure;
      } catch (error) {
        if (error instanceof GatewayRequestFailed) throw error;
        failure = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      }
      if (retry >= policy.retries) throw new GatewayUnavailable(gateway, failure);
      await wait(policy.backoffMs * 2 ** retry);
    }
  }

  /** Like `request`, but a 404 (the gateway has no such payment) answers undefined. */
  async function find<T>(call: GatewayCall<T>): Promise<T | undefined> {
    try {
      return await request(call);
    } catch (error) {
      if (error instanceof GatewayRequestFailed && error.status === 404) return undefined;
      throw error;
    }
  }

  return { request, find };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
