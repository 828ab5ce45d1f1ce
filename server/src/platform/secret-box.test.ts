import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createSecretBox, loadSecretKey } from './secret-box.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'roamcart-secret-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('secret box', () => {
  it('seals and opens, with a fresh nonce every time', () => {
    const box = createSecretBox(randomBytes(32));
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a tampered value or another key', () => {
    const box = createSecretBox(randomBytes(32));
    const sealed = box.seal('secret');
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => box.open(tampered)).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
  });

  it('makes a 0600 key file once, or takes SECRET_KEY', () => {
    const first = loadSecretKey(undefined, dir);
    expect(statSync(path.join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(loadSecretKey(undefined, dir).equals(first)).toBe(true);
    expect(loadSecretKey('ab'.repeat(32), dir).toString('hex')).toBe('ab'.repeat(32));
    expect(() => loadSecretKey('short', dir)).toThrow(/SECRET_KEY/);
  });
});
