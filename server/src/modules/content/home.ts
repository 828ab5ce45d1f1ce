import { asc, desc, eq } from 'drizzle-orm';
import type { HomeContent } from '@roamcart/contracts';
import { banners, notices } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../platform/db.ts';

/** Home shows a handful of each; the back office's sort decides which. */
const HOME_BANNERS_MAX = 8;
const HOME_NOTICES_MAX = 5;

/** The active banners and notices for Home, in the back office's order (sort, then newest). */
export async function homeContent(db: DbOrTx): Promise<HomeContent> {
  const [bannerRows, noticeRows] = await Promise.all([
    db
      .select({ id: banners.id, title: banners.title, image_url: banners.imageUrl, link: banners.link })
      .from(banners)
      .where(eq(banners.status, 'active'))
      .orderBy(asc(banners.sort), desc(banners.id))
      .limit(HOME_BANNERS_MAX),
    db
      .select({ id: notices.id, title: notices.title, content: notices.content })
      .from(notices)
      .where(eq(notices.status, 'active'))
      .orderBy(asc(notices.sort), desc(notices.id))
      .limit(HOME_NOTICES_MAX),
  ]);
  return { banners: bannerRows, notices: noticeRows };
}
