import type { LabelSource } from '../../platform/admin-audit.ts';
import { articles, banners, notices } from './tables.ts';

/** Where the back-office log finds the names of banners, notices and articles, by resource. */
export const contentAuditLabels: Record<string, LabelSource> = {
  banners: { table: banners, id: banners.id, label: banners.title, numericId: true },
  notices: { table: notices, id: notices.id, label: notices.titles, numericId: true },
  articles: { table: articles, id: articles.id, label: articles.key, numericId: true },
};
