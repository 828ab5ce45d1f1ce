import { useSearchParams } from 'react-router-dom';
import { TicketPaymentScreen } from '../features/flights/screens/ticket-payment-screen.tsx';
import { PayOrderScreen } from '../features/orders/screens/pay-order-screen.tsx';

/** /payorder pays a goods order, and a flight order (`?biz=ticket`) too: each feature's screen for its own. */
export function PayOrderRoute() {
  const [params] = useSearchParams();
  return params.get('biz') === 'ticket' ? <TicketPaymentScreen /> : <PayOrderScreen />;
}
