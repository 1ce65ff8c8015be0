import autocannon from 'autocannon';
import { ownCpuMs, processCpuMs } from './cpu-time.ts';

export interface Target {
  label: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  /** The processes that serve it, whose CPU time is counted per request. */
  serverPids?: readonly (number | undefined)[];
}

export interface Round {
  requests: number;
  seconds: number;
  p99Ms: number;
  serverCpuMs: number;
  generatorCpuMs: number;
}

export interface Measurement {
  label: string;
  /** Answered in the measured rounds (warm-up not included). */
  requests: number;
  requestsPerSecond: number;
  /** Median of the rounds' p99 latencies. */
  p99Ms: number;
  /**
   * CPU time the servers spent per answer: unlike req/s, barely moved by what else runs on the
   * machine, so it compares two targets fairly on a shared one.
   */
  serverCpuUsPerRequest: number;
  /** Cores the load generator (this process) kept busy, on average. */
  generatorCores: number;
  /** Cores the servers kept busy, on average. */
  serverCores: number;
}

export const connections = 50;

const serverCpuMs = (target: Target) =>
  (target.serverPids ?? []).reduce<number>((sum, pid) => sum + processCpuMs(pid), 0);

/** Runs autocannon against one POST target; any non-2xx answer invalidates the figure. */
export async function runRound(target: Target, seconds: number): Promise<Round> {
  const serverBefore = serverCpuMs(target);
  const generatorBefore = ownCpuMs();
  const result = await autocannon({
    url: target.url,
    method: 'POST',
    headers: target.headers,
    body: target.body,
    connections,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    const statuses = Object.entries(result.statusCodeStats ?? {})
      .map(([status, { count }]) => `${status}×${count}`)
      .join(' ');
    throw new Error(
      `${target.label}: ${result.non2xx} non-2xx answers (${statuses}) and ${result.errors} errors out of ${result.requests.total}`,
    );
  }
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p99Ms: result.latency.p99,
    serverCpuMs: serverCpuMs(target) - serverBefore,
    generatorCpuMs: ownCpuMs() - generatorBefore,
  };
}

const total = (rounds: readonly Round[], field: keyof Round) =>
  rounds.reduce((sum, round) => sum + round[field], 0);

function summarize(label: string, rounds: readonly Round[]): Measurement {
  const requests = total(rounds, 'requests');
  const seconds = total(rounds, 'seconds');
  const p99s = rounds.map((round) => round.p99Ms).sort((a, b) => a - b);
  return {
    label,
    requests,
    requestsPerSecond: requests / seconds,
    p99Ms: p99s[Math.floor(p99s.length / 2)] ?? 0,
    serverCpuUsPerRequest: (total(rounds, 'serverCpuMs') * 1000) / Math.max(requests, 1),
    generatorCores: total(rounds, 'generatorCpuMs') / 1000 / seconds,
    serverCores: total(rounds, 'serverCpuMs') / 1000 / seconds,
  };
}

export interface Interleaving {
  rounds: number;
  roundSeconds: number;
  warmUpSeconds: number;
}

/**
 * Measures `targets` in alternating short rounds after a warm-up each, so that load from other
 * processes on the machine hits every target alike and the ratios between them stay fair; each
 * round starts one target later, so no target always runs first or right after the same one.
 */
export async function measureInterleaved(
  targets: readonly Target[],
  { rounds, roundSeconds, warmUpSeconds }: Interleaving,
): Promise<Measurement[]> {
  if (warmUpSeconds > 0) for (const target of targets) await runRound(target, warmUpSeconds);
  const measured = targets.map(() => [] as Round[]);
  for (let round = 0; round < rounds; round += 1) {
    for (let step = 0; step < targets.length; step += 1) {
      const index = (round + step) % targets.length;
      const target = targets[index];
      if (target !== undefined) measured[index]?.push(await runRound(target, roundSeconds));
    }
  }
  return targets.map((target, index) => summarize(target.label, measured[index] ?? []));
}
