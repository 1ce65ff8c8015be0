import autocannon from 'autocannon';

export interface Target {
  label: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface Round {
  requests: number;
  seconds: number;
  p99Ms: number;
}

export interface Measurement {
  label: string;
  requestsPerSecond: number;
  /** Median of the rounds' p99 latencies. */
  p99Ms: number;
}

export const connections = 50;

/** Runs autocannon against one POST target; any non-2xx answer invalidates the figure. */
export async function runRound(target: Target, seconds: number): Promise<Round> {
  const result = await autocannon({
    url: target.url,
    method: 'POST',
    headers: target.headers,
    body: target.body,
    connections,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${target.label}: ${result.non2xx} non-2xx answers and ${result.errors} errors out of ${result.requests.total}`,
    );
  }
  return { requests: result.requests.total, seconds: result.duration, p99Ms: result.latency.p99 };
}

export function summarize(label: string, rounds: readonly Round[]): Measurement {
  const requests = rounds.reduce((sum, round) => sum + round.requests, 0);
  const seconds = rounds.reduce((sum, round) => sum + round.seconds, 0);
  const p99s = rounds.map((round) => round.p99Ms).sort((a, b) => a - b);
  return {
    label,
    requestsPerSecond: requests / seconds,
    p99Ms: p99s[Math.floor(p99s.length / 2)] ?? 0,
  };
}

export interface Interleaving {
  rounds: number;
  roundSeconds: number;
  warmUpSeconds: number;
}

/**
 * Measures `targets` in alternating short rounds after a warm-up each, so that load from other
 * processes on the machine hits every target alike and the ratios between them stay fair.
 */
export async function measureInterleaved(
  targets: readonly Target[],
  { rounds, roundSeconds, warmUpSeconds }: Interleaving,
): Promise<Measurement[]> {
  for (const target of targets) await runRound(target, warmUpSeconds);
  const measured = targets.map(() => [] as Round[]);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, target] of targets.entries()) {
      measured[index]?.push(await runRound(target, roundSeconds));
    }
  }
  return targets.map((target, index) => summarize(target.label, measured[index] ?? []));
}
