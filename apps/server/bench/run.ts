import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { type BenchServerReady, bareRoute } from './bench-protocol.ts';
import {
  connections,
  type Measurement,
  type Round,
  runRound,
  summarize,
  type Target,
} from './measure.ts';
import { browserHeaders } from './order-load.ts';

// Short alternating rounds, so load from other processes on the machine hits both targets alike.
const roundCount = 5;
const roundSeconds = 2;
const warmUpSeconds = 2;
const goal = 0.6;

const quoteBody = JSON.stringify({
  amount: '150',
  currency: 'USD',
  destination_currency: 'CUP',
  type: 1,
  key: 'demo-agent',
  delivery: 2,
});

async function startServer() {
  const child = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
  });
  const [ready] = (await once(child, 'message')) as [BenchServerReady];
  return { child, origin: `http://127.0.0.1:${ready.port}` };
}

async function checkQuote(target: Target): Promise<void> {
  const response = await fetch(target.url, {
    method: 'POST',
    headers: target.headers,
    body: target.body,
  });
  if (!response.ok) throw new Error(`Quote answered ${response.status}: ${await response.text()}`);
}

function line({ label, requestsPerSecond, p99Ms }: Measurement): string {
  return `${label.padEnd(30)} ${Math.round(requestsPerSecond).toString().padStart(7)} req/s   p99 ${p99Ms} ms`;
}

const { child, origin } = await startServer();
try {
  const headers = await browserHeaders(origin);
  const quote: Target = {
    label: 'POST /api/calc_money_sent',
    url: `${origin}/api/calc_money_sent`,
    headers,
    body: quoteBody,
  };
  const bare: Target = {
    label: `POST ${bareRoute} (bare JSON)`,
    url: `${origin}${bareRoute}`,
    headers,
    body: quoteBody,
  };
  await checkQuote(quote);
  const targets = [quote, bare];
  for (const target of targets) await runRound(target, warmUpSeconds);
  const measured = targets.map((target) => ({ target, rounds: [] as Round[] }));
  console.info(`measuring: ${roundCount} alternating rounds of ${roundSeconds} s per target…`);
  for (let round = 0; round < roundCount; round += 1) {
    for (const { target, rounds } of measured) rounds.push(await runRound(target, roundSeconds));
  }
  const results = measured.map(({ target, rounds }) => summarize(target.label, rounds));
  const [quoted, baseline] = results as [Measurement, Measurement];
  const ratio = quoted.requestsPerSecond / baseline.requestsPerSecond;
  console.info(
    `Quote path vs bare route, ${connections} connections, ${roundCount * roundSeconds} s each (p99: median of rounds):`,
  );
  for (const result of results) console.info(line(result));
  console.info(
    `quote / bare: ${(ratio * 100).toFixed(1)} % (goal ≥ ${goal * 100} %${ratio < goal ? ', NOT MET' : ''})`,
  );
} finally {
  child.disconnect();
}
