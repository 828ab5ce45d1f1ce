import type { BulkResult } from '@roamcart/contracts';
import type { DbOrTx } from './db.ts';
import { AppError } from './errors.ts';
import type { AppDeps } from './types.ts';

/**
 * A bulk action: `act` on each id in one transaction, each in its own savepoint so that a row it
 * refuses (not found, in use) is left as it was while the others go ahead. Answers, per id, done
 * or the refusal's code and message in `lang`, as a single call on that row would have answered.
 */
export async function bulkEach(deps: AppDeps, lang: string, ids: readonly number[], act: (tx: DbOrTx, id: number) => Promise<void>): Promise<BulkResult> {
  const results: BulkResult['results'] = [];
  await deps.db.transaction(async (tx) => {
    for (const id of ids) {
      try {
        await tx.transaction((savepoint) => act(savepoint, id));
        results.push({ id, ok: true });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results.push({ id, ok: false, code: error.code, msg: await deps.ref.translate(lang, `error.${error.code}`, error.params) });
      }
    }
  });
  return { results };
}
