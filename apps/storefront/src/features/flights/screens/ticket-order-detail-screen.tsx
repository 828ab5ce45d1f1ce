import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { TicketOrderDetail } from '@roamcart/contracts';
import { ticketOrderDetailQuery } from '../../../api/order-details.ts';
import { downloadETicket, downloadTicketCalendar } from '../../../api/travel-documents.ts';
import { Countdown } from '../../../components/countdown.tsx';
import { Page } from '../../../components/page.tsx';
import { useMoney } from '../../../components/use-money.ts';
import { formatDay } from '../../../lib/dates.ts';
import { TravelDocuments } from '../../../components/travel/travel-documents.tsx';
import { TravelOrderFooter, TravelRating } from '../../../components/travel/travel-order-actions.tsx';
import { TravelAmount, TravelContactLine, TravelOrderBody, TravelPaidAmounts, TravelStatusCard, TravelTimeline } from '../../../components/travel/travel-order-parts.tsx';
import { FareConditions } from './ticket-details-screen.tsx';
import { fareLabel, passengersLabel } from '../lib/flight-labels.ts';
import { SegmentTimeline } from '../components/flight-parts.tsx';
import { TICKET_ORDER_KIND } from '../lib/ticket-order-kind.ts';
import '../../../components/orders/order.css';
import '../ticket.css';

function TicketOrderView({ order, onExpired }: { order: TicketOrderDetail; onExpired: () => void }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const priceRows = (['adult', 'child', 'infant'] as const).filter((type) => order.counts[type] > 0);
  const seatPrice = (type: 'adult' | 'child' | 'infant') => (type === 'infant' ? order.prices.infant : order.prices[type]);

  return (
    <>
      <TravelStatusCard kind={TICKET_ORDER_KIND} order={order} onExpired={onExpired}>
        {order.status === 'paid_pending_verification' && order.ticketing_deadline && (
          <p data-testid="ticketing-countdown">
            {t('flight.ticketing_within')} <Countdown deadline={order.ticketing_deadline} onEnd={onExpired} />
          </p>
        )}
      </TravelStatusCard>

      <TravelDocuments
        status={order.status}
        pdfLabel={t('document.download_ticket')}
        onPdf={() => downloadETicket(order.order_no)}
        onCalendar={() => downloadTicketCalendar(order.order_no)}
      />

      <section className="card" aria-labelledby="ticket-order-flight">
        <h2 id="ticket-order-flight">{t('flight.route_pair', { from: order.from_city, to: order.to_city })}</h2>
        <p className="flight-head-line">
          {formatDay(order.date, i18n.language)} · <bdi dir="ltr">{order.flight_no}</bdi> · {fareLabel(order)}
        </p>
        <SegmentTimeline segments={order.segments} />
      </section>

      <section className="card" aria-labelledby="ticket-order-passengers">
        <h2 id="ticket-order-passengers">{t('flight.passengers')}</h2>
        <ul className="plain-list ticket-passengers">
          {order.passengers.map((passenger) => (
            <li key={passenger.id} className="ticket-passenger" data-testid="ticket-passenger">
              <p>
                <bdi dir="ltr">
                  {passenger.last_name} / {passenger.first_name}
                </bdi>{' '}
                · {t(`flight.passenger_type.${passenger.type}`)}
              </p>
              <p className="flight-head-line">
                {t(`flight.doc_type_name.${passenger.doc_type}`)} <bdi dir="ltr">{passenger.doc_number}</bdi>
              </p>
              <p>
                {t('flight.ticket_no')}{' '}
                {passenger.ticket_no ? (
                  <bdi dir="ltr" data-testid="ticket-no">
                    {passenger.ticket_no}
                  </bdi>
                ) : (
                  <span className="is-none">{t('flight.ticket_pending')}</span>
                )}
              </p>
            </li>
          ))}
        </ul>
        <TravelContactLine contact={order.contact} />
      </section>

      <section className="card" aria-labelledby="ticket-order-prices">
        <h2 id="ticket-order-prices">{t('flight.price_title')}</h2>
        <dl className="order-amounts">
          {priceRows.map((type) => (
            <div key={type}>
              <dt>{t('flight.price_each', { passengers: passengersLabel(type, order.counts[type]) })}</dt>
              <dd>
                <bdi>{money.format(seatPrice(type))}</bdi>
              </dd>
            </div>
          ))}
          {order.counts.adult + order.counts.child > 0 && <TravelAmount label={t('flight.taxes_per_seat')} amount={order.prices.taxes} testId="ticket-taxes" />}
          <TravelPaidAmounts kind={TICKET_ORDER_KIND} order={order} totalLabel={t('flight.total_for_party')} />
        </dl>
      </section>

      <section className="card" aria-labelledby="ticket-order-rules">
        <h2 id="ticket-order-rules">{t('flight.fare_conditions')}</h2>
        <FareConditions fare={{ refund_rule: order.refund_rule, change_rule: order.change_rule }} />
      </section>

      <TravelRating kind={TICKET_ORDER_KIND} order={order} />

      <TravelTimeline kind={TICKET_ORDER_KIND} order={order} />

      <TravelOrderFooter kind={TICKET_ORDER_KIND} order={order} />
    </>
  );
}

/** A flight order (`?order_no=`): where it stands (with the ticketing countdown once paid), the flight, passengers and their tickets, prices, the rating once flown, and history. */
export function TicketOrderDetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderNo = params.get('order_no') ?? '';
  const detail = useQuery({ ...ticketOrderDetailQuery(orderNo), enabled: orderNo !== '' });
  return (
    <Page title={t('flight.order_title')} backTo="/order">
      <TravelOrderBody orderNo={orderNo} detail={detail}>
        {(order) => <TicketOrderView order={order} onExpired={() => void detail.refetch()} />}
      </TravelOrderBody>
    </Page>
  );
}
