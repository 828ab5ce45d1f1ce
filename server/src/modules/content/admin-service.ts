import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { ErrorCode, type ArticleRow, type BannerRow, type NoticeRow, type PageResult, type RecordStatus } from '@roamcart/contracts';
import { articles, banners, notices } from './tables.ts';
import type { LocalizedText } from '../../platform/tables/columns.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { localized } from '../../platform/localized.ts';
import { cleanLocalizedText, withDefaultText } from '../../platform/localized-input.ts';
import { richTextCleaner } from '../../platform/rich-text.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import { deleteById, saveById } from '../../platform/records.ts';
import type { AppDeps } from '../../platform/types.ts';

type Page = { page: number; limit: number };

/* Banners */

function toBanner(row: typeof banners.$inferSelect): BannerRow {
  return {
    id: row.id,
    title: row.title,
    titles: row.titles,
    cta: row.cta,
    image_url: row.imageUrl,
    link: row.link,
    sort: row.sort,
    status: row.status as RecordStatus,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listBanners(db: DbOrTx, query: Page & { keyword?: string; status?: string }): Promise<PageResult<BannerRow>> {
  const conditions: SQL[] = [];
  if (query.keyword) conditions.push(ilike(banners.title, `%${query.keyword}%`));
  if (query.status) conditions.push(eq(banners.status, query.status));
  const where = and(...conditions);
  return pageOf(
    query,
    db.select(countAll).from(banners).where(where),
    (limit, offset) =>
      db
        .select()
        .from(banners)
        .where(where)
        .orderBy(asc(banners.sort), desc(banners.id))
        .limit(limit)
        .offset(offset),
    toBanner,
  );
}

export async function saveBanner(
  deps: AppDeps,
  input: { id?: number; title: string; titles: LocalizedText; cta: LocalizedText; image_url: string; link: string; sort: number; status: RecordStatus },
): Promise<BannerRow> {
  const values = {
    title: input.title,
    titles: await cleanTexts(deps, 'titles', input.titles, (text) => text),
    cta: await cleanTexts(deps, 'cta', input.cta, (text) => text),
    imageUrl: input.image_url,
    link: input.link,
    sort: input.sort,
    status: input.status,
  };
  const saved = await saveById(deps.db, banners, input.id, values);
  return toBanner(saved);
}

export async function deleteBanner(db: DbOrTx, id: number): Promise<void> {
  await deleteById(db, banners, id);
}

/* Notices */

function toNotice(row: typeof notices.$inferSelect): NoticeRow {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    titles: row.titles,
    contents: row.contents,
    sort: row.sort,
    status: row.status as RecordStatus,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listNotices(db: DbOrTx, query: Page & { keyword?: string; status?: string }): Promise<PageResult<NoticeRow>> {
  const conditions: SQL[] = [];
  // Any language's title matches.
  if (query.keyword) {
    const like = `%${query.keyword}%`;
    conditions.push(or(ilike(notices.title, like), sql`exists (select 1 from jsonb_each_text(${notices.titles}) as "texts" where "texts"."value" ilike ${like})`)!);
  }
  if (query.status) conditions.push(eq(notices.status, query.status));
  const where = and(...conditions);
  return pageOf(
    query,
    db.select(countAll).from(notices).where(where),
    (limit, offset) =>
      db
        .select()
        .from(notices)
        .where(where)
        .orderBy(asc(notices.sort), desc(notices.id))
        .limit(limit)
        .offset(offset),
    toNotice,
  );
}

type NoticeInput = { id?: number; title: string; content: string; titles: LocalizedText; contents: LocalizedText; sort: number; status: RecordStatus };

/** A notice's title and content per language: at least one language, and each language with both (a 4001 names the missing one). */
async function noticeTexts(deps: AppDeps, input: NoticeInput): Promise<{ titles: LocalizedText; contents: LocalizedText }> {
  const fallback = await deps.ref.defaultLanguage();
  const titles = await cleanTexts(deps, 'titles', withDefaultText(input.titles, fallback, input.title), (text) => text);
  const contents = await cleanTexts(deps, 'contents', withDefaultText(input.contents, fallback, input.content), (text) => text);
  // The field the client wrote in: a one-language client is told about `title`/`content`.
  const fieldOf = (perLanguage: 'titles' | 'contents', single: 'title' | 'content', lang: string) =>
    Object.keys(input[perLanguage]).length > 0 ? `${perLanguage}.${lang}` : single;
  const langs = new Set([...Object.keys(titles), ...Object.keys(contents)]);
  if (langs.size === 0) throw AppError.field(fieldOf('titles', 'title', fallback), 'validation.required', ErrorCode.MissingParameters);
  for (const lang of langs) {
    if (!titles[lang]) throw AppError.field(fieldOf('titles', 'title', lang), 'validation.required', ErrorCode.MissingParameters);
    if (!contents[lang]) throw AppError.field(fieldOf('contents', 'content', lang), 'validation.required', ErrorCode.MissingParameters);
  }
  return { titles, contents };
}

export async function saveNotice(deps: AppDeps, input: NoticeInput): Promise<NoticeRow> {
  const { titles, contents } = await noticeTexts(deps, input);
  const fallback = await deps.ref.defaultLanguage();
  const values = {
    title: localized(titles, fallback, fallback),
    content: localized(contents, fallback, fallback),
    titles,
    contents,
    sort: input.sort,
    status: input.status,
  };
  const saved = await saveById(deps.db, notices, input.id, values);
  return toNotice(saved);
}

export async function deleteNotice(db: DbOrTx, id: number): Promise<void> {
  await deleteById(db, notices, id);
}

/* Articles */

function toArticle(row: typeof articles.$inferSelect): ArticleRow {
  return { id: row.id, key: row.key, title: row.title, content: row.content, updated_at: row.updatedAt.toISOString() };
}

export async function listArticles(db: DbOrTx, query: Page & { keyword?: string }): Promise<PageResult<ArticleRow>> {
  const where = query.keyword ? ilike(articles.key, `%${query.keyword}%`) : undefined;
  return pageOf(
    query,
    db.select(countAll).from(articles).where(where),
    (limit, offset) =>
      db
        .select()
        .from(articles)
        .where(where)
        .orderBy(asc(articles.key))
        .limit(limit)
        .offset(offset),
    toArticle,
  );
}

/** Only languages that exist, and blank texts dropped (the reader then falls back to the default language). */
function cleanTexts(deps: AppDeps, field: string, texts: LocalizedText, clean: (text: string) => string): Promise<LocalizedText> {
  return cleanLocalizedText(deps.db, field, texts, clean);
}

export async function saveArticle(
  deps: AppDeps,
  input: { id?: number; key: string; title: LocalizedText; content: LocalizedText },
): Promise<ArticleRow> {
  const keyTaken = input.id ? and(eq(articles.key, input.key), ne(articles.id, input.id)) : eq(articles.key, input.key);
  const [taken] = await deps.db.select({ id: articles.id }).from(articles).where(keyTaken).limit(1);
  if (taken) throw AppError.field('key', 'error.4404', ErrorCode.DuplicateKey);
  const values = {
    key: input.key,
    title: await cleanTexts(deps, 'title', input.title, (text) => text),
    content: await cleanTexts(deps, 'content', input.content, await richTextCleaner()),
  };
  const [saved] = input.id
    ? await deps.db.update(articles).set(values).where(eq(articles.id, input.id)).returning()
    : await deps.db.insert(articles).values(values).returning();
  if (!saved) throw new AppError(ErrorCode.RecordNotFound);
  return toArticle(saved);
}

export async function deleteArticle(db: DbOrTx, id: number): Promise<void> {
  await deleteById(db, articles, id);
}
