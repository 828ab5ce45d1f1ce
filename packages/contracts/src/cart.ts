import { SHIPPING_SOURCES } from './catalogue.ts';
import { idParam, numeric, z } from './validation.ts';

/** A cart holds at most this many lines (one per SKU). */
export const CART_LINES_MAX = 100;
/** Most units of one SKU a single line may ask for, whatever the stock. */
export const CART_QTY_MAX = 9999;

const quantity = numeric(z.number().int().min(1).max(CART_QTY_MAX));

export const cartAddBody = z.object({ sku_id: idParam, qty: quantity });
export const cartUpdateBody = z.object({ id: idParam, qty: quantity.optional(), selected: z.boolean().optional() });
export const cartSelectAllBody = z.object({ selected: z.boolean() });
export const cartDeleteBody = z.object({ ids: z.array(idParam).min(1).max(CART_LINES_MAX) });

/**
 * What changed about a line since it was added: the SKU's price (`price`), its stock no longer
 * covers the quantity (`stock`), or the goods went offline or away (`offline`).
 */
export const CART_LINE_CHANGES = ['price', 'stock', 'offline'] as const;
export type CartLineChange = (typeof CART_LINE_CHANGES)[number];

/** A cart line; money in the caller's currency. */
export const cartLine = z.object({
  id: z.number().int(),
  sku_id: z.number().int(),
  goods_id: z.number().int(),
  name: z.string(),
  image: z.string(),
  /** The SKU's spec values in the caller's language, e.g. "Red / L". */
  spec_text: z.string(),
  qty: z.number().int(),
  selected: z.boolean(),
  /** The SKU's price now. */
  price: z.string(),
  /** The price when the line was added or last changed. */
  added_price: z.string(),
  stock: z.number().int(),
  /** Most units one customer may buy; 0 = no limit. */
  purchase_limit: z.number().int(),
  changes: z.array(z.enum(CART_LINE_CHANGES)),
});
export type CartLine = z.infer<typeof cartLine>;

export const cartView = z.object({
  list: z.array(cartLine),
  /** Lines in the cart: the Cart tab's badge. */
  count: z.number().int(),
  /** Units on selected lines that can be bought (not offline). */
  selected_qty: z.number().int(),
  /** Their total at today's prices, in the caller's currency. */
  selected_amount: z.string(),
  /**
   * Each parcel of the selected lines (their goods of one shipping source: a sub-order) that still
   * pays shipping but would ship free with more goods: how much more, in the caller's currency.
   * Empty when no free-shipping threshold applies or every parcel reaches it.
   */
  free_shipping_gaps: z.array(z.object({ source: z.enum(SHIPPING_SOURCES), missing: z.string() })),
});
export type CartView = z.infer<typeof cartView>;
