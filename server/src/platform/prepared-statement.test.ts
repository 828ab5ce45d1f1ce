// @module-tag embedded
import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { npmVersion } from 'drizzle-orm/version';
import { describe, expect, it } from 'vitest';
import { useFreshDatabase } from '../test/fresh-database.ts';
import { DRIZZLE_VERSION_CHECKED, preparedOnce } from './prepared-statement.ts';
import { parameters } from './tables/admin.ts';

describe('the prepared-statement adapter', () => {
  it('is checked against the drizzle installed: re-check the rebinding of session.client against a new drizzle, then update the version', () => {
    expect(npmVersion).toBe(DRIZZLE_VERSION_CHECKED);
  });
});

describe('statements built once', () => {
  const opened = useFreshDatabase('seeded');

  const parameterValue = preparedOnce((db) =>
    db
      .select({ value: parameters.value })
      .from(parameters)
      .where(eq(parameters.key, sql.placeholder('key')))
      .prepare('test_parameter_value'),
  );

  it('run on the connection of the handle given: inside a transaction they see its own writes, which the pool sees only once committed', async () => {
    const { db } = opened();
    const key = 'built_once_check';
    await db.transaction(async (tx) => {
      await tx.insert(parameters).values({ name: 'Built once check', key, value: 'written' });
      expect(await parameterValue(tx).execute({ key })).toEqual([{ value: 'written' }]);
      if (opened().kind === 'postgres') expect(await parameterValue(db).execute({ key })).toEqual([]);
    });
    expect(await parameterValue(db).execute({ key })).toEqual([{ value: 'written' }]);
    const rolledBack = db.transaction(async (tx) => {
      await tx.update(parameters).set({ value: 'changed' }).where(eq(parameters.key, key));
      expect(await parameterValue(tx).execute({ key })).toEqual([{ value: 'changed' }]);
      tx.rollback();
    });
    await expect(rolledBack).rejects.toThrow(TransactionRollbackError);
    expect(await parameterValue(db).execute({ key })).toEqual([{ value: 'written' }]);
  });
});
