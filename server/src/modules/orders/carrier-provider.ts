import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ShipmentEventStatus, ShipmentEventView } from '@roamcart/contracts';
import { shipmentEvents } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';

/** A carrier event as the order screens show it, with its parcel and the parcel's sub-order. */
export type ShipmentEvent = ShipmentEventView & { subOrderId: number; parcelId: number };

/**
 * Where the carrier events of shipped parcels come from (as hotels and flights have their
 * suppliers behind TravelProvider). The back office is the provider there is: operators enter
 * what the carrier reports. A carrier's own feed would be another provider of the same shape,
 * recording its events under its own name.
 */
export interface CarrierProvider {
  /** Recorded with each event (shipment_events.provider). */
  name: string;
  /** Every event of the sub-orders' parcels, newest first. */
  events(db: DbOrTx, subOrderIds: number[]): Promise<ShipmentEvent[]>;
  /** The newest event of each of the parcels that has one, by parcel id. */
  latest(db: DbOrTx, parcelIds: number[]): Promise<Map<number, ShipmentEvent>>;
}

const viewOf = (row: typeof shipmentEvents.$inferSelect): ShipmentEvent => ({
  id: row.id,
  subOrderId: row.subOrderId,
  parcelId: row.parcelId,
  status: row.status as ShipmentEventStatus,
  occurred_at: row.occurredAt.toISOString(),
  location: row.location,
  description: row.description,
});

/** Newest first; events of one moment in the order they were entered. */
const newestFirst = [desc(shipmentEvents.occurredAt), desc(shipmentEvents.id)];

/** The back office as a carrier provider: the events operators entered for a sub-order's parcels. */
export const backOfficeCarrier = {
  name: 'back_office',

  async events(db, subOrderIds) {
    if (subOrderIds.length === 0) return [];
    const rows = await db
      .select()
      .from(shipmentEvents)
      .where(and(inArray(shipmentEvents.subOrderId, subOrderIds), eq(shipmentEvents.provider, this.name)))
      .orderBy(...newestFirst);
    return rows.map(viewOf);
  },

  async latest(db, parcelIds) {
    if (parcelIds.length === 0) return new Map();
    const rows = await db
      .selectDistinctOn([shipmentEvents.parcelId])
      .from(shipmentEvents)
      .where(and(inArray(shipmentEvents.parcelId, parcelIds), eq(shipmentEvents.provider, this.name)))
      .orderBy(shipmentEvents.parcelId, ...newestFirst);
    return new Map(rows.map((row) => [row.parcelId, viewOf(row)]));
  },

  /** An event an operator entered for one of a sub-order's parcels. */
  async record(
    tx: DbOrTx,
    adminId: number,
    parcel: { subOrderId: number; parcelId: number },
    event: { occurredAt: Date; status: ShipmentEventStatus; location: string; description: string },
  ): Promise<void> {
    await tx.insert(shipmentEvents).values({ ...parcel, ...event, provider: this.name, adminId });
  },
} satisfies CarrierProvider & { record: unknown };

/** The provider the order screens read parcels' events from. */
export const carrierProvider: CarrierProvider = backOfficeCarrier;
