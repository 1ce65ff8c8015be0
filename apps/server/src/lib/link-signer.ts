import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signs and checks the ids carried by links that work without signing in: `<id>.<HMAC>`, the
 * HMAC-SHA256 of the purpose and the id under the server's `LINK_SECRET`. Nothing is looked up
 * to check one, and a token of one purpose never passes for another.
 */
export function createLinkSigner(secret: string) {
  const mac = (purpose: string, id: string) =>
    createHmac('sha256', secret).update(`${purpose}:${id}`).digest();

  return {
    sign(purpose: string, id: string | number): string {
      return `${id}.${mac(purpose, String(id)).toString('base64url')}`;
    },

    /** The id a token signs for `purpose`, or undefined for anything forged or malformed. */
    verify(purpose: string, token: string): string | undefined {
      const [id, signature, extra] = token.split('.');
      if (!id || !signature || extra !== undefined) return undefined;
      const expected = mac(purpose, id);
      const given = Buffer.from(signature, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
    },
  };
}

export type LinkSigner = ReturnType<typeof createLinkSigner>;
