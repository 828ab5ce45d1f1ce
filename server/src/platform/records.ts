import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { ErrorCode } from '@roamcart/contracts';
import type { DbOrTx } from './db.ts';
import { AppError } from './errors.ts';

/** A table whose rows are addressed by an integer `id`, as every back-office resource is. */
type TableWithId = PgTable & { id: PgColumn };

/** The back office's save: insert without an id, else update that row; 4402 when it is gone. */
export async function saveById<T extends TableWithId>(db: DbOrTx, table: T, id: number | undefined, values: T['$inferInsert']): Promise<T['$inferSelect']> {
  const rows = (id
    ? await db
        .update(table)
        .set(values as PgUpdateSetSource<T>)
        .where(eq(table.id, id))
        .returning()
    : await db.insert(table).values(values).returning()) as T['$inferSelect'][];
  const [saved] = rows;
  if (!saved) throw new AppError(ErrorCode.RecordNotFound);
  return saved;
}

/** Deletes one row by id; 4402 when there was none. */
export async function deleteById(db: DbOrTx, table: TableWithId, id: number): Promise<void> {
  const deleted = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  if (deleted.length === 0) throw new AppError(ErrorCode.RecordNotFound);
}
