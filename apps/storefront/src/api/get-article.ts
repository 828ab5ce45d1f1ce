import { queryOptions } from '@tanstack/react-query';
import type { ARTICLE_KEYS } from '@roamcart/contracts';
import { get } from './client.ts';

export type ArticleKey = (typeof ARTICLE_KEYS)[number];

interface Article {
  title: string;
  /** HTML from the back office's rich-text editor. */
  content: string;
}

export function getArticle(key: ArticleKey): Promise<Article> {
  return get<Article>('/article/detail', { key });
}

export const articleQuery = (key: ArticleKey) => queryOptions({ queryKey: ['article', key], queryFn: () => getArticle(key) });
