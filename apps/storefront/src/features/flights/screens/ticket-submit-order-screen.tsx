import { useMemo, useState, type FormEvent } from 'react';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { chosenFaresFrom, partyPrices, sumAmounts, tripFlights, tripFrom, tripStepParams, type Trip } from '../lib/flight-trip.ts';
import { bookingErrors, emptyPassenger, passengerSlots, type PassengerDraft } from '../lib/passenger-form.ts';
import { formatDay } from '../../../lib/dates.ts';
import { localDate } from '../../../lib/local-date.ts';
import { allCountryNamesQuery } from '../../../lib/country-names.ts';
import type { CouponChoice } from '../../../components/coupons/coupon-picker.tsx';
import { BookingSavings } from '../../../components/travel/booking-savings.tsx';
import { TravelContactFields, useTravelContact } from '../../../components/travel/travel-contact-fields.tsx';
import { FareConditions, PartyPrice } from './ticket-details-screen.tsx';
import { fareLabel } from '../lib/flight-labels.ts';
import { Duration, SegmentTimeline } from '../components/flight-parts.tsx';
import { flightCities } from '../components/trip-steps.tsx';
import { PassengerFields } from '../components/passenger-fields.tsx';
import '../../../components/orders/order.css';
import '../../../components/travel/travel.css';
import '../ticket.css';

/** The server's answer when the fare's price moved since it was shown: nothing booked, the new total told. */
const PRICE_CHANGED = 4303;

/** A flight of the trip as booked: its flight and the fare chosen on it. */
interface BookedFlight {
  flight: FlightResult;
  fare: FareResult;
}

/** The body's fields of flight `index` of the trip: the first's are the body's own, the next ones' in `next_legs`. */
const legFields = (index: number) => (index === 0 ? ['fare_id', 'date'] : [`next_legs.${index - 1}.fare_id`, `next_legs.${index - 1}.date`]);

/**
 * A flight of the trip being booked: its route (which flight of how many, on a trip of several),
 * day, number and fare, its legs, bags and rules, and the party's price on it; what is wrong with
 * it (`issue`, a connection too short) with the way back to choose it again.
 */
function BookedFlightCard({ booked, index, trip, issue, changeTo }: { booked: BookedFlight; index: number; trip: Trip; issue: string | undefined; changeTo: string }) {
  const { t, i18n } = useTranslation();
  const { flight, fare } = booked;
  const flights = tripFlights(trip);
  const route = t('flight.route_pair', flightCities(flights[index]!, flight.segments));
  const headingId = index === 0 ? 'ticket-summary' : `ticket-summary-${index + 1}`;
  return (
    <section className="card booked-flight" aria-labelledby={headingId} data-testid="booked-flight">
      <h2 id={headingId}>{flights.length > 1 ? `${t('flight.step', { number: index + 1, total: flights.length })} · ${route}` : route}</h2>
      <p className="flight-head-line">
        {formatDay(flight.date, i18n.language)} · {flight.carrier_name} <bdi dir="ltr">{flight.flight_no}</bdi> · <Duration minutes={flight.duration_minutes} /> · {fareLabel(fare)}
      </p>
      <SegmentTimeline segments={flight.segments} />
      <FareConditions fare={fare} />
      <PartyPrice fare={fare} trip={trip} />
      {issue && (
        <div className="notice is-danger" role="alert" data-testid="booked-flight-issue">
          <p>{issue}</p>
          <Link className="button-link" to={changeTo} replace>
            {t('flight.change_flight', { number: index + 1 })}
          </Link>
        </div>
      )}
    </section>
  );
}

function BookingForm({ booked, trip }: { booked: BookedFlight[]; trip: Trip }) {
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
  const [coupon, setCoupon] = useState<CouponChoice>(undefined);

  const party = { adults: trip.adults, children: trip.children, infants: trip.infants };
  const [first, ...next] = booked.map((one) => ({ fare_id: one.fare.fare_id, date: one.flight.date }));
  const legs = { fare_id: first!.fare_id, date: first!.date, next_legs: next };
  const preview = useQuery({ ...ticketOrderPreviewQuery({ ...legs, ...party, ...(coupon !== undefined && { coupon_id: coupon }) }), placeholderData: keepPreviousData });
  // The total the traveller agreed to: the trip's total as this screen first showed it (the preview's), or the new one the server told.
  const [agreedTotal, setAgreedTotal] = useState<string | null>(null);
  if (agreedTotal === null && preview.data && !preview.isFetching) setAgreedTotal(preview.data.total_price);
  const shownTotal = sumAmounts(booked.map((one) => ({ amount: partyPrices(one.fare, trip).total, count: 1 })));
  // The order takes the coupon the preview shows, whichever way it was chosen.
  const body = { ...legs, passengers, contact, remark: '', save_passengers: true, expected_total: agreedTotal ?? shownTotal, coupon_id: preview.data?.coupon_id ?? null };
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
  const previewFields = preview.error instanceof ApiError ? preview.error.fields : {};
  const seen = (field: string) => tried || touched.has(field) || (field.endsWith('.type') && touched.has(field.replace(/\.type$/, '.birth_date')));
  /** A field's message once it was left or a booking was tried (checked as the traveller types), else the server's for it. */
  const errorOf = (field: string) => (seen(field) ? errors[field] : undefined) ?? serverFields[field];
  /** What is wrong with a flight of the trip: the booking's answer, else the preview's. */
  const flightIssue = (index: number) => legFields(index).map((field) => errorOf(field) ?? previewFields[field]).find(Boolean);
  const touch = (field: string) => setTouched((current) => new Set(current).add(field));
  const ordinals = passengers.map((passenger, index) => passengers.slice(0, index + 1).filter((one) => one.type === passenger.type).length);
  const fares = booked.map((one) => one.fare.fare_id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(errors).length > 0) return;
    book.mutate(body as TicketOrderCreateBody);
  };

  return (
    <form onSubmit={submit} noValidate>
      {booked.map((one, index) => (
        <BookedFlightCard
          key={`${one.fare.fare_id}-${index}`}
          booked={one}
          index={index}
          trip={trip}
          issue={flightIssue(index)}
          changeTo={`/ticketssearch?${tripStepParams(trip, fares.slice(0, index))}`}
        />
      ))}
      <p className="hotel-note booking-review-note">{t('flight.review_note')}</p>
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
              setAgreedTotal(priceChanged);
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

/**
 * Submit a flight booking (`?fare_id=` and the trip, with the `fares` chosen for its first
 * flights): every flight chosen with its fare and rules, a form per passenger, the contact, the
 * trip's total, then Book. A flight whose fare cannot be had any more is chosen again.
 */
export function TicketSubmitOrderScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const fareId = goodsIdFrom(params.get('fare_id'));
  const trip = useMemo(() => tripFrom(params, localDate(new Date())), [params]);
  const fares = useMemo(() => chosenFaresFrom(params, trip), [params, trip]);
  const flights = tripFlights(trip);
  const chosen = fareId === null ? fares : [...fares, fareId];
  const details = useQueries({ queries: chosen.map((id, index) => flightDetailQuery(id, flights[index]!.date)) });
  const backTo = fareId === null ? `/ticketssearch?${tripStepParams(trip, fares)}` : `/ticketsdetail?${tripStepParams(trip, fares, fareId)}`;
  const seated = trip.adults + trip.children;
  // The first flight that cannot be booked: its fare missing, gone or without seats enough for the party.
  const unbookable = flights.findIndex((_, index) => {
    const detail = details[index];
    return !detail || detail.error instanceof ApiError || (detail.data !== undefined && detail.data.fare.seats_left < seated);
  });
  const failed = details.find((detail) => detail.error && !(detail.error instanceof ApiError));
  let body;
  if (failed) body = <LoadFailed onRetry={() => void Promise.all(details.map((detail) => detail.refetch()))} />;
  else if (unbookable === -1 && details.some((detail) => !detail.data)) body = <LoadingBlock />;
  else if (unbookable !== -1) {
    const error = details[unbookable]?.error;
    body = (
      <div className="empty-note" role="alert">
        <p>{error instanceof ApiError ? error.message : t('flight.fare_gone')}</p>
        <Link className="button-link is-primary" to={`/ticketssearch?${tripStepParams(trip, fares.slice(0, unbookable))}`} replace>
          {t('flight.choose_another_flight')}
        </Link>
      </div>
    );
  } else body = <BookingForm key={params.toString()} booked={details.map((detail) => detail.data!)} trip={trip} />;
  return (
    <Page title={t('flight.submit_title')} backTo={backTo}>
      {body}
    </Page>
  );
}
