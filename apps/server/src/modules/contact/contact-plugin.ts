import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { contactRoutes } from './contact-routes.ts';

const contact: FastifyPluginAsync = async (app) => {
  await app.register(contactRoutes);
};

/** The contact form: stored, and mailed to the operator. */
export const contactPlugin = fp(contact, {
  name: 'contact',
  dependencies: ['db', 'mail', 'site', 'security'],
});
