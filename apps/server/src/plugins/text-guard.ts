import { translateShared } from '@giro/shared';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, type FieldError } from '../lib/app-error.ts';

// C0 control characters other than tab, line feed and carriage return. PostgreSQL refuses NUL in
// text outright (a 500 if it reached a query), and none of them belongs in a name or an address.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is this regex's purpose.
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// Half of a UTF-16 surrogate pair on its own (JSON's "\ud800"): no character at all, and
// PostgreSQL refuses it in jsonb (a 500 when a contact message's mail was queued with it).
const loneSurrogate = /\p{Surrogate}/u;

const forbidden = (text: string) => controlCharacter.test(text) || loneSurrogate.test(text);

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

const pathOf = (visit: Visit): string => {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent !== undefined; at = at.parent) {
    keys.push(at.key);
  }
  return keys.reverse().join('.');
};

/**
 * Dotted paths (as validation errors name fields) of the strings that hold a forbidden
 * character, in document order. Walks with its own stack: a body nested 20,000 arrays deep
 * overflowed the call stack of a recursive walk (a 500 on every route that takes a body).
 */
function pathsWithControlCharacters(root: unknown): string[] {
  const found: string[] = [];
  const pending: Visit[] = [{ value: root, key: '', parent: undefined }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (forbidden(value)) found.push(pathOf(visit));
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      const entries = Object.entries(value);
      // Last first, so the first comes off the stack first; one push each, as a spread of a
      // 500,000-item array would overflow the stack too.
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index] as [string, unknown];
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return found;
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

/**
 * Refuses control characters (NUL and the like) and lone surrogates in any path, query or body
 * text with a 422.
 */
export const textGuardPlugin = fp(textGuard, {
  name: 'text-guard',
  dependencies: ['language'],
});
