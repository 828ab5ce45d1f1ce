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
