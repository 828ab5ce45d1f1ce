import { Button, Card, Flex, Space, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderAdminDetail, ParcelView } from '@roamcart/contracts';
import { formatCount, formatDateTime } from '../../lib/format.ts';
import { Can } from '../../session/can.tsx';

type ShipmentEvent = OrderAdminDetail['shipment_events'][number];

/** A parcel's carrier events, newest first. */
function ParcelEvents({ events }: { events: ShipmentEvent[] }) {
  const { t } = useTranslation();
  if (events.length === 0) return <Typography.Paragraph type="secondary">{t('admin.orders.no_carrier_events')}</Typography.Paragraph>;
  return (
    <Timeline
      style={{ marginTop: 16 }}
      items={events.map((event) => ({
        key: event.id,
        children: (
          <>
            <div>
              <strong>{t(`admin.orders.event.${event.status}`)}</strong>
              {event.location && <> · <bdi>{event.location}</bdi></>}
            </div>
            <Typography.Text type="secondary">{formatDateTime(event.occurred_at)}</Typography.Text>
            {event.description && <div>{event.description}</div>}
          </>
        ),
      }))}
    />
  );
}

/**
 * The parcels a sub-order went out in, oldest first: each with its carrier and tracking number,
 * what it holds, its carrier events and the button that adds one.
 */
export function ParcelList({ subOrderNo, parcels, events, onAddEvent }: { subOrderNo: string; parcels: ParcelView[]; events: ShipmentEvent[]; onAddEvent(parcelId: number): void }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('admin.orders.parcels')}>
      <Typography.Text strong>{t('admin.orders.parcels')}</Typography.Text>
      <Flex vertical gap={12} style={{ marginTop: 8 }}>
        {parcels.map((parcel, index) => (
          <Card
            key={parcel.parcel_id}
            size="small"
            data-testid="parcel"
            title={
              <Space wrap>
                {t('admin.orders.parcel_no', { n: index + 1 })}
                <span>
                  {parcel.logistics_company}{' '}
                  <Typography.Text copyable={{ text: parcel.tracking_no }}>
                    {parcel.tracking_url ? (
                      <a href={parcel.tracking_url} target="_blank" rel="noopener noreferrer">
                        {parcel.tracking_no}
                      </a>
                    ) : (
                      parcel.tracking_no
                    )}
                  </Typography.Text>
                </span>
                <Typography.Text type="secondary">{formatDateTime(parcel.shipped_at)}</Typography.Text>
              </Space>
            }
            extra={
              <Can permission="orders:ship">
                <Button size="small" onClick={() => onAddEvent(parcel.parcel_id)} aria-label={t('admin.orders.add_parcel_event_title', { no: subOrderNo, n: index + 1 })}>
                  {t('admin.orders.add_event')}
                </Button>
              </Can>
            }
          >
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {parcel.lines.map((line) => (
                <li key={line.sku_id}>
                  {line.name}
                  {line.spec_text && <Typography.Text type="secondary"> · {line.spec_text}</Typography.Text>} × {formatCount(line.qty)}
                </li>
              ))}
            </ul>
            <Typography.Text strong style={{ display: 'block', marginTop: 12 }}>
              {t('admin.orders.carrier_events')}
            </Typography.Text>
            <ParcelEvents events={events.filter((event) => event.parcel_id === parcel.parcel_id)} />
          </Card>
        ))}
      </Flex>
    </section>
  );
}
