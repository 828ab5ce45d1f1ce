import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { hotelOrderDetailQuery } from '../../../api/order-details.ts';
import { Page } from '../../../components/page.tsx';
import { OrderPaymentResult } from '../../../components/payments/payment-result.tsx';
import { TravelPayment } from '../../../components/travel/travel-payment.tsx';
import { HOTEL_ORDER_KIND } from '../lib/hotel-order-kind.ts';

function PayBooking({ orderNo }: { orderNo: string }) {
  const detail = useQuery({ ...hotelOrderDetailQuery(orderNo), enabled: orderNo !== '', refetchOnMount: 'always' });
  return (
    <TravelPayment
      kind={HOTEL_ORDER_KIND}
      orderNo={orderNo}
      detail={detail}
      summary={(order) => (
        <>
          {order.hotel_name} · {order.room_type_name}
        </>
      )}
    />
  );
}

/**
 * Pay a booking (`?order_no=`), once the hotel desk approved it: the amount due and the time the
 * rooms are held, then the wallet or a channel. Back from a gateway (`?pay_no=`): the payment's outcome.
 */
export function HotelPaymentScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const payNo = params.get('pay_no') ?? '';
  return (
    <Page title={t('hotel.pay_title')} backTo="/order">
      {payNo ? <OrderPaymentResult payNo={payNo} /> : <PayBooking orderNo={params.get('order_no') ?? ''} />}
    </Page>
  );
}
