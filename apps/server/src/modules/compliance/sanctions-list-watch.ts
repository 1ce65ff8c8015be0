import type { FastifyInstance } from 'fastify';
import type { SanctionsScreening } from '../sanctions/sanctions-screening.ts';
import type { ComplianceSettingsStore } from './compliance-settings.ts';

interface Watched {
  settings: ComplianceSettingsStore;
  screening: SanctionsScreening;
}

/**
 * Keeps the list in force in sight: Prometheus reads its age at each scrape, and at start-up a
 * list missing or too old is logged and fetched from the settings' URL at once (the schedule
 * fetches daily). A fetch that fails (no network, a refused file) leaves orders held, never
 * stops the start.
 */
export function watchSanctionsList(app: FastifyInstance, { settings, screening }: Watched): void {
  const { log } = app;
  new app.metrics.client.Gauge({
    name: 'giro_sanctions_list_age_seconds',
    help: 'Seconds since the SDN list in force was last known current (imported, or fetched unchanged); +Inf while none was imported. Past 7 days (604800 s) new orders are held unscreened',
    registers: [app.metricsRegistry],
    async collect() {
      try {
        const { ageSeconds } = await screening.list(app.db);
        this.set(ageSeconds ?? Number.POSITIVE_INFINITY);
      } catch (error) {
        log.warn({ err: error, metric: 'giro_sanctions_list_age_seconds' }, 'metric not read');
      }
    },
  });

  app.addHook('onReady', async () => {
    try {
      const list = await screening.list(app.db);
      if (list.state === 'in_force') return;
      log.warn(
        { list: list.state, ageSeconds: list.ageSeconds },
        'no SDN list in force: new orders are held unscreened until one is imported',
      );
      const { sanctions_list_url: url } = await settings.read();
      if (url === '') return;
      await app.jobs.enqueue(app.db, 'sanctions.fetch', {}, { singletonKey: 'sanctions.fetch' });
    } catch (error) {
      log.error({ err: error }, 'the SDN list could not be checked at start-up');
    }
  });
}
