import { uploads } from './tables/upload.ts';
import type { Db } from './db.ts';
import type { Storage } from './storage.ts';

export interface UploadFacts {
  mime: string;
  extension: string;
  width: number;
  height: number;
  owner: string;
}

/**
 * Stores checked content crash-safe: staged under a temporary name, recorded in `uploads`, then
 * published (see removeOrphanUploads). A failed insert removes the staged file at once.
 */
export async function storeUpload(deps: { db: Db; storage: Storage }, content: Buffer, facts: UploadFacts): Promise<{ url: string; width: number; height: number }> {
  const staged = await deps.storage.stage(content, facts.extension);
  try {
    await deps.db.insert(uploads).values({ path: staged.path, mime: facts.mime, bytes: content.length, width: facts.width, height: facts.height, owner: facts.owner });
  } catch (error) {
    await deps.storage.remove({ path: staged.path, staged: true });
    throw error;
  }
  await deps.storage.publish(staged);
  return { url: staged.url, width: facts.width, height: facts.height };
}
