import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ticketOrderDetailQuery } from '../../api/ticket-orders.ts';
import { TravelPayment } from '../travel/travel-payment.tsx';

/**
 * Pay a flight order (`/payorder?biz=ticket&order_no=`), once the desk approved it: the amount
 * due and the time the seats are held, then the wallet or a channel, as a hotel booking is paid.
 */
export function TicketPayment({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const detail = useQuery({ ...ticketOrderDetailQuery(orderNo), enabled: orderNo !== '', refetchOnMount: 'always' });
  return (
    <TravelPayment
      kind="ticket"
      orderNo={orderNo}
      detail={detail}
      summary={(order) => (
        <>
          {t('flight.route_pair', { from: order.from_city, to: order.to_city })} · <bdi dir="ltr">{order.flight_no}</bdi>
        </>
      )}
    />
  );
}
