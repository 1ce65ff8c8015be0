import { type Operator, type SiteData, siteDataSchema } from '@giro/shared/site-data';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { createSettingsRepository } from './settings-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    siteService: SiteService;
  }
}

export interface SiteService {
  /**
   * The data embedded in every page and answered by `GET /api/site`. Inside a transaction, pass
   * it: the embedded database serves one transaction at a time, so a read beside it would wait
   * for it forever.
   */
  getSiteData(tx?: Database): Promise<SiteData>;
  /** Call after changing operator settings so the next page shows them. */
  invalidate(): void;
}

const emptyOperator: Operator = {
  name: '',
  email: '',
  phone: '',
  whatsapp: '',
  address: '',
  social: [],
  chat: [],
};
const defaults: SiteData = { domain_name: '', locale: 'es', operator: emptyOperator };
const keys = ['domain_name', 'locale', 'operator'] as const;

/** Caches settings in memory for `ttlMs` so other server processes' edits show up too. */
export function createSiteService(
  db: Database,
  log: FastifyBaseLogger,
  { demo = false, ttlMs = 60_000 }: { demo?: boolean; ttlMs?: number } = {},
): SiteService {
  let cached: { data: Promise<SiteData>; expires: number } | undefined;

  async function load(executor: Database): Promise<SiteData> {
    const stored = await createSettingsRepository(executor).read(keys);
    const data: SiteData = { ...defaults, demo };
    for (const key of keys) {
      if (!stored.has(key)) continue;
      const parsed = siteDataSchema.shape[key].safeParse(stored.get(key));
      if (parsed.success) Object.assign(data, { [key]: parsed.data });
      else log.warn({ key, issues: parsed.error.issues }, 'invalid site setting ignored');
    }
    return data;
  }

  return {
    getSiteData(tx) {
      if (cached === undefined || cached.expires <= Date.now()) {
        const data = load(tx ?? db);
        cached = { data, expires: Date.now() + ttlMs };
        data.catch(() => {
          if (cached?.data === data) cached = undefined;
        });
      }
      return cached.data;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
