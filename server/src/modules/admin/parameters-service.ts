import { and, asc, eq, ilike, ne, or } from 'drizzle-orm';
import { BUILT_IN_PARAMETERS, ErrorCode, parameterValueIssue, type PageResult, type ParameterDefinition, type ParameterRow, type parameterSaveBody, type z } from '@roamcart/contracts';
import { parameters } from '../../platform/tables/admin.ts';
import { AppError } from '../../platform/errors.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import { deleteById } from '../../platform/records.ts';
import { referenceDataChanged } from '../../platform/reference-data.ts';
import type { AppDeps } from '../../platform/types.ts';

type ParameterRecord = typeof parameters.$inferSelect;

/** A built-in parameter's definition comes from the code, whatever the row says. */
function definitionOf(key: string, stored: ParameterDefinition): ParameterDefinition {
  return BUILT_IN_PARAMETERS[key] ?? stored;
}

function toRow(row: ParameterRecord): ParameterRow {
  return {
    id: row.id,
    name: row.name,
    key: row.key,
    value: row.value,
    description: row.description,
    ...definitionOf(row.key, row),
    built_in: row.key in BUILT_IN_PARAMETERS,
    updated_at: row.updatedAt.toISOString(),
  };
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

/**
 * Saves a parameter whose value the body schema has checked against its type; a money value is
 * checked here against the base currency's decimals too (4002 on `value`: an amount the checkout
 * could not read must not be kept). The cached copy is dropped so the change applies at once (DESIGN §2).
 */
export async function saveParameter(deps: AppDeps, input: z.infer<typeof parameterSaveBody>): Promise<ParameterRow> {
  const definition = definitionOf(input.key, input);
  if (definition.type === 'money') {
    const base = await deps.ref.baseCurrency();
    const issue = parameterValueIssue(definition, input.value, { code: base.code, digits: base.digits });
    if (issue) throw new AppError(ErrorCode.InvalidParameters, { value: issue.message }, issue.params);
  }
  const keyTaken = input.id ? and(eq(parameters.key, input.key), ne(parameters.id, input.id)) : eq(parameters.key, input.key);
  const [taken] = await deps.db.select({ id: parameters.id }).from(parameters).where(keyTaken).limit(1);
  if (taken) throw AppError.field('key', 'error.4404', ErrorCode.DuplicateKey);
  const { type, min, max, choices } = definition;
  const value = type === 'money' ? input.value.trim() : input.value;
  const values = { name: input.name, key: input.key, value, description: input.description, type, min, max, choices: type === 'choice' ? choices : [] };
  const [saved] = input.id
    ? await deps.db.update(parameters).set(values).where(eq(parameters.id, input.id)).returning()
    : await deps.db.insert(parameters).values(values).returning();
  if (!saved) throw new AppError(ErrorCode.RecordNotFound);
  await referenceDataChanged(deps.db, deps.ref, 'parameters');
  return toRow(saved);
}

export async function deleteParameter(deps: AppDeps, id: number): Promise<void> {
  await deleteById(deps.db, parameters, id);
  await referenceDataChanged(deps.db, deps.ref, 'parameters');
}
