import type { CardPrefixLists } from '@giro/shared/contact-info/card-prefix';
import type { Database } from '../../db/database.ts';
import { createCachedLoader } from '../../lib/cached-loader.ts';
import { createCardPrefixesRepository } from './card-prefixes-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    cardPrefixesService: CardPrefixesService;
  }
}

export interface CardPrefixesService {
  /** The allowed card prefixes per card currency (`GET /api/card-prefixes`). */
  lists(): Promise<CardPrefixLists>;
  /** Call after the operator changes the `card_prefixes` table. */
  invalidate(): void;
}

/** Keeps the lists in memory for `ttlMs`, so other server processes' edits show up too. */
export function createCardPrefixesService(db: Database, ttlMs = 60_000): CardPrefixesService {
  const repository = createCardPrefixesRepository(db);
  const cached = createCachedLoader(() => repository.readLists(), ttlMs);
  return { lists: cached.get, invalidate: cached.invalidate };
}
