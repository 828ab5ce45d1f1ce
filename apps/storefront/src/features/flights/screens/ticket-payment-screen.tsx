import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ticketOrderDetailQuery } from '../../../api/order-details.ts';
import { Page } from '../../../components/page.tsx';
import { OrderPaymentResult } from '../../../components/payments/payment-result.tsx';
import { TravelPayment } from '../../../components/travel/travel-payment.tsx';
import { tripRouteLabel } from '../lib/flight-labels.ts';
import { TICKET_ORDER_KIND } from '../lib/ticket-order-kind.ts';

function PayTicketOrder({ orderNo }: { orderNo: string }) {
  const { t, i18n } = useTranslation();
  const detail = useQuery({ ...ticketOrderDetailQuery(orderNo), enabled: orderNo !== '', refetchOnMount: 'always' });
  return (
    <TravelPayment
      kind={TICKET_ORDER_KIND}
      orderNo={orderNo}
      detail={detail}
      summary={(order) =>
        order.legs.length > 1 ? (
          tripRouteLabel(order, i18n.language)
        ) : (
          <>
            {t('flight.route_pair', { from: order.from_city, to: order.to_city })} · <bdi dir="ltr">{order.flight_no}</bdi>
          </>
        )
      }
    />
  );
}

/**
 * Pay a flight order (`/payorder?biz=ticket&order_no=`), once the desk approved it: the amount
 * due and the time the seats are held, then the wallet or a channel, as a hotel booking is paid.
 * Back from a gateway (`?biz=ticket&pay_no=`): the payment's outcome.
 */
export function TicketPaymentScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const payNo = params.get('pay_no') ?? '';
  return (
    <Page title={t('flight.pay_title')} backTo="/order">
      {payNo ? <OrderPaymentResult payNo={payNo} /> : <PayTicketOrder orderNo={params.get('order_no') ?? ''} />}
    </Page>
  );
}
