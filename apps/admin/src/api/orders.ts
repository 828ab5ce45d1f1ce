import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderNoteBody, OrderShipBody, RefundCreateBody, RefundDestination, ReturnAddressSaveBody, ShipmentEventBody } from '@roamcart/contracts';
import { adminApi } from '@roamcart/contracts/api';
import { downloadBlob } from '../lib/download.ts';
import { CARRIERS } from './carriers.ts';
import { call, fetchFile, type Query } from './client.ts';
import { pagedListQuery } from './resource.ts';

const ORDERS = 'orders';
const REFUNDS = 'refunds';
const REBATES = 'rebates';
const RETURN_ADDRESSES = 'return_addresses';
const routes = adminApi.orders;

export const orderListQuery = pagedListQuery(ORDERS, routes.list);

/** An order with its sub-orders, address, payments, refunds and timeline. */
export const orderDetailQuery = (orderNo: string) => queryOptions({ queryKey: [ORDERS, 'detail', orderNo], queryFn: () => call(routes.detail, { order_no: orderNo }) });

/** The carriers the ship form offers (the active ones); they change rarely, and on the carriers page. */
export const logisticsCompaniesQuery = () =>
  queryOptions({ queryKey: [CARRIERS, 'logistics_companies'], queryFn: () => call(routes.logisticsCompanies), staleTime: 5 * 60_000 });

/** The orders the filters match as CSV: its file name and text. */
export function exportOrders(filters: Query) {
  return call(routes.export, filters as never);
}

export const refundListQuery = pagedListQuery(REFUNDS, routes.refunds);

/** One agent's rebate ledger page with the ledger's total. */
export const rebateLedgerQuery = (params: { agent_id: number; page: number; limit: number }) =>
  queryOptions({ queryKey: [REBATES, params], queryFn: () => call(routes.rebates, params), placeholderData: keepPreviousData });

/** A mutation after which orders and refunds are read again: a move of one shows in the other. */
function useOrderMutation<Input>(mutationFn: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: [ORDERS] }), queryClient.invalidateQueries({ queryKey: [REFUNDS] })]),
  });
}

export const useShipOrder = () => useOrderMutation((body: OrderShipBody) => call(routes.ship, body));
export const useCancelOrder = () => useOrderMutation((body: { order_no: string; reason: string }) => call(routes.cancel, body));
export const useReviewRefund = () => useOrderMutation((body: { id: number; approve: boolean; remark: string; to?: RefundDestination }) => call(routes.reviewRefund, body));
/** The operator refunds a sub-order; the key, one per form opening, makes a double submit pay once. */
export const useCreateRefund = () =>
  useOrderMutation(({ body, idempotencyKey }: { body: RefundCreateBody; idempotencyKey: string }) => call(routes.createRefund, body, { headers: { 'Idempotency-Key': idempotencyKey } }));
/** A carrier event of a shipped sub-order's parcel, entered by the operator; the order's detail shows it. */
export const useAddShipmentEvent = () => useOrderMutation((body: ShipmentEventBody) => call(routes.shipmentEvent, body));

/** An internal note on an order; the order's detail shows it. */
export const useAddOrderNote = () => useOrderMutation((body: OrderNoteBody) => call(routes.addNote, body));

/** The order's packing slip or invoice (PDF, in the customer's language and currency), saved by the browser. */
export async function downloadOrderDocument(document: 'packingSlip' | 'invoice', orderNo: string): Promise<void> {
  const input = { order_no: orderNo };
  const { filename, blob } = await (document === 'invoice' ? fetchFile(routes.invoice, input) : fetchFile(routes.packingSlip, input));
  downloadBlob(filename, blob);
}

/** Every shipping source with the address its returned goods go back to (null while none is kept). */
export const returnAddressesQuery = () => queryOptions({ queryKey: [RETURN_ADDRESSES], queryFn: () => call(routes.returnAddresses) });

export function useSaveReturnAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnAddressSaveBody) => call(routes.saveReturnAddress, body),
    // Refunds show an approved return's address.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: [RETURN_ADDRESSES] }), queryClient.invalidateQueries({ queryKey: [REFUNDS] })]),
  });
}

export const useConfirmReturn = () => useOrderMutation((body: { id: number; remark: string }) => call(routes.confirmReturn, body));
