import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { signingKeys } from './signing-keys-tables.ts';

const keyName = 'links';

/**
 * Signs and checks the ids carried by links that work without signing in: `<id>.<HMAC>`, the
 * HMAC-SHA256 of the purpose and the id under a key kept in the database. A token of one purpose
 * never passes for another.
 */
export function createLinkSigner(db: Database) {
  let key: Promise<Buffer> | undefined;

  async function loadKey(): Promise<Buffer> {
    // Two instances starting at once may both insert: the first one wins, both read it.
    await db
      .insert(signingKeys)
      .values({ name: keyName, secret: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db.select().from(signingKeys).where(eq(signingKeys.name, keyName));
    if (row === undefined) throw new Error('signing key missing');
    return Buffer.from(row.secret, 'base64url');
  }

  async function mac(purpose: string, id: string): Promise<Buffer> {
    key ??= loadKey().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return createHmac('sha256', await key)
      .update(`${purpose}:${id}`)
      .digest();
  }

  return {
    async sign(purpose: string, id: string | number): Promise<string> {
      return `${id}.${(await mac(purpose, String(id))).toString('base64url')}`;
    },

    /** The id a token signs for `purpose`, or undefined for anything forged or malformed. */
    async verify(purpose: string, token: string): Promise<string | undefined> {
      const [id, signature, extra] = token.split('.');
      if (!id || !signature || extra !== undefined) return undefined;
      const expected = await mac(purpose, id);
      const given = Buffer.from(signature, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
    },
  };
}

export type LinkSigner = ReturnType<typeof createLinkSigner>;
