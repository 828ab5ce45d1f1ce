import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { ErrorCode, type PassengerInput, type SavedPassenger } from '@roamcart/contracts';
import { savedPassengers } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';

type SavedRow = typeof savedPassengers.$inferSelect;
type SavedInput = Omit<PassengerInput, 'type'>;

/** A traveller keeps at most this many saved passengers; the oldest beyond it are not offered. */
const SAVED_PASSENGERS_SHOWN = 50;

const savedOut = (row: SavedRow): SavedPassenger => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  gender: row.gender as SavedPassenger['gender'],
  nationality: row.nationality,
  doc_type: row.docType as SavedPassenger['doc_type'],
  doc_number: row.docNumber,
  doc_expiry: row.docExpiry,
  birth_date: row.birthDate,
});

const columnsOf = (passenger: SavedInput) => ({
  firstName: passenger.first_name,
  lastName: passenger.last_name,
  gender: passenger.gender,
  nationality: passenger.nationality,
  docType: passenger.doc_type,
  docNumber: passenger.doc_number,
  docExpiry: passenger.doc_expiry,
  birthDate: passenger.birth_date,
});

/** Saves passengers for next time: one per document, a document saved before is brought up to date. */
export async function savePassengers(db: DbOrTx, userId: number, passengers: readonly SavedInput[]): Promise<SavedRow[]> {
  const saved: SavedRow[] = [];
  for (const passenger of passengers) {
    const values = columnsOf(passenger);
    const [row] = await db
      .insert(savedPassengers)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: [savedPassengers.userId, savedPassengers.docType, savedPassengers.docNumber], set: { ...values, updatedAt: sql`now()` } })
      .returning();
    saved.push(row!);
  }
  return saved;
}

export async function listSavedPassengers(db: DbOrTx, userId: number): Promise<SavedPassenger[]> {
  const rows = await db.select().from(savedPassengers).where(eq(savedPassengers.userId, userId)).orderBy(desc(savedPassengers.updatedAt), desc(savedPassengers.id)).limit(SAVED_PASSENGERS_SHOWN);
  return rows.map(savedOut);
}

/** POST /ticket/passengers/save: with an id, that saved passenger of the caller is changed (4402 when not theirs); without, saved by document. */
export async function saveOnePassenger(db: DbOrTx, userId: number, body: SavedInput & { id?: number }): Promise<SavedPassenger> {
  if (body.id === undefined) return savedOut((await savePassengers(db, userId, [body]))[0]!);
  const [other] = await db
    .select({ id: savedPassengers.id })
    .from(savedPassengers)
    .where(and(eq(savedPassengers.userId, userId), eq(savedPassengers.docType, body.doc_type), eq(savedPassengers.docNumber, body.doc_number), ne(savedPassengers.id, body.id)));
  if (other) throw AppError.field('doc_number', 'validation.passenger_saved', ErrorCode.DuplicateKey);
  const [row] = await db
    .update(savedPassengers)
    .set(columnsOf(body))
    .where(and(eq(savedPassengers.id, body.id), eq(savedPassengers.userId, userId)))
    .returning();
  if (!row) throw new AppError(ErrorCode.RecordNotFound);
  return savedOut(row);
}

export async function deleteSavedPassenger(db: DbOrTx, userId: number, id: number): Promise<void> {
  const removed = await db
    .delete(savedPassengers)
    .where(and(eq(savedPassengers.id, id), eq(savedPassengers.userId, userId)))
    .returning({ id: savedPassengers.id });
  if (removed.length === 0) throw new AppError(ErrorCode.RecordNotFound);
}
