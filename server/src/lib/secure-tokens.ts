import { createHash, randomBytes } from 'node:crypto';

/** A URL-safe token from the CSPRNG with 256 bits of entropy. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** What is stored instead of a bearer secret (reset tokens, recovery codes): its SHA-256, hex. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
