import { eq, sql } from 'drizzle-orm';
import { articles } from '../modules/content/tables.ts';
import { hobbies } from '../modules/engagement/tables.ts';
import { paymentChannels } from '../modules/payments/tables.ts';
import { parameters } from '../platform/tables/admin.ts';
import { agents } from '../platform/tables/agents.ts';
import { currencies } from '../platform/tables/currency.ts';
import { languages, translations } from '../platform/tables/i18n.ts';
import { seedAdminAccess } from '../modules/admin/index.ts';
import type { Db } from '../platform/db.ts';
import { SEED_CURRENCIES, SEED_HOBBIES, SEED_LANGUAGES, SEED_PARAMETERS } from './reference.ts';
import { SEED_ARTICLES } from './articles.ts';
import { SEED_PAYMENT_CHANNELS } from './payment-channels.ts';
import { seedTranslations } from './translations.ts';

/**
 * Runs at every start and only adds what is missing, so edits made in the back office survive
 * and new keys of a new release arrive. Demo rows (hobbies, payment channels) are added only to an empty table.
 */
export async function seed(db: Db, options: { inviteCode: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(languages).values(SEED_LANGUAGES).onConflictDoNothing();
    await tx.insert(currencies).values(SEED_CURRENCIES).onConflictDoNothing();
    // A value edited in the back office stays; a built-in parameter's type and range follow the code.
    await tx
      .insert(parameters)
      .values(SEED_PARAMETERS)
      .onConflictDoUpdate({
        target: parameters.key,
        set: { type: sql`excluded.type`, min: sql`excluded.min`, max: sql`excluded.max`, choices: sql`excluded.choices` },
      });
    // A language the article lacks is added; a text the operator already has is kept (`||` lets the right side win).
    const mergedTitle = sql`excluded.title || ${articles.title}`;
    const mergedContent = sql`excluded.content || ${articles.content}`;
    await tx
      .insert(articles)
      .values(SEED_ARTICLES)
      .onConflictDoUpdate({
        target: articles.key,
        set: { title: mergedTitle, content: mergedContent },
        setWhere: sql`${mergedTitle} <> ${articles.title} or ${mergedContent} <> ${articles.content}`,
      });
    await seedAdminAccess(tx);

    const [{ agentCount } = { agentCount: 0 }] = await tx.select({ agentCount: sql<number>`count(*)::int` }).from(agents);
    if (agentCount === 0) {
      await tx.insert(agents).values({ name: 'Roamcart', level: 1, rebateBasisPoints: 0, inviteCode: options.inviteCode });
    }
    const [{ hobbyCount } = { hobbyCount: 0 }] = await tx.select({ hobbyCount: sql<number>`count(*)::int` }).from(hobbies);
    if (hobbyCount === 0) {
      await tx.insert(hobbies).values(SEED_HOBBIES.map((name, index) => ({ name, sort: index + 1 })));
    }
    const [{ channelCount } = { channelCount: 0 }] = await tx.select({ channelCount: sql<number>`count(*)::int` }).from(paymentChannels);
    if (channelCount === 0) await tx.insert(paymentChannels).values(SEED_PAYMENT_CHANNELS);

    const rows = Object.entries(seedTranslations()).flatMap(([langCode, dictionary]) =>
      Object.entries(dictionary).map(([key, text]) => ({ langCode, key, text })),
    );
    let added = 0;
    for (let i = 0; i < rows.length; i += 500) {
      const inserted = await tx
        .insert(translations)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing()
        .returning({ key: translations.key });
      added += inserted.length;
    }
    // New keys of a new release: make browsers drop their cached dictionaries.
    if (added > 0) {
      await tx.update(parameters).set({ value: String(Date.now()) }).where(eq(parameters.key, 'lang_cache_time'));
    }
  });
}
