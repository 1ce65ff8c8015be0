import { translateShared } from '@giro/shared';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, type FieldError } from '../lib/app-error.ts';

// C0 control characters other than tab, line feed and carriage return. PostgreSQL refuses NUL in
// text outright (a 500 if it reached a query), and none of them belongs in a name or an address.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is this regex's purpose.
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Dotted paths (as validation errors name fields) of the strings that hold a control character. */
function pathsWithControlCharacters(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return controlCharacter.test(value) ? [path.join('.')] : [];
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    pathsWithControlCharacters(item, [...path, key]),
  );
}

const textGuard: FastifyPluginAsync = async (app) => {
  // Before schema validation, on every route: one place instead of a refinement in every schema.
  app.addHook('preValidation', async (request) => {
    const paths = [
      ...pathsWithControlCharacters(request.params),
      ...pathsWithControlCharacters(request.query),
      ...pathsWithControlCharacters(request.body),
    ];
    if (paths.length === 0) return;
    const message = translateShared(request.language, 'validation.control_character');
    const errors: FieldError[] = paths.map((path) => ({ path, message }));
    throw new AppError(422, 'validation', { errors });
  });
};

/** Refuses control characters (NUL and the like) in any path, query or body text with a 422. */
export const textGuardPlugin = fp(textGuard, {
  name: 'text-guard',
  dependencies: ['language'],
});
