import { queryOptions } from '@tanstack/react-query';
import type { CategoryReorderBody, CategorySaveBody } from '@roamcart/contracts';
import { adminApi } from '@roamcart/contracts/api';
import { call, upload } from './client.ts';
import { useRefreshingMutation } from './resource.ts';

const CATEGORIES = 'categories';
const routes = adminApi.categories;

/** Every category, parents before children, each with its goods count. */
export const categoryListQuery = queryOptions({
  queryKey: [CATEGORIES, 'list'],
  queryFn: () => call(routes.list),
});

export const useSaveCategory = () => useRefreshingMutation(CATEGORIES, (body: CategorySaveBody) => call(routes.save, body));
export const useReorderCategories = () => useRefreshingMutation(CATEGORIES, (body: CategoryReorderBody) => call(routes.reorder, body));
export const useDeleteCategory = () => useRefreshingMutation(CATEGORIES, (id: number) => call(routes.delete, { id }));

/** Stores a category icon (any size; the storefront shows it small). */
export function uploadCategoryIcon(file: File) {
  return upload(adminApi.upload.image, file);
}
