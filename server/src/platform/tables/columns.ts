import { timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at for every table that is edited. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** Translatable text: language code -> text, falling back to the default language. */
export type LocalizedText = Record<string, string>;
