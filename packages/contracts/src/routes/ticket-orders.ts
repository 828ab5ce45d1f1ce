import {
  savedPassenger,
  savedPassengerDeleteBody,
  savedPassengerInput,
  ticketOrderCreateBody,
  ticketOrderCreated,
  ticketOrderDetail,
  ticketOrderList,
  ticketOrderListQuery,
  ticketOrderPreviewBody,
} from '../ticket-orders.ts';
import { travelCancelBody, travelDocumentFile, travelOrderNoQuery, travelOrderPreview, travelPayBody, travelPayStatus, travelRateBody } from '../travel.ts';
import { idParam, z } from '../validation.ts';
import { withSchemas } from './define.ts';
import { ticketOrderEndpoints } from './endpoints/ticket-orders.ts';

export const ticketOrderRoutes = withSchemas(ticketOrderEndpoints, {
  orderPreview: { body: ticketOrderPreviewBody, response: travelOrderPreview },
  orderCreate: { body: ticketOrderCreateBody, response: ticketOrderCreated },
  orderList: { query: ticketOrderListQuery, response: ticketOrderList },
  orderDetail: { query: travelOrderNoQuery, response: ticketOrderDetail },
  orderPay: { body: travelPayBody, response: travelPayStatus },
  orderCancel: { body: travelCancelBody, response: ticketOrderDetail },
  orderRate: { body: travelRateBody, response: z.null() },
  orderTicket: { query: travelOrderNoQuery, response: travelDocumentFile },
  orderCalendar: { query: travelOrderNoQuery, response: travelDocumentFile },
  passengers: { response: z.array(savedPassenger) },
  passengerSave: { body: savedPassengerInput.extend({ id: idParam.optional() }), response: savedPassenger },
  passengerPost: { body: savedPassengerInput.extend({ id: idParam.optional() }), response: savedPassenger },
  passengerDelete: { body: savedPassengerDeleteBody, response: z.null() },
});
