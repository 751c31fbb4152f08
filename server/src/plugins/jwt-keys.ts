import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { decodeProtectedHeader, errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { storedJwtSecrets } from '../db/settings';

/**
 * A key's id in the JWT header: a short hash of the secret, so every instance given the same secret names it
 * the same without another setting (48 bits of SHA-256 reveal nothing usable of a 32+ character secret).
 */
export const keyId = (secret: string) => createHash('sha256').update(secret).digest('base64url').slice(0, 8);

interface JwtKey {
  kid: string;
  key: Uint8Array;
}

/** How often an instance may re-read the database's keys because a token named a key it does not know. */
const RELOAD_EVERY_MS = 5_000;

/**
 * The JWT key ring: tokens are signed with the newest key (its `kid` in the header) and verified with the newest
 * or the previous one, so a rotation (JWT_SECRET / JWT_PREVIOUS_SECRET, or the database's pair) signs nobody out.
 * A token naming a key not in the ring is refused; one without `kid` (issued before key ids) is tried against both.
 */
export class JwtKeyRing {
  private keys: JwtKey[] = [];
  private reloadedAt = 0;
  /** Bumped whenever the keys change, so a cache of verified tokens can drop what an old ring verified. */
  version = 0;

  constructor(
    secrets: string[],
    /** The database's keys, re-read when a token names an unknown key (another instance rotated first). */
    private reload?: () => Promise<string[]>,
  ) {
    this.set(secrets);
  }

  private set(secrets: string[]) {
    this.keys = secrets.filter(Boolean).map((s) => ({ kid: keyId(s), key: new TextEncoder().encode(s) }));
    this.version++;
  }

  sign(payload: JWTPayload): Promise<string> {
    const [newest] = this.keys;
    return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: newest.kid }).sign(newest.key);
  }

  /** The payload of a token signed by a key of the ring; jose's errors otherwise (expired, bad signature...). */
  async verify(token: string, currentDate: Date): Promise<JWTPayload> {
    const { kid } = decodeProtectedHeader(token);
    let candidates = this.candidates(kid);
    if (!candidates.length && this.reload && Date.now() - this.reloadedAt >= RELOAD_EVERY_MS) {
      this.reloadedAt = Date.now();
      const secrets = await this.reload();
      if (secrets[0] && secrets.map(keyId).join() !== this.keys.map((k) => k.kid).join()) this.set(secrets);
      candidates = this.candidates(kid);
    }
    if (!candidates.length) throw new joseErrors.JWSSignatureVerificationFailed();
    for (const [i, { key }] of candidates.entries()) {
      try {
        return (await jwtVerify(token, key, { algorithms: ['HS256'], currentDate })).payload;
      } catch (err) {
        if (!(err instanceof joseErrors.JWSSignatureVerificationFailed) || i === candidates.length - 1) throw err;
      }
    }
    throw new joseErrors.JWSSignatureVerificationFailed();
  }

  private candidates(kid: unknown): JwtKey[] {
    return kid === undefined ? this.keys : this.keys.filter((k) => k.kid === kid);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    jwtKeys: JwtKeyRing;
  }
}

/**
 * `app.jwtKeys` from the configuration: JWT_SECRET and JWT_PREVIOUS_SECRET, or (`jwtKeysFromDatabase`, when
 * JWT_SECRET is unset) the database's pair, re-read when a token names a key this instance does not know yet.
 */
export const jwtKeysPlugin = fp(async (app: FastifyInstance) => {
  const { jwtSecret, jwtPreviousSecret, jwtKeysFromDatabase } = app.config;
  // A key this instance cannot open (another ENCRYPTION_KEY) is not loaded: its tokens are refused, never a 500.
  const reload = jwtKeysFromDatabase
    ? () =>
        storedJwtSecrets(app.db, app.secretBox).catch((err: unknown) => {
          app.log.error({ err }, 'jwt keys: the database holds a key this instance cannot open');
          return [];
        })
    : undefined;
  app.decorate('jwtKeys', new JwtKeyRing([jwtSecret, jwtPreviousSecret], reload));
});
