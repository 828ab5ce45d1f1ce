import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { roles } from '../../platform/tables/admin.ts';
import { randomToken } from '../../platform/tokens.ts';
import type { AppDeps } from '../../platform/types.ts';
import { countAdmins, insertAdmin } from './admins-service.ts';

const FIRST_ADMIN_USERNAME = 'admin';
const ADMIN_PASSWORD_FILE = 'admin-password.txt';

/**
 * On a database without admins, creates `admin` with the super-admin role. Its password is
 * ADMIN_PASSWORD, or else a random one that is logged once and written to
 * DATA_DIR/admin-password.txt readable by the owner only. There is no default password.
 */
export async function ensureFirstAdmin(deps: Pick<AppDeps, 'db' | 'config'>, log: FastifyBaseLogger): Promise<{ created: boolean; passwordFile: string | null }> {
  if ((await countAdmins(deps.db)) > 0) return { created: false, passwordFile: null };
  const [superRole] = await deps.db.select({ id: roles.id }).from(roles).where(eq(roles.isSuper, true)).limit(1);
  if (!superRole) throw new Error('The super-admin role is missing: the seed has not run');
  const password = deps.config.ADMIN_PASSWORD ?? randomToken(12);
  const created = await insertAdmin(deps, { username: FIRST_ADMIN_USERNAME, password, roleId: superRole.id, nickname: 'Administrator' });
  if (!created) return { created: false, passwordFile: null };
  if (deps.config.ADMIN_PASSWORD) {
    log.info(`Back-office user "${FIRST_ADMIN_USERNAME}" created with the password from ADMIN_PASSWORD`);
    return { created: true, passwordFile: null };
  }
  mkdirSync(deps.config.dataDir, { recursive: true });
  const file = path.join(deps.config.dataDir, ADMIN_PASSWORD_FILE);
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  log.warn(`Back-office user "${FIRST_ADMIN_USERNAME}" created with password ${password} (also in ${file}); change it after signing in`);
  return { created: true, passwordFile: file };
}
