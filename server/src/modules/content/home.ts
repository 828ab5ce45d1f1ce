import { asc, desc, eq } from 'drizzle-orm';
import { goodsListQuery, type HomeContent } from '@roamcart/contracts';
import { banners, notices } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { localized } from '../../platform/localized.ts';
import type { Reader } from '../../platform/reader.ts';
import { listGoods } from '../catalogue/index.ts';

/** Home shows a handful of each; the back office's sort decides which. */
const HOME_BANNERS_MAX = 8;
const HOME_NOTICES_MAX = 5;

/** Goods cards Home opens with in each of its two goods sections. */
const HOME_GOODS = 10;

/** The image of Home's first banner, which Home paints largest (the served page preloads it); null without one. */
export async function firstBannerImage(db: DbOrTx): Promise<string | null> {
  const [first] = await db
    .select({ image_url: banners.imageUrl })
    .from(banners)
    .where(eq(banners.status, 'active'))
    .orderBy(asc(banners.sort), desc(banners.id))
    .limit(1);
  return first?.image_url ?? null;
}

/** The active banners and notices for Home, in the back office's order (sort, then newest), and its first goods. */
export async function homeContent(db: DbOrTx, reader: Reader): Promise<HomeContent> {
  const [bannerRows, noticeRows] = await Promise.all([
    db
      .select({ id: banners.id, title: banners.title, image_url: banners.imageUrl, link: banners.link, titles: banners.titles, cta: banners.cta })
      .from(banners)
      .where(eq(banners.status, 'active'))
      .orderBy(asc(banners.sort), desc(banners.id))
      .limit(HOME_BANNERS_MAX),
    db
      .select({ id: notices.id, title: notices.title, content: notices.content, titles: notices.titles, contents: notices.contents })
      .from(notices)
      .where(eq(notices.status, 'active'))
      .orderBy(asc(notices.sort), desc(notices.id))
      .limit(HOME_NOTICES_MAX),
  ]);
  const newArrivals = await listGoods(db, goodsListQuery.parse({ limit: HOME_GOODS, is_new: true, sort: 'newest' }), reader);
  const recommended = await listGoods(db, goodsListQuery.parse({ limit: HOME_GOODS }), reader);
  const homeBanners = bannerRows.map(({ titles, cta, ...banner }) => ({
    ...banner,
    // A banner without texts per language keeps its text in its image: nothing is written over it.
    headline: localized(titles, reader.lang, reader.fallback),
    cta: localized(cta, reader.lang, reader.fallback),
  }));
  const homeNotices = noticeRows.map(({ id, title, content, titles, contents }) => ({
    id,
    // A language has both texts or neither; a notice without texts per language keeps its one text.
    title: localized(titles, reader.lang, reader.fallback) || title,
    content: localized(contents, reader.lang, reader.fallback) || content,
  }));
  return { banners: homeBanners, notices: homeNotices, new_arrivals: newArrivals.list, recommended: recommended.list };
}
