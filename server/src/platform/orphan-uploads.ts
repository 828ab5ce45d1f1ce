import { inArray } from 'drizzle-orm';
import { uploads } from './tables/upload.ts';
import type { Db } from './db.ts';
import type { Job } from './jobs/runner.ts';
import type { Storage } from './storage.ts';

/** Older than this, a staged or unrecorded file is no upload in progress but a leftover. */
export const ORPHAN_UPLOAD_MIN_AGE_MS = 60 * 60 * 1000;

/**
 * Clears what a crash mid-upload left behind, for files older than `minAgeMs` at `now`: a staged
 * file whose `uploads` row was written is published (the crash came between row and rename);
 * any other staged file, and any published file without a row, is deleted.
 */
export async function removeOrphanUploads(
  deps: { db: Db; storage: Storage },
  now: Date,
  minAgeMs = ORPHAN_UPLOAD_MIN_AGE_MS,
): Promise<{ published: string[]; removed: string[] }> {
  const cutoff = now.getTime() - minAgeMs;
  const candidates = (await deps.storage.list()).filter((file) => file.modifiedAt.getTime() < cutoff);
  const recorded = new Set<string>();
  const paths = [...new Set(candidates.map((file) => file.path))];
  for (let start = 0; start < paths.length; start += 500) {
    const rows = await deps.db
      .select({ path: uploads.path })
      .from(uploads)
      .where(inArray(uploads.path, paths.slice(start, start + 500)));
    for (const row of rows) recorded.add(row.path);
  }
  const result = { published: [] as string[], removed: [] as string[] };
  for (const file of candidates) {
    if (file.staged && recorded.has(file.path)) {
      await deps.storage.publish(file);
      result.published.push(file.path);
    } else if (file.staged || !recorded.has(file.path)) {
      await deps.storage.remove(file);
      result.removed.push(file.path);
    }
  }
  return result;
}

/** The clean-up as an hourly job; the age limit keeps it off uploads still in progress. */
export function removeOrphanUploadsJob(deps: { db: Db; storage: Storage }): Job {
  return { name: 'uploads.remove-orphans', everyMs: 60 * 60_000, run: ({ now }) => removeOrphanUploads(deps, now) };
}
