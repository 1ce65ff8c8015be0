import type { FastifyInstance } from 'fastify';

function formBody(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

/**
 * Payeer and the sandbox's plain HTML forms post form-urlencoded; the rest of the API is JSON.
 * Call inside an encapsulated scope, so only that scope's routes read such bodies.
 */
export function acceptFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 65_536 },
    (_request, body, done) => done(null, formBody(String(body))),
  );
}
