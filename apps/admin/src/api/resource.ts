import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PageResult } from '@roamcart/contracts';
import { adminApi, type Query } from './client.ts';

interface ListParams extends Query {
  page: number;
  limit: number;
}

/** `GET <path>?page&limit&filters` as a query keyed under `key`; the previous page stays shown while the next loads. */
export function pagedListQuery<Row>(key: string, path: string) {
  return (params: ListParams) =>
    queryOptions({
      queryKey: [key, 'list', params],
      queryFn: () => adminApi.get<PageResult<Row>>(path, params),
      placeholderData: keepPreviousData,
    });
}

export type PagedListQuery<Row> = ReturnType<typeof pagedListQuery<Row>>;

/** A mutation that refreshes every cached answer under `key` once it succeeds. */
export function useRefreshingMutation<Input, Output>(key: string, mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: [key] }) });
}

/**
 * The list / save / delete calls every back-office resource has (`GET /<name>`,
 * `POST /<name>/save`, `POST /<name>/delete {id}`), with their query key and mutation hooks.
 * `Id` is what identifies a row: a number, or a code for currencies.
 */
export function createResource<Row, SaveBody, Id = number>(name: string) {
  const save = (body: SaveBody) => adminApi.post<Row>(`/${name}/save`, body);
  const remove = (id: Id) => adminApi.post<null>(`/${name}/delete`, { id });
  return {
    key: name,
    listQuery: pagedListQuery<Row>(name, `/${name}`),
    useSave: () => useRefreshingMutation(name, save),
    useRemove: () => useRefreshingMutation(name, remove),
  };
}

export type Resource<Row, SaveBody, Id = number> = ReturnType<typeof createResource<Row, SaveBody, Id>>;
