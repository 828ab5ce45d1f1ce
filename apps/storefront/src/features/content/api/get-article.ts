import { queryOptions } from '@tanstack/react-query';
import type { ARTICLE_KEYS } from '@roamcart/contracts';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';

export type ArticleKey = (typeof ARTICLE_KEYS)[number];

/** The title and the HTML from the back office's rich-text editor. */
export function getArticle(key: ArticleKey) {
  return call(storefrontApi.content.article, { key });
}

export const articleQuery = (key: ArticleKey) => queryOptions({ queryKey: ['article', key], queryFn: () => getArticle(key) });
