import type { Answer } from './giro-client.ts';

/** One caller of a stream: sends, waits `pauseMs`, sends again, until the stream stops. */
export interface Caller {
  kind: string;
  send(): Promise<Answer>;
  pauseMs: number;
}

/** A call as the stream saw it: its answer, or the network error that took its place. */
export interface StreamedCall {
  kind: string;
  startedAt: number;
  endedAt: number;
  answer?: Answer;
  error?: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs every caller at once, as steady traffic through whatever happens meanwhile. */
export function streamCalls(callers: Caller[]) {
  let running = true;
  const calls: StreamedCall[] = [];
  const loops = callers.map(async ({ kind, send, pauseMs }) => {
    while (running) {
      const startedAt = Date.now();
      const outcome = await send().catch((error: Error) => error);
      const endedAt = Date.now();
      calls.push(
        outcome instanceof Error
          ? { kind, startedAt, endedAt, error: outcome.message }
          : { kind, startedAt, endedAt, answer: outcome },
      );
      await pause(pauseMs);
    }
  });
  return {
    calls,
    async stop(): Promise<StreamedCall[]> {
      running = false;
      await Promise.all(loops);
      return calls;
    },
  };
}

/** `{ "200": n, "503": n, … }` of `calls` (a network error counts as "error"). */
export function byStatus(calls: StreamedCall[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const call of calls) {
    const key = call.answer === undefined ? 'error' : String(call.answer.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
