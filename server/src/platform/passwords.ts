import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { AppConfig } from './config.ts';

/** argon2id (the library's default algorithm) with costs from the configuration. */
export function hashPassword(config: AppConfig, password: string): Promise<string> {
  return hash(password, { memoryCost: config.ARGON2_MEMORY_KIB, timeCost: config.ARGON2_ITERATIONS, parallelism: 1 });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * Checks `password` against a hash of a random secret made with the configured cost, so that a
 * sign-in for an account that does not exist costs as long as one for an account that does.
 */
export async function verifyAgainstDummy(config: AppConfig, password: string): Promise<false> {
  const cost = `${config.ARGON2_MEMORY_KIB}:${config.ARGON2_ITERATIONS}`;
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = hashPassword(config, randomBytes(24).toString('base64'));
    dummyHashes.set(cost, dummy);
  }
  await verifyPassword(await dummy, password);
  return false;
}
