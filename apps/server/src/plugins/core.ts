import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The environment, parsed once (config/env.ts). */
    config: Config;
    /** The clock of every expiry (sessions, links, orders, jobs); tests move it. */
    now: () => Date;
  }
}

export interface CoreOptions {
  config: Config;
  now?: () => Date;
}

const core: FastifyPluginAsync<CoreOptions> = async (app, { config, now }) => {
  app.decorate('config', config);
  app.decorate('now', now ?? (() => new Date()));
};

/** What every module may read: the configuration and the clock. */
export const corePlugin = fp(core, { name: 'core' });
