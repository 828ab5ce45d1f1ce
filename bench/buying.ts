// The buying side of the saturation run (issue #10): add to cart with 10 carts, one per
// connection, and "buy now" order creation checked afterwards for oversell.
import type autocannon from 'autocannon';
import pg from 'pg';
import type { BenchCustomer } from './customers.ts';
import type { LoadPlan } from './saturate.ts';

/** Lines per cart: a full basket (each add answers the whole cart). */
const CART_SKUS = 20;
const ORDER_SKUS = 20;
/** Stock of every benchmarked SKU but the scarce one: more than a run can buy. */
const AMPLE_STOCK = 1_000_000;
/** One order SKU runs out early in the run, so parallel buyers race for its last units. */
export const SCARCE_STOCK = 30;
const LOCALE = 'lang=en&currency=USD';

export interface BuyingSetup {
  cartSkuIds: number[];
  orderSkuIds: number[];
  scarceSkuId: number;
}

/**
 * Runs on the bench's own fresh database before the server starts (parameters are read once):
 * lifts the unpaid-orders limit, which would otherwise stop each buyer at 5 orders, and gives the
 * chosen SKUs (online, no purchase limit) the stock the run needs.
 */
export async function prepareBuying(databaseUrl: string): Promise<BuyingSetup> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`update parameters set value = '1000000' where key = 'max_unpaid_orders'`);
    const { rows } = await client.query<{ id: number }>(
      `select s.id from skus s join products p on p.id = s.product_id
       where p.status = 'online' and p.purchase_limit = 0 and s.stock > 0 order by s.id limit $1`,
      [CART_SKUS + ORDER_SKUS],
    );
    if (rows.length < CART_SKUS + ORDER_SKUS) throw new Error(`the large catalogue has only ${rows.length} SKUs to buy`);
    const ids = rows.map((row) => row.id);
    const setup = { cartSkuIds: ids.slice(0, CART_SKUS), orderSkuIds: ids.slice(CART_SKUS), scarceSkuId: ids[CART_SKUS]! };
    await client.query('update skus set stock = $1 where id = any($2)', [AMPLE_STOCK, ids]);
    await client.query('update skus set stock = $1 where id = $2', [SCARCE_STOCK, setup.scarceSkuId]);
    return setup;
  } finally {
    await client.end();
  }
}

/** API answer codes seen during a run; `measured` counts only the timed part, after the warm-up. */
export class AnswerTally {
  readonly all = new Map<number, number>();
  readonly measured = new Map<number, number>();
  private timing = false;

  startMeasuring(): void {
    this.timing = true;
  }

  /**
   * Reads the code from the envelope's first field rather than parsing the whole answer: the load
   * generator shares the machine's two cores with the server, and a 20-line cart is parsed slowly.
   */
  record(body: string): void {
    const code = Number(/^\{"code":(\d+)/.exec(body)?.[1] ?? -1);
    this.all.set(code, (this.all.get(code) ?? 0) + 1);
    if (this.timing) this.measured.set(code, (this.measured.get(code) ?? 0) + 1);
  }

  static count(codes: Map<number, number>, code: number): number {
    return codes.get(code) ?? 0;
  }
}

/**
 * Each connection is one customer (`setupClient` runs once per connection, warm-up and run
 * alike, numbering them) and sends `nextBody` again and again as that customer.
 */
function perCustomerPlan(
  customers: BenchCustomer[],
  tally: AnswerTally,
  path: string,
  nextBody: (customer: BenchCustomer, connection: number, sent: number) => { body: unknown; headers?: Record<string, string> },
): LoadPlan {
  let connections = 0;
  return {
    requests: [{ method: 'POST', path }],
    measuring: () => tally.startMeasuring(),
    setupClient: (client: autocannon.Client) => {
      const connection = connections;
      const customer = customers[connection % customers.length]!;
      connections += 1;
      let sent = 0;
      client.setRequests([
        {
          method: 'POST',
          path,
          setupRequest: (request) => {
            const next = nextBody(customer, connection, sent);
            sent += 1;
            return {
              ...request,
              headers: { 'content-type': 'application/json', authorization: customer.token, ...next.headers },
              body: JSON.stringify(next.body),
            };
          },
          onResponse: (_status, body) => tally.record(body),
        },
      ]);
    },
  };
}

/** One unit of the next of the cart SKUs per add: every cart fills to its lines, then their quantities grow. */
export function addToCartPlan(customers: BenchCustomer[], setup: BuyingSetup, tally: AnswerTally): LoadPlan {
  return perCustomerPlan(customers, tally, `/app_index/cart/add?${LOCALE}`, (_customer, _index, sent) => ({
    body: { sku_id: setup.cartSkuIds[sent % setup.cartSkuIds.length], qty: 1 },
  }));
}

/**
 * "Buy now" of one unit, each with its own Idempotency-Key, cycling through the order SKUs (one
 * of them scarce, so every buyer races for it); each buyer starts at another SKU, as shoppers buy
 * different goods, rather than all queueing for the same row in step.
 */
export function orderCreatePlan(customers: BenchCustomer[], setup: BuyingSetup, tally: AnswerTally): LoadPlan {
  const run = Date.now().toString(36);
  const skuCount = setup.orderSkuIds.length;
  return perCustomerPlan(customers, tally, `/app_index/order/create?${LOCALE}`, (customer, connection, sent) => ({
    body: { items: [{ sku_id: setup.orderSkuIds[(sent + connection * 7) % skuCount], qty: 1 }], address_id: customer.addressId },
    headers: { 'idempotency-key': `bench-${run}-${connection}-${sent}` },
  }));
}

export interface CartCheck {
  adds_accepted: number;
  units_in_carts: number;
  most_lines: number;
}

/** Every accepted add is a unit in a cart, and no cart holds more than its 100 lines. */
export async function checkCarts(databaseUrl: string, tally: AnswerTally): Promise<CartCheck> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ units: string; lines: string }>('select sum(qty) as units, count(*) as lines from cart_lines group by user_id');
    return {
      adds_accepted: AnswerTally.count(tally.all, 200),
      units_in_carts: rows.reduce((sum, row) => sum + Number(row.units), 0),
      most_lines: Math.max(0, ...rows.map((row) => Number(row.lines))),
    };
  } finally {
    await client.end();
  }
}

export interface OversellCheck {
  orders_accepted: number;
  orders_stored: number;
  units_ordered: number;
  units_taken: number;
  scarce_ordered: number;
  scarce_left: number;
}

/**
 * Stock taken from the order SKUs equals the units in stored orders, SKU by SKU; the scarce SKU
 * sold exactly its stock; every accepted create is one stored order and no other exists.
 */
export async function checkOrders(databaseUrl: string, setup: BuyingSetup, tally: AnswerTally): Promise<OversellCheck> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // One snapshot for every figure: creates still in flight when autocannon stopped may commit meanwhile.
    await client.query('begin isolation level repeatable read read only');
    const stock = await client.query<{ id: number; stock: number }>('select id, stock from skus where id = any($1)', [setup.orderSkuIds]);
    const ordered = await client.query<{ sku_id: number; units: string }>('select sku_id, sum(qty) as units from order_lines where sku_id = any($1) group by sku_id', [setup.orderSkuIds]);
    const orders = await client.query<{ n: string }>('select count(*) as n from orders');
    await client.query('commit');
    const unitsOf = new Map(ordered.rows.map((row) => [row.sku_id, Number(row.units)]));
    const startOf = (id: number) => (id === setup.scarceSkuId ? SCARCE_STOCK : AMPLE_STOCK);
    let unitsTaken = 0;
    for (const row of stock.rows) {
      const taken = startOf(row.id) - row.stock;
      if (taken !== (unitsOf.get(row.id) ?? 0)) throw new Error(`SKU ${row.id}: ${taken} units taken from stock, ${unitsOf.get(row.id) ?? 0} in orders`);
      unitsTaken += taken;
    }
    return {
      orders_accepted: AnswerTally.count(tally.all, 200),
      orders_stored: Number(orders.rows[0]?.n ?? 0),
      units_ordered: [...unitsOf.values()].reduce((sum, units) => sum + units, 0),
      units_taken: unitsTaken,
      scarce_ordered: unitsOf.get(setup.scarceSkuId) ?? 0,
      scarce_left: stock.rows.find((row) => row.id === setup.scarceSkuId)?.stock ?? -1,
    };
  } finally {
    await client.end();
  }
}
