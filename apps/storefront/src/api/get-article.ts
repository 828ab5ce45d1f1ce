import { queryOptions } from '@tanstack/react-query';
import { storefrontRoutes, type ARTICLE_KEYS } from '@roamcart/contracts';
import { call } from './client.ts';

export type ArticleKey = (typeof ARTICLE_KEYS)[number];

/** The title and the HTML from the back office's rich-text editor. */
export function getArticle(key: ArticleKey) {
  return call(storefrontRoutes.content.article, { key });
}

export const articleQuery = (key: ArticleKey) => queryOptions({ queryKey: ['article', key], queryFn: () => getArticle(key) });
