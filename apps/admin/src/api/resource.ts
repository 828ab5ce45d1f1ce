import { keepPreviousData, queryOptions, useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { PageResult, z } from '@roamcart/contracts';
import type { AdminRoute, RouteBody, RouteRef } from '@roamcart/contracts/api';
import { call, type Query } from './client.ts';

interface ListParams extends Query {
  page: number;
  limit: number;
}

/** A declared list route: a page query in, one page of rows out. */
type ListRoute<Row> = RouteRef<AdminRoute & { method: 'GET'; query: z.ZodType; response: z.ZodType<PageResult<Row>> }>;

/** The list route's `?page&limit&filters` as a query keyed under `key`; the previous page stays shown while the next loads. */
export function pagedListQuery<Row>(key: string, route: ListRoute<Row>) {
  return (params: ListParams) =>
    queryOptions({
      queryKey: [key, 'list', params],
      // Filter forms hand over loose values; the server checks them against the route's query schema.
      queryFn: () => call(route as RouteRef<AdminRoute>, params as never) as Promise<PageResult<Row>>,
      placeholderData: keepPreviousData,
    });
}

export type PagedListQuery<Row> = ReturnType<typeof pagedListQuery<Row>>;

/** A mutation that refreshes every cached answer under `key` once it succeeds. */
export function useRefreshingMutation<Input, Output>(key: string, mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: [key] }) });
}

interface ResourceRoutes<Row> {
  list: ListRoute<Row>;
  save: RouteRef<AdminRoute & { method: 'POST'; body: z.ZodType }>;
  delete: RouteRef<AdminRoute & { method: 'POST'; body: z.ZodType<{ id: unknown }> }>;
}

type DeclarationOf<R extends { declaration?: unknown }> = NonNullable<R['declaration']>;
type SaveBodyOf<R extends ResourceRoutes<unknown>> = RouteBody<DeclarationOf<R['save']>>;
type IdOf<R extends ResourceRoutes<unknown>> = RouteBody<DeclarationOf<R['delete']>> extends { id: infer Id } ? Id : never;

export interface Resource<Row, SaveBody, Id = number> {
  key: string;
  listQuery: PagedListQuery<Row>;
  useSave: () => UseMutationResult<unknown, Error, SaveBody>;
  useRemove: () => UseMutationResult<unknown, Error, Id>;
}

/**
 * The list / save / delete calls every back-office resource has (`GET /<name>`,
 * `POST /<name>/save`, `POST /<name>/delete {id}`), from their declarations, with their query key
 * and mutation hooks. What identifies a row (a number, or a code for currencies) is the delete body's `id`.
 */
export function createResource<Row, R extends ResourceRoutes<Row>>(key: string, routes: R & ResourceRoutes<Row>): Resource<Row, SaveBodyOf<R>, IdOf<R>> {
  // Forms hand over the parsed body (defaults filled in), which the route's input accepts as it is.
  const save = (body: SaveBodyOf<R>) => call(routes.save as RouteRef<AdminRoute>, body as never);
  const remove = (id: IdOf<R>) => call(routes.delete as RouteRef<AdminRoute>, { id } as never);
  return {
    key,
    listQuery: pagedListQuery(key, routes.list),
    useSave: () => useRefreshingMutation(key, save),
    useRemove: () => useRefreshingMutation(key, remove),
  };
}
