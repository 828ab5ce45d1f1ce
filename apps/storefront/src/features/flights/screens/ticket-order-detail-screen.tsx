import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { TicketOrderDetail } from '@roamcart/contracts';
import { daysBetween } from '@roamcart/contracts/calendar-days';
import { ticketOrderDetailQuery } from '../../../api/order-details.ts';
import { downloadETicket, downloadTicketCalendar } from '../../../api/travel-documents.ts';
import { Countdown } from '../../../components/countdown.tsx';
import { Page } from '../../../components/page.tsx';
import { useMoney } from '../../../components/use-money.ts';
import { formatDay } from '../../../lib/dates.ts';
import { t as translate } from '../../../lib/i18n.ts';
import { TravelDocuments } from '../../../components/travel/travel-documents.tsx';
import { TravelOrderFooter, TravelRating } from '../../../components/travel/travel-order-actions.tsx';
import { TravelAmount, TravelContactLine, TravelOrderBody, TravelPaidAmounts, TravelStatusCard, TravelTimeline } from '../../../components/travel/travel-order-parts.tsx';
import { FareConditions } from './ticket-details-screen.tsx';
import { fareLabel, passengersLabel } from '../lib/flight-labels.ts';
import { dayOf } from '../lib/flight-trip.ts';
import { SegmentTimeline } from '../components/flight-parts.tsx';
import { FlightTimes } from '../components/trip-steps.tsx';
import { TICKET_ORDER_KIND } from '../lib/ticket-order-kind.ts';
import '../../../components/orders/order.css';
import '../ticket.css';

type TicketLeg = TicketOrderDetail['legs'][number];

/** Which flight of the order a leg is, and its route: "Flight 1 of 2 · London → Madrid". */
function legTitle(leg: TicketLeg, index: number, count: number): string {
  return `${translate('flight.step', { number: index + 1, total: count })} · ${translate('flight.route_pair', { from: leg.from_city, to: leg.to_city })}`;
}

/** A flight of an order of several: which one and its route, day, times on the airports' clocks, number and fare, then its legs. */
function TicketLegView({ leg, index, count }: { leg: TicketLeg; index: number; count: number }) {
  const { i18n } = useTranslation();
  const offset = daysBetween(dayOf(leg.depart_at), dayOf(leg.arrive_at));
  return (
    <article className="ticket-leg" data-testid="ticket-leg" aria-labelledby={`ticket-leg-${index + 1}`}>
      <h3 id={`ticket-leg-${index + 1}`} className="hotel-subtitle">
        {legTitle(leg, index, count)}
      </h3>
      <p className="flight-head-line">
        {formatDay(leg.date, i18n.language)} · <FlightTimes flight={{ depart_at: leg.depart_at, arrive_at: leg.arrive_at, arrive_day_offset: offset }} /> · <bdi dir="ltr">{leg.flight_no}</bdi> · {fareLabel(leg)}
      </p>
      <SegmentTimeline segments={leg.segments} />
    </article>
  );
}

function TicketOrderView({ order, onExpired }: { order: TicketOrderDetail; onExpired: () => void }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const priceRows = (['adult', 'child', 'infant'] as const).filter((type) => order.counts[type] > 0);
  const seatPrice = (type: 'adult' | 'child' | 'infant') => (type === 'infant' ? order.prices.infant : order.prices[type]);
  const legs = order.legs;
  const several = legs.length > 1;

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

      {several ? (
        <section className="card" aria-labelledby="ticket-order-flight">
          <h2 id="ticket-order-flight" data-testid="ticket-trip-kind">
            {t(`flight.trip_kind.${order.trip}`)}
          </h2>
          {legs.map((leg, index) => (
            <TicketLegView key={index} leg={leg} index={index} count={legs.length} />
          ))}
        </section>
      ) : (
        <section className="card" aria-labelledby="ticket-order-flight">
          <h2 id="ticket-order-flight">{t('flight.route_pair', { from: order.from_city, to: order.to_city })}</h2>
          <p className="flight-head-line">
            {formatDay(order.date, i18n.language)} · <bdi dir="ltr">{order.flight_no}</bdi> · {fareLabel(order)}
          </p>
          <SegmentTimeline segments={order.segments} />
        </section>
      )}

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
          {several
            ? legs.flatMap((leg, index) => [
                ...priceRows.map((type) => (
                  <div key={`${index}-${type}`}>
                    <dt>{t('flight.leg_price_each', { number: index + 1, passengers: passengersLabel(type, order.counts[type]) })}</dt>
                    <dd>
                      <bdi>{money.format(leg.prices[type])}</bdi>
                    </dd>
                  </div>
                )),
                ...(order.counts.adult + order.counts.child > 0 ? [<TravelAmount key={`${index}-taxes`} label={t('flight.leg_taxes_per_seat', { number: index + 1 })} amount={leg.prices.taxes} testId="ticket-taxes" />] : []),
              ])
            : priceRows.map((type) => (
                <div key={type}>
                  <dt>{t('flight.price_each', { passengers: passengersLabel(type, order.counts[type]) })}</dt>
                  <dd>
                    <bdi>{money.format(seatPrice(type))}</bdi>
                  </dd>
                </div>
              ))}
          {!several && order.counts.adult + order.counts.child > 0 && <TravelAmount label={t('flight.taxes_per_seat')} amount={order.prices.taxes} testId="ticket-taxes" />}
          <TravelPaidAmounts kind={TICKET_ORDER_KIND} order={order} totalLabel={t('flight.total_for_party')} />
        </dl>
      </section>

      <section className="card" aria-labelledby="ticket-order-rules">
        <h2 id="ticket-order-rules">{t('flight.fare_conditions')}</h2>
        {several ? (
          legs.map((leg, index) => (
            <div key={index} data-testid="ticket-leg-rules">
              <h3 className="hotel-subtitle">{legTitle(leg, index, legs.length)}</h3>
              <FareConditions fare={leg} />
            </div>
          ))
        ) : (
          <FareConditions fare={{ refund_rule: order.refund_rule, change_rule: order.change_rule }} />
        )}
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
