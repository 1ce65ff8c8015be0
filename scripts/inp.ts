// Interaction to Next Paint of the home calculator on a throttled phone: starts the built app on
// a free port with a fresh demo database, opens / in Debian's Chromium at 390×844 with the CPU
// slowed 4× and slow 4G (Lighthouse's mobile settings), and, right after each load, taps
// "Usted envía", types an amount and chooses both currencies with the keyboard.
// Interactions are read from the Event Timing entries web-vitals' INP reads (grouped by
// interactionId, the longest entry of each). Three loads, each a new tab of one browser (the first one with a cold cache);
// prints every interaction, the slowest per load (that load's INP), their median and the worst,
// and exits 1 past 50 ms median or 100 ms worst. Run after `npm run build` (`npm run inp`
// builds first). INP_TRACE=<dir> saves a Performance panel trace of each load there.
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { startGiro } from './start-giro.ts';

const loads = 3;
const cpuSlowdown = 4;
// Lighthouse's slow 4G as DevTools applies it: 150 ms RTT ×3.75, 1.6 Mbps down, 750 Kbps up.
const slow4g = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const typed = '1500';
/** A person types a key every 150 ms or so. */
const keyPauseMs = 150;
const limits = { medianMs: 50, worstMs: 100 };

interface Interaction {
  id: number;
  /** The events of the interaction (keydown, input, change…), each once. */
  events: string[];
  target: string;
  durationMs: number;
  inputDelayMs: number;
  processingMs: number;
}

/** TypeScript's DOM types lack the Event Timing entry's interaction id. */
type InteractionEntry = PerformanceEventTiming & { interactionId: number };

declare global {
  interface Window {
    giroInteractions?: Interaction[];
  }
}

/** Runs in the page before its scripts: each interaction with its longest Event Timing entry. */
function observeInteractions() {
  const interactions = new Map<number, Interaction>();
  window.giroInteractions = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as InteractionEntry[]) {
      if (!entry.interactionId) continue;
      const target = entry.target as HTMLElement | null;
      const seen = interactions.get(entry.interactionId);
      const interaction: Interaction = seen ?? {
        id: entry.interactionId,
        events: [],
        target: target?.getAttribute('name') ?? target?.tagName.toLowerCase() ?? '?',
        durationMs: 0,
        inputDelayMs: 0,
        processingMs: 0,
      };
      if (!interaction.events.includes(entry.name)) interaction.events.push(entry.name);
      if (entry.duration >= interaction.durationMs) {
        interaction.durationMs = entry.duration;
        interaction.inputDelayMs = Math.round(entry.processingStart - entry.startTime);
        interaction.processingMs = Math.round(entry.processingEnd - entry.processingStart);
      }
      if (!seen) {
        interactions.set(entry.interactionId, interaction);
        window.giroInteractions?.push(interaction);
      }
    }
  });
  // 16 ms is the lowest threshold the browser takes: every interaction that skipped a frame.
  observer.observe({
    type: 'event',
    durationThreshold: 16,
    buffered: true,
  } as PerformanceObserverInit);
}

const quoted = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/api/calc_money_sent'));

/**
 * The calculator's fields by their `name` (features/calculator/model/early-input.ts): a plain
 * selector, as Playwright's role and label queries would run on the page's throttled main thread
 * between the interactions being measured.
 */
const field = (page: Page, name: string) => page.locator(`form [name="${name}"]`);

/** One load of /, then the visitor's interactions; resolves to them. */
async function measureLoad(browser: Browser, page: Page, origin: string, trace?: string) {
  if (trace) await browser.startTracing(page, { path: trace, screenshots: true });
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  // A phone's visitor taps the field (an interaction too), then types.
  await field(page, 'amount').tap();
  for (const key of typed) {
    await page.keyboard.press(key);
    await page.waitForTimeout(keyPauseMs);
  }
  for (const name of ['currency', 'destination_currency']) {
    await field(page, name).focus();
    const quote = quoted(page);
    await page.keyboard.press('ArrowDown');
    await quote;
  }
  // Entries arrive after the paint that ends each interaction.
  const expected = 1 + typed.length + 2;
  await page.waitForFunction((count) => (window.giroInteractions?.length ?? 0) >= count, expected);
  if (trace) await browser.stopTracing();
  return page.evaluate(() => window.giroInteractions ?? []);
}

async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', slow4g);
  return page;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const giro = await startGiro('inp');
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'es-ES',
  });
  await context.addInitScript(observeInteractions);

  const slowest: number[] = [];
  for (let load = 1; load <= loads; load += 1) {
    const trace = process.env.INP_TRACE && join(process.env.INP_TRACE, `inp-load-${load}.json`);
    // A new tab each time (the browser's cache warm after the first): a new visit, no saved cart.
    const page = await throttledPage(context);
    const interactions = await measureLoad(browser, page, giro.origin, trace || undefined);
    await page.close();
    const worst = Math.max(...interactions.map(({ durationMs }) => durationMs));
    slowest.push(worst);
    console.info(`load ${load}: slowest interaction ${worst} ms`);
    for (const { target, events, durationMs, inputDelayMs, processingMs } of interactions) {
      console.info(
        `  ${String(durationMs).padStart(4)} ms  ${target} (${events.join(', ')}): input delay ${inputDelayMs} ms, handlers ${processingMs} ms`,
      );
    }
  }
  const middle = median(slowest);
  const worst = Math.max(...slowest);
  const ok = middle <= limits.medianMs && worst <= limits.worstMs;
  console.info(
    `INP per load ${slowest.join(', ')} ms: median ${middle} ms (≤ ${limits.medianMs}), worst ${worst} ms (≤ ${limits.worstMs}): ${ok ? 'ok' : 'too slow'}`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await browser.close();
  giro.stop();
}
