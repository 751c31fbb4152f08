import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Secrets the shop must read back (TOTP secrets, the database's JWT keys) are stored sealed with AES-256-GCM under
 * a key kept outside the database (ENCRYPTION_KEY, or the data folder's `encryption-key` file), so a backup or a
 * read of the database alone holds nothing usable. A sealed value reads `v1.<kid>.<iv>.<ciphertext+tag>`
 * (base64url); the context (such as the user's id) is authenticated with it, so a value copied to another row
 * does not open.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The key file `npm start` creates in DATA_DIR when ENCRYPTION_KEY is unset (outside `pglite/` and `media/`). */
export const KEY_FILE = 'encryption-key';

/** A key's id in sealed values: a short hash, naming the key without revealing it. */
const keyIdOf = (key: Buffer) =>
  createHash('sha256').update('fabric-tales/at-rest/').update(key).digest('base64url').slice(0, 8);

/** 32 bytes written as 64 hex digits or base64 (`openssl rand -base64 32`); null for anything else. */
export function parseKey(text: string): Buffer | null {
  const v = text.trim();
  if (/^[0-9a-f]{64}$/i.test(v)) return Buffer.from(v, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(v)) return null;
  const key = Buffer.from(v, 'base64');
  return key.length === 32 ? key : null;
}

export const newKey = () => randomBytes(32).toString('base64url');

export const isSealed = (value: string) => value.startsWith(`${VERSION}.`);

/** Where a box's sealing key came from: ENCRYPTION_KEY (an operator's decision), or the data folder's key file. */
export type KeySource = 'setting' | 'file';

export class SecretBox {
  private readonly keys: { kid: string; key: Buffer }[];

  /**
   * Keys newest first: seals with the first, opens with any (the previous one during a rotation). `keySource` says
   * where the first came from (keys handed in directly count as set).
   */
  constructor(
    keys: string[],
    readonly keySource: KeySource = 'setting',
  ) {
    this.keys = keys.filter(Boolean).map((text) => {
      const key = parseKey(text);
      if (!key) throw new Error('An encryption key must be 32 bytes, as 64 hex digits or base64.');
      return { kid: keyIdOf(key), key };
    });
    if (!this.keys.length) throw new Error('A SecretBox needs a key.');
  }

  seal(plain: string, context: string): string {
    const { kid, key } = this.keys[0];
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(context));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return [VERSION, kid, iv.toString('base64url'), data.toString('base64url')].join('.');
  }

  /**
   * The plain text of a sealed value; a value stored before sealing existed is returned as it is (start-up seals
   * those). Null when no key of the box sealed it, or it was altered or moved to another context.
   */
  open(value: string, context: string): string | null {
    if (!isSealed(value)) return value;
    const [, kid, iv, data] = value.split('.');
    const found = this.keys.find((k) => k.kid === kid);
    if (!found || !iv || !data) return null;
    const bytes = Buffer.from(data, 'base64url');
    if (bytes.length < TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', found.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return null;
    }
  }

  /** A stored value to rewrite at start-up: plain, or sealed with a key other than the newest. */
  needsSealing(value: string): boolean {
    return !isSealed(value) || value.split('.')[1] !== this.keys[0].kid;
  }
}

type KeySettings = Readonly<{ dataDir: string; encryptionKey: string; encryptionPreviousKey: string }>;

/**
 * The configuration's sealing key and where it came from. Without ENCRYPTION_KEY the key is read from
 * `DATA_DIR/encryption-key`, created (mode 0600) on first use: outside the database and outside what
 * `npm run backup` archives. The configuration is only read: every call finds the same file, so later calls (and
 * a second instance of a test, given this key) share it.
 */
export function encryptionKeyFor(config: KeySettings): { key: string; source: KeySource } {
  if (config.encryptionKey) return { key: config.encryptionKey, source: 'setting' };
  return { key: keyFromFile(path.join(config.dataDir, KEY_FILE)), source: 'file' };
}

/** The box of the configuration's keys (see encryptionKeyFor); `box.keySource` says where its key came from. */
export function secretBoxFor(config: KeySettings) {
  const { key, source } = encryptionKeyFor(config);
  return new SecretBox([key, config.encryptionPreviousKey], source);
}

function keyFromFile(file: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${newKey()}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  chmodSync(file, 0o600);
  const text = readFileSync(file, 'utf8').trim();
  if (!parseKey(text)) throw new Error(`${file} does not hold an encryption key (32 bytes, hex or base64).`);
  return text;
}
