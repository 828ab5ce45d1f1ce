import { and, asc, eq, ilike, ne, or } from 'drizzle-orm';
import { ErrorCode, type PageResult, type ParameterRow } from '@roamcart/contracts';
import { parameters } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import type { AppDeps } from '../../platform/types.ts';

type ParameterRecord = typeof parameters.$inferSelect;

function toRow(row: ParameterRecord): ParameterRow {
  return { id: row.id, name: row.name, key: row.key, value: row.value, description: row.description, updated_at: row.updatedAt.toISOString() };
}

export async function listParameters(deps: AppDeps, query: { page: number; limit: number; keyword?: string }): Promise<PageResult<ParameterRow>> {
  const where = query.keyword ? or(ilike(parameters.key, `%${query.keyword}%`), ilike(parameters.name, `%${query.keyword}%`)) : undefined;
  return pageOf(
    query,
    deps.db.select(countAll).from(parameters).where(where),
    (limit, offset) =>
      deps.db
        .select()
        .from(parameters)
        .where(where)
        .orderBy(asc(parameters.key))
        .limit(limit)
        .offset(offset),
    toRow,
  );
}

/** Saves a parameter; the cached copy is dropped so the change applies at once (DESIGN §2). */
export async function saveParameter(
  deps: AppDeps,
  input: { id?: number; name: string; key: string; value: string; description: string },
): Promise<ParameterRow> {
  const keyTaken = input.id ? and(eq(parameters.key, input.key), ne(parameters.id, input.id)) : eq(parameters.key, input.key);
  const [taken] = await deps.db.select({ id: parameters.id }).from(parameters).where(keyTaken).limit(1);
  if (taken) throw AppError.field('key', 'error.4404', ErrorCode.DuplicateKey);
  const values = { name: input.name, key: input.key, value: input.value, description: input.description };
  const [saved] = input.id
    ? await deps.db.update(parameters).set(values).where(eq(parameters.id, input.id)).returning()
    : await deps.db.insert(parameters).values(values).returning();
  if (!saved) throw new AppError(ErrorCode.RecordNotFound);
  deps.ref.parameters.invalidate();
  return toRow(saved);
}

export async function deleteParameter(deps: AppDeps, id: number): Promise<void> {
  const deleted = await deps.db.delete(parameters).where(eq(parameters.id, id)).returning({ id: parameters.id });
  if (deleted.length === 0) throw new AppError(ErrorCode.RecordNotFound);
  deps.ref.parameters.invalidate();
}
