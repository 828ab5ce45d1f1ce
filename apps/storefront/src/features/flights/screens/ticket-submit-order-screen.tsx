import { useMemo, useState, type FormEvent } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { FareResult, FlightResult, TicketOrderCreateBody } from '@roamcart/contracts';
import { ApiError } from '../../../api/client.ts';
import { flightDetailQuery } from '../api/flights.ts';
import { createTicketOrder, refreshTicketOrders, savedPassengersQuery, ticketOrderPreviewQuery } from '../api/ticket-orders.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { Page } from '../../../components/page.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useActionKey } from '../../../components/use-action-key.ts';
import { useMoney } from '../../../components/use-money.ts';
import { goodsIdFrom } from '../../../lib/goods-id.ts';
import { orderDetailsPath } from '../../../lib/paths.ts';
import { t as translate } from '../../../lib/i18n.ts';
import { partyPrices, tripFrom, tripParams, type Trip } from '../lib/flight-trip.ts';
import { bookingErrors, emptyPassenger, passengerSlots, type PassengerDraft } from '../lib/passenger-form.ts';
import { formatDay, localDate } from '../../../lib/dates.ts';
import { allCountryNamesQuery } from '../../../lib/country-names.ts';
import type { CouponChoice } from '../../../components/coupons/coupon-picker.tsx';
import { BookingSavings } from '../../../components/travel/booking-savings.tsx';
import { TravelContactFields, useTravelContact } from '../../../components/travel/travel-contact-fields.tsx';
import { PartyPrice } from './ticket-details-screen.tsx';
import { fareLabel } from '../lib/flight-labels.ts';
import { Duration, SegmentTimeline } from '../components/flight-parts.tsx';
import { PassengerFields } from '../components/passenger-fields.tsx';
import '../../../components/orders/order.css';
import '../../../components/travel/travel.css';
import '../ticket.css';

/** The server's answer when the fare's price moved since it was shown: nothing booked, the new total told. */
const PRICE_CHANGED = 4303;

function BookingForm({ flight, fare, trip }: { flight: FlightResult; fare: FareResult; trip: Trip }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const keyFor = useActionKey();
  const { data: saved } = useQuery(savedPassengersQuery());
  const { data: countries } = useQuery(allCountryNamesQuery(i18n.language));
  const [passengers, setPassengers] = useState<PassengerDraft[]>(() => passengerSlots(trip).map(emptyPassenger));
  const [contact, setContact] = useTravelContact();
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [tried, setTried] = useState(false);
  const shownTotal = partyPrices(fare, trip).total;
  // The total the traveller agreed to: what the screen showed, or the new one the server told.
  const [expectedTotal, setExpectedTotal] = useState(shownTotal);
  const [coupon, setCoupon] = useState<CouponChoice>(undefined);

  const party = { adults: trip.adults, children: trip.children, infants: trip.infants };
  const preview = useQuery({ ...ticketOrderPreviewQuery({ fare_id: fare.fare_id, date: flight.date, ...party, ...(coupon !== undefined && { coupon_id: coupon }) }), placeholderData: keepPreviousData });
  // The order takes the coupon the preview shows, whichever way it was chosen.
  const body = { fare_id: fare.fare_id, date: flight.date, passengers, contact, remark: '', save_passengers: true, expected_total: expectedTotal, coupon_id: preview.data?.coupon_id ?? null };
  const errors = bookingErrors(body, translate);
  const book = useMutation({
    mutationFn: (order: TicketOrderCreateBody) => createTicketOrder(order, keyFor(order)),
    onSuccess: async (created) => {
      await refreshTicketOrders(queryClient);
      navigate(orderDetailsPath('ticket', created.order_no), { replace: true });
    },
    onError: () => void preview.refetch(),
  });
  const refused = book.error instanceof ApiError ? book.error : null;
  const priceChanged = refused?.code === PRICE_CHANGED ? (refused.fields.total_price ?? null) : null;
  const serverFields = refused && refused.code !== PRICE_CHANGED ? refused.fields : {};
  const refusal = refused && !priceChanged && Object.keys(serverFields).length === 0 ? refused.message : null;
  const seen = (field: string) => tried || touched.has(field) || (field.endsWith('.type') && touched.has(field.replace(/\.type$/, '.birth_date')));
  /** A field's message once it was left or a booking was tried (checked as the traveller types), else the server's for it. */
  const errorOf = (field: string) => (seen(field) ? errors[field] : undefined) ?? serverFields[field];
  const touch = (field: string) => setTouched((current) => new Set(current).add(field));
  const ordinals = passengers.map((passenger, index) => passengers.slice(0, index + 1).filter((one) => one.type === passenger.type).length);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(errors).length > 0) return;
    book.mutate(body as TicketOrderCreateBody);
  };

  return (
    <form onSubmit={submit} noValidate>
      <section className="card" aria-labelledby="ticket-summary">
        <h2 id="ticket-summary">
          {t('flight.route_pair', { from: flight.segments[0]?.from_city ?? '', to: flight.segments[flight.segments.length - 1]?.to_city ?? '' })}
        </h2>
        <p className="flight-head-line">
          {formatDay(flight.date, i18n.language)} · {flight.carrier_name} <bdi dir="ltr">{flight.flight_no}</bdi> · <Duration minutes={flight.duration_minutes} /> · {fareLabel(fare)}
        </p>
        <SegmentTimeline segments={flight.segments} />
        <PartyPrice fare={fare} trip={trip} />
        <p className="hotel-note">{t('flight.review_note')}</p>
      </section>
      {passengers.map((passenger, index) => (
        <PassengerFields
          key={index}
          index={index}
          ordinal={ordinals[index] ?? 1}
          value={passenger}
          saved={saved ?? []}
          countries={countries}
          errorOf={errorOf}
          onTouch={touch}
          onChange={(next) => setPassengers((current) => current.map((old, at) => (at === index ? next : old)))}
        />
      ))}
      {errors.passengers && (
        <p className="notice is-danger" role="alert">
          {errors.passengers}
        </p>
      )}
      <TravelContactFields idPrefix="ticket" value={contact} onChange={setContact} errorOf={errorOf} onTouch={touch} />
      {priceChanged && (
        <div className="notice" role="alert" data-testid="price-changed">
          <p>{t('flight.price_changed', { total: money.format(priceChanged) })}</p>
          <button
            type="button"
            className="button-link"
            onClick={() => {
              setExpectedTotal(priceChanged);
              book.reset();
            }}
          >
            {t('flight.accept_new_price')}
          </button>
        </div>
      )}
      <BookingSavings preview={preview} totalLabel={t('flight.total_for_party')} onChooseCoupon={setCoupon} />
      {refusal && (
        <p className="notice is-danger hotel-refusal" role="alert" data-testid="booking-refusal">
          {refusal}
        </p>
      )}
      <SubmitButton loading={book.isPending}>{t('flight.submit_booking')}</SubmitButton>
    </form>
  );
}

/** Submit a flight booking (`?fare_id=` and the trip): the flight chosen, a form per passenger, the contact, then Book. */
export function TicketSubmitOrderScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const fareId = goodsIdFrom(params.get('fare_id'));
  const trip = useMemo(() => tripFrom(params, localDate(new Date())), [params]);
  const backTo = `/ticketsdetail?${tripParams(trip, { fare_id: fareId ?? '' })}`;
  const { data, error, refetch } = useQuery({ ...flightDetailQuery(fareId ?? 0, trip.date), enabled: fareId !== null });
  let body;
  if (error && !(error instanceof ApiError)) body = <LoadFailed onRetry={() => void refetch()} />;
  else if (fareId !== null && !data && !error) body = <LoadingBlock />;
  else if (!data || data.fare.seats_left < trip.adults + trip.children)
    body = (
      <div className="empty-note" role="alert">
        <p>{error instanceof ApiError ? error.message : t('flight.fare_gone')}</p>
        <Link className="button-link is-primary" to={`/ticketssearch?${tripParams(trip)}`} replace>
          {t('flight.choose_another_flight')}
        </Link>
      </div>
    );
  else body = <BookingForm key={`${data.fare.fare_id}-${params.toString()}`} flight={data.flight} fare={data.fare} trip={trip} />;
  return (
    <Page title={t('flight.submit_title')} backTo={backTo}>
      {body}
    </Page>
  );
}
