import { asc, eq } from 'drizzle-orm';
import { ErrorCode, SIZE_OPTIONS, type HobbyList } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { hobbies, userHobbies } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { localized } from '../../platform/localized.ts';
import type { AppDeps, UserRow } from '../../platform/types.ts';
import type { SignedInUser } from '../../platform/types.ts';

export async function hobbyList(deps: AppDeps, user: UserRow, lang: string): Promise<HobbyList> {
  const fallback = await deps.ref.defaultLanguage();
  const all = await deps.db.select().from(hobbies).orderBy(asc(hobbies.sort), asc(hobbies.id));
  const chosen = await deps.db.select({ id: userHobbies.hobbyId }).from(userHobbies).where(eq(userHobbies.userId, user.id));
  const chosenIds = new Set(chosen.map((c) => c.id));
  return {
    hobbies: all.map((h) => ({ id: h.id, name: localized(h.name, lang, fallback), selected: chosenIds.has(h.id) })),
    // Only sizes of SIZE_OPTIONS are ever stored (hobbyBody); the answer's schema checks it again.
    sizes: { top: user.sizeTop, bottom: user.sizeBottom, shoe: user.sizeShoe } as HobbyList['sizes'],
    size_options: SIZE_OPTIONS,
  };
}

/** Replaces the user's hobbies and sizes in one transaction. */
export async function saveHobbies(
  deps: AppDeps,
  user: SignedInUser,
  input: { hobby_ids: number[]; sizes: { top?: string | null; bottom?: string | null; shoe?: string | null } },
): Promise<void> {
  const ids = [...new Set(input.hobby_ids)];
  const known = new Set((await deps.db.select({ id: hobbies.id }).from(hobbies)).map((h) => h.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw new AppError(ErrorCode.InvalidParameters, { hobby_ids: 'validation.invalid' });
  await deps.db.transaction(async (tx) => {
    await tx.delete(userHobbies).where(eq(userHobbies.userId, user.id));
    if (ids.length > 0) await tx.insert(userHobbies).values(ids.map((hobbyId) => ({ userId: user.id, hobbyId })));
    const sizes = {
      ...(input.sizes.top !== undefined && { sizeTop: input.sizes.top }),
      ...(input.sizes.bottom !== undefined && { sizeBottom: input.sizes.bottom }),
      ...(input.sizes.shoe !== undefined && { sizeShoe: input.sizes.shoe }),
    };
    if (Object.keys(sizes).length > 0) await tx.update(users).set(sizes).where(eq(users.id, user.id));
  });
}

/** The customer's hobbies go with the account. */
export async function deleteHobbiesOf(tx: DbOrTx, userId: number): Promise<void> {
  await tx.delete(userHobbies).where(eq(userHobbies.userId, userId));
}
