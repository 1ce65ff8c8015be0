import { defaultLanguage, type Language, toLanguage } from '@giro/shared';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of every message in the answer: `language` cookie, Accept-Language, 'es'. */
    language: Language;
  }
}

/** The supported language with the highest q-value in an Accept-Language header. */
export function fromAcceptLanguage(header: string | undefined): Language | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...options] = part.split(';').map((piece) => piece.trim());
      const q = options.find((option) => option.startsWith('q='));
      return { language: toLanguage(tag), weight: q === undefined ? 1 : Number(q.slice(2)) };
    })
    .filter((entry) => entry.language !== undefined && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  return ranked[0]?.language;
}

const language: FastifyPluginAsync = async (app) => {
  app.decorateRequest('language', defaultLanguage);
  app.addHook('onRequest', async (request) => {
    request.language =
      toLanguage(request.cookies.language) ??
      fromAcceptLanguage(request.headers['accept-language']) ??
      defaultLanguage;
  });
};

/** `request.language`: the `language` cookie, else Accept-Language, else 'es'. */
export const languagePlugin = fp(language, { name: 'language', dependencies: ['security'] });
