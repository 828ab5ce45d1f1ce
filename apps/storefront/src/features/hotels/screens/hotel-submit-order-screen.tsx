import { useMemo, useState, type FormEvent } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { hotelOrderCreateBody, type HotelDetail, type HotelOrderCreateBody, type HotelRoomOffer } from '@roamcart/contracts';
import { ApiError } from '../../../api/client.ts';
import { createHotelOrder, hotelDetailQuery, hotelOrderPreviewQuery, refreshHotelOrders } from '../api/hotels.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { Page } from '../../../components/page.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useActionKey } from '../../../components/use-action-key.ts';
import { validate } from '../../../components/use-form.ts';
import { useMoney } from '../../../components/use-money.ts';
import { goodsIdFrom } from '../../../lib/goods-id.ts';
import { orderDetailsPath } from '../../../lib/paths.ts';
import type { CouponChoice } from '../../../components/coupons/coupon-picker.tsx';
import { BookingSavings } from '../../../components/travel/booking-savings.tsx';
import { TravelContactFields, useTravelContact } from '../../../components/travel/travel-contact-fields.tsx';
import { boardLabel, unavailableLabel } from '../lib/hotel-labels.ts';
import { daysBetween } from '@roamcart/contracts/calendar-days';
import { formatDay, formatPlaceDateTime } from '../../../lib/dates.ts';
import { localDate } from '../../../lib/local-date.ts';
import { stayFrom, stayParams, stayQuery, type Stay } from '../lib/stay.ts';
import '../../../components/orders/order.css';
import '../../../components/travel/travel.css';
import '../hotel.css';

const REMARK_MAX = 200;

/** The room chosen on the details screen, as it will be booked: where, when, what, and for how much. */
function OfferSummary({ hotel, offer, stay }: { hotel: HotelDetail; offer: HotelRoomOffer; stay: Stay }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  return (
    <section className="card" aria-labelledby="booking-summary">
      <h2 id="booking-summary">{hotel.name}</h2>
      <dl className="hotel-facts">
        <div>
          <dt>{t('hotel.room')}</dt>
          <dd>
            {offer.name} · {offer.rate_plan_name} · {boardLabel(offer.board)}
          </dd>
        </div>
        <div>
          <dt>{t('hotel.dates')}</dt>
          <dd>
            {formatDay(stay.check_in, i18n.language)} – {formatDay(stay.check_out, i18n.language)} · {t('hotel.nights', { count: daysBetween(stay.check_in, stay.check_out) })}
          </dd>
        </div>
        <div>
          <dt>{t('hotel.occupancy')}</dt>
          <dd>
            {t('hotel.rooms_count', { count: stay.rooms })} · {t('hotel.adults_count', { count: stay.adults })}
            {stay.child_ages.length > 0 && ` · ${t('hotel.children_count', { count: stay.child_ages.length })}`}
          </dd>
        </div>
        {offer.free_cancellation_until && (
          <div>
            <dt>{t('hotel.cancellation_policy')}</dt>
            <dd>{t('hotel.free_cancellation_until', { time: formatPlaceDateTime(offer.free_cancellation_until, i18n.language) })}</dd>
          </div>
        )}
        <div className="is-total">
          <dt>{t('hotel.total')}</dt>
          <dd>
            <bdi data-testid="booking-total">{money.format(offer.total_price)}</bdi>
          </dd>
        </div>
      </dl>
      <p className="hotel-note">{t('hotel.review_note')}</p>
    </section>
  );
}

function BookingForm({ hotel, offer, stay }: { hotel: HotelDetail; offer: HotelRoomOffer; stay: Stay }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const keyFor = useActionKey();
  const [guests, setGuests] = useState<string[]>(() => Array.from({ length: stay.rooms }, () => ''));
  const [contact, setContact] = useTravelContact();
  const [remark, setRemark] = useState('');
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [tried, setTried] = useState(false);
  const [coupon, setCoupon] = useState<CouponChoice>(undefined);

  const offered = {
    room_type_id: offer.id,
    rate_plan_id: offer.rate_plan_id,
    check_in: stay.check_in,
    check_out: stay.check_out,
    rooms: stay.rooms,
    adults: stay.adults,
    children: stay.child_ages.length,
    child_ages: stay.child_ages,
  };
  const preview = useQuery({ ...hotelOrderPreviewQuery({ ...offered, ...(coupon !== undefined && { coupon_id: coupon }) }), placeholderData: keepPreviousData });
  // The booking takes the coupon the preview shows, whichever way it was chosen.
  const body = { ...offered, guests: guests.map((name) => ({ name })), contact, remark, coupon_id: preview.data?.coupon_id ?? null };
  const checked = validate(hotelOrderCreateBody, body);
  const book = useMutation({
    mutationFn: (order: HotelOrderCreateBody) => createHotelOrder(order, keyFor(order)),
    onSuccess: async (created) => {
      await refreshHotelOrders(queryClient);
      navigate(orderDetailsPath('hotel', created.order_no), { replace: true });
    },
    onError: () => void preview.refetch(),
  });
  const serverFields = book.error instanceof ApiError ? book.error.fields : {};
  const refusal = book.error instanceof ApiError && Object.keys(serverFields).length === 0 ? book.error.message : null;
  /** A field's message once it was left or a booking was tried: the form checks as the traveller types. */
  const errorOf = (field: string) => (tried || touched.has(field) ? (checked.ok ? undefined : checked.errors[field]) : undefined) ?? serverFields[field];
  const touch = (field: string) => setTouched((current) => new Set(current).add(field));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (checked.ok) book.mutate(checked.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <OfferSummary hotel={hotel} offer={offer} stay={stay} />
      <section className="card" aria-labelledby="booking-guests">
        <h2 id="booking-guests">{t('hotel.guests')}</h2>
        <p className="hotel-note">{t('hotel.guests_hint')}</p>
        {guests.map((name, index) => (
          <div key={index} onBlur={() => touch(`guests.${index}.name`)}>
            <TextField
              id={`booking-guest-${index}`}
              label={t('hotel.guest_for_room', { index: index + 1 })}
              value={name}
              maxLength={50}
              autoComplete={index === 0 ? 'name' : 'off'}
              onChange={(value) => setGuests((current) => current.map((old, at) => (at === index ? value : old)))}
              error={errorOf(`guests.${index}.name`)}
            />
          </div>
        ))}
      </section>
      <TravelContactFields idPrefix="booking" value={contact} onChange={setContact} errorOf={errorOf} onTouch={touch}>
        <label className="order-remark">
          <span>{t('order.remark')}</span>
          <textarea maxLength={REMARK_MAX} rows={3} value={remark} placeholder={t('hotel.remark_placeholder')} onChange={(event) => setRemark(event.target.value)} />
        </label>
      </TravelContactFields>
      <BookingSavings preview={preview} totalLabel={t('hotel.total')} onChooseCoupon={setCoupon} />
      {refusal && (
        <p className="notice is-danger hotel-refusal" role="alert" data-testid="booking-refusal">
          {refusal}
        </p>
      )}
      <SubmitButton loading={book.isPending}>{t('hotel.submit_booking')}</SubmitButton>
    </form>
  );
}

/** Submit booking (`?id=&room_type_id=&rate_plan_id=` and the stay): the room chosen, a guest per room, the contact, a remark, then Book. */
export function HotelSubmitOrderScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = goodsIdFrom(params.get('id'));
  const roomTypeId = Number(params.get('room_type_id'));
  const ratePlanId = Number(params.get('rate_plan_id'));
  const stay = useMemo(() => stayFrom(params, localDate(new Date())), [params]);
  const backTo = `/hoteldetails?${stayParams(stay, { id: id ?? '' })}`;
  const { data: hotel, error, refetch } = useQuery({ ...hotelDetailQuery(id ?? 0, stayQuery(stay)), enabled: id !== null });
  const offer = hotel?.room_types.find((room) => room.id === roomTypeId && room.rate_plan_id === ratePlanId);

  let body;
  if (error && !(error instanceof ApiError)) body = <LoadFailed onRetry={() => void refetch()} />;
  else if (id !== null && !hotel && !error) body = <LoadingBlock />;
  else if (!hotel || !offer || offer.unavailable !== null)
    body = (
      <div className="empty-note" role="alert">
        <p>{offer ? unavailableLabel(offer) : t('hotel.offer_gone')}</p>
        <Link className="button-link is-primary" to={backTo} replace>
          {t('hotel.choose_another_room')}
        </Link>
      </div>
    );
  else body = <BookingForm key={`${offer.id}-${offer.rate_plan_id}-${params.toString()}`} hotel={hotel} offer={offer} stay={stay} />;
  return (
    <Page title={t('hotel.submit_title')} backTo={backTo}>
      {body}
    </Page>
  );
}
