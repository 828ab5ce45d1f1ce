// @module-tag embedded
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins, roles } from '../../platform/tables/admin.ts';
import { signIn } from '../../test/admin-client.ts';
import { useTestApp } from '../../test/test-app.ts';
import { ensureFirstAdmin } from './first-admin.ts';

// Two fresh databases, each before its first start; opened in setup, not inside a test.
const unset = useTestApp();
const configured = useTestApp({ ADMIN_PASSWORD: 'configured-secret-9' });

function quietLog() {
  const lines: string[] = [];
  const log = { info: (msg: string) => lines.push(msg), warn: (msg: string) => lines.push(msg) };
  return { lines, log: log as unknown as Parameters<typeof ensureFirstAdmin>[1] };
}

describe('first start: the admin account', () => {
  it('without ADMIN_PASSWORD gets a random password, logged once and written to an owner-only file', async () => {
    const { lines, log } = quietLog();
    const result = await ensureFirstAdmin(unset.app.deps, log);
    expect(result.created).toBe(true);
    const file = path.join(unset.config.dataDir, 'admin-password.txt');
    expect(result.passwordFile).toBe(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = readFileSync(file, 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(password);

    const [admin] = await unset.db.select().from(admins).innerJoin(roles, eq(roles.id, admins.roleId)).where(eq(admins.username, 'admin'));
    expect(admin?.roles.isSuper).toBe(true);
    for (const guess of ['admin', '123456', 'password', '']) {
      expect((await signIn(unset.app, 'admin', guess || 'x', { ip: '10.50.0.1' })).response.code).toBe(4501);
    }
    expect((await signIn(unset.app, 'admin', password, { ip: '10.50.0.1' })).response.code).toBe(200);

    const again = await ensureFirstAdmin(unset.app.deps, log);
    expect(again.created).toBe(false);
    expect(lines).toHaveLength(1);
  });

  it('uses ADMIN_PASSWORD when it is set and writes no file', async () => {
    const { lines, log } = quietLog();
    const result = await ensureFirstAdmin(configured.app.deps, log);
    expect(result).toEqual({ created: true, passwordFile: null });
    expect(lines.join(' ')).not.toContain('configured-secret-9');
    expect((await signIn(configured.app, 'admin', 'configured-secret-9', { ip: '10.50.0.2' })).response.code).toBe(200);
    expect(() => statSync(path.join(configured.config.dataDir, 'admin-password.txt'))).toThrow();
  });
});
