import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encryptionKeyFor, KEY_FILE, newKey, secretBoxFor } from './secret-box';

describe('the configuration’s sealing key', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ft-secret-box-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('without ENCRYPTION_KEY the box uses the data folder’s key file and says so, leaving the configuration as it was', () => {
    const config = { dataDir, encryptionKey: '', encryptionPreviousKey: '' };
    const box = secretBoxFor(config);
    expect(box.keySource).toBe('file');
    // Start-up reads the source after the box is made: a key written back here would read as the operator's.
    expect(config).toEqual({ dataDir, encryptionKey: '', encryptionPreviousKey: '' });
    const key = readFileSync(path.join(dataDir, KEY_FILE), 'utf8').trim();
    expect(encryptionKeyFor(config)).toEqual({ key, source: 'file' });
    // Every call finds the same file, so what one box sealed another opens.
    expect(secretBoxFor(config).open(box.seal('s', 'ctx'), 'ctx')).toBe('s');
  });

  it('ENCRYPTION_KEY is the setting’s key, and the key file is neither read nor made', () => {
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'ft-secret-box-set-'));
    try {
      const key = newKey();
      const config = { dataDir: elsewhere, encryptionKey: key, encryptionPreviousKey: '' };
      expect(encryptionKeyFor(config)).toEqual({ key, source: 'setting' });
      expect(secretBoxFor(config).keySource).toBe('setting');
      expect(() => readFileSync(path.join(elsewhere, KEY_FILE))).toThrow();
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
