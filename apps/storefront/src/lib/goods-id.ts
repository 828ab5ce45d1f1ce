/** The goods id of a `?id=` query value, or null for anything that cannot be one. */
export function goodsIdFrom(text: string | null): number | null {
  return text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}
