import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { containing } from '../../platform/like.ts';

/** Of a language map column: one of its texts (not its language codes) contains `text`. */
export const anyTextLike = (column: AnyColumn, text: string): SQL => sql`exists (select 1 from jsonb_each_text(${column}) as texts(lang, text) where texts.text ilike ${containing(text)})`;
