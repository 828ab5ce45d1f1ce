// @module-tag embedded
import { eq } from 'drizzle-orm';
import { describe, it } from 'vitest';
import { travelOrders } from './tables.ts';
import { walkStateMachine } from '../../test/state-machine-walk.ts';
import { registerCustomer, useTestApp } from '../../test/test-app.ts';
import { insertTravelOrder } from './orders.ts';
import { travelOrderStatus } from './state.ts';

const t = useTestApp();

describe('travel order state machine', () => {
  it('allows exactly the moves of its table, to the actors named there, and refuses every other with 4207', async () => {
    const { userId } = await registerCustomer(t);
    const contact = { name: 'Jane Roe', phone: '+12125550134', email: 'jane@example.com' };
    const id = await t.db.transaction(async (tx) =>
      (
        await insertTravelOrder(tx, new Date(), {
          kind: 'hotel',
          userId,
          status: travelOrderStatus.initial,
          totalAmount: 10_000n,
          payAmount: 10_000n,
          currency: 'USD',
          rate: '1',
          contact,
          provider: 'local',
        })
      ).id,
    );
    await walkStateMachine(travelOrderStatus, {
      db: t.db,
      arrange: async (state) => {
        await t.db.update(travelOrders).set({ status: state }).where(eq(travelOrders.id, id));
        return id;
      },
      actorIds: { user: userId, admin: 1 },
    });
  }, 120_000);
});
