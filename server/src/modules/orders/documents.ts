import { eq } from 'drizzle-orm';
import { CHINA, dateLocaleFor, formatAmount, formatDate, type Address, type GoodsOrderStatus, type OrderDetail, type TravelDocumentFile } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import { countryName } from '../../platform/country-names.ts';
import { renderPdf, type PdfDocument } from '../../platform/documents/pdf.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { priceFormatFor } from '../../platform/money.ts';
import type { Reader } from '../../platform/reader.ts';
import { currencyInfo, type ReferenceData } from '../../platform/reference-data.ts';
import { textReader } from '../../platform/system-text.ts';
import { visibleOrder } from './admin-service.ts';
import type { OrderRow } from './order-access.ts';
import { detailOf } from './service.ts';

/*
 * The back office's printouts of a goods order: the packing slip that goes in the parcel and the
 * invoice, both as the customer reads them (their language, the currency and rate they ordered
 * in), set by the shared document renderer (fonts shipped in npm packages, right to left for Arabic).
 */

/** Sub-orders that ended before shipping have nothing to pack or bill. */
const ENDED: readonly GoodsOrderStatus[] = ['pending_payment', 'cancelled', 'closed'];

/** How the customer reads their order: in their recorded language, amounts in the order's currency at its rate. */
async function customerReader(deps: { db: DbOrTx; ref: ReferenceData }, order: OrderRow): Promise<Reader> {
  const [customer] = await deps.db.select({ lang: users.lang }).from(users).where(eq(users.id, order.userId));
  const fallback = await deps.ref.defaultLanguage();
  const base = currencyInfo(await deps.ref.baseCurrency());
  const orderedIn = (await deps.ref.currencies.get()).find((currency) => currency.code === order.currency);
  const target = { code: order.currency, symbol: orderedIn?.symbol ?? order.currency, digits: orderedIn?.digits ?? base.digits, rate: order.rate };
  const lang = await deps.ref.resolveLanguage(customer?.lang);
  return { lang, fallback, price: priceFormatFor(base, target), text: await textReader(deps.ref, lang) };
}

/** The ship-to address one line each: name and phone, street, region and postcode, country. */
function addressText(address: Omit<Address, 'is_default'>, lang: string): string {
  const region = address.country === CHINA ? [address.province, address.city, address.county] : [address.city, address.province];
  return [`${address.name} ${address.tel}`, address.address_detail, [...region, address.postal_code].filter(Boolean).join(' '), countryName(address.country, lang)].filter(Boolean).join('\n');
}

interface Printed {
  detail: OrderDetail;
  lang: string;
  t: (key: string, params?: Record<string, unknown>) => Promise<string>;
  money: (amount: string) => string;
}

/** The order the admin may see (4206 otherwise) as its customer reads it. */
async function printedOrder(deps: { db: DbOrTx; ref: ReferenceData }, admin: AdminContext, orderNo: string): Promise<Printed> {
  const { order } = await visibleOrder(deps.db, admin, orderNo);
  const reader = await customerReader(deps, order);
  const detail = await detailOf(deps.db, order, reader);
  const symbol = (await deps.ref.currencies.get()).find((currency) => currency.code === order.currency)?.symbol ?? order.currency;
  return {
    detail,
    lang: reader.lang,
    t: (key, params) => deps.ref.translate(reader.lang, key, params),
    money: (amount) => formatAmount(amount, order.currency, reader.lang, symbol),
  };
}

/** The order's number and day, and where it goes. */
async function headerSection({ detail, lang, t }: Printed) {
  return {
    heading: await t('document.order_details'),
    rows: [
      { label: await t('document.order_no'), value: detail.order_no },
      { label: await t('document.order_date'), value: formatDate(detail.created_at, dateLocaleFor(lang)) },
      { label: await t('document.ship_to'), value: addressText(detail.address, lang) },
    ],
  };
}

/** The document as a download named by its order. */
async function pdfFile(name: string, orderNo: string, document: PdfDocument): Promise<TravelDocumentFile> {
  return { filename: `${name}-${orderNo}.pdf`, content_type: 'application/pdf', content: await renderPdf(document) };
}

const lineLabel = (line: { name: string; spec_text: string }) => (line.spec_text ? `${line.name} · ${line.spec_text}` : line.name);

/** The packing slip: where it goes, and each live sub-order's lines with their quantities. */
export async function packingSlip(deps: { db: DbOrTx; ref: ReferenceData }, admin: AdminContext, orderNo: string): Promise<TravelDocumentFile> {
  const printed = await printedOrder(deps, admin, orderNo);
  const { detail, t } = printed;
  const packed = detail.sub_orders.filter((sub) => !ENDED.includes(sub.status));
  const document: PdfDocument = {
    lang: printed.lang,
    title: await t('document.packing_slip_title'),
    subtitle: await t('document.order_line', { order_no: detail.order_no }),
    subject: detail.order_no,
    sections: [
      await headerSection(printed),
      ...(await Promise.all(
        packed.map(async (sub) => ({
          heading: await t('document.sub_order', { no: sub.sub_order_no }),
          rows: await Promise.all(sub.lines.map(async (line) => ({ label: lineLabel(line), value: await t('document.quantity', { qty: line.qty }) }))),
        })),
      )),
    ],
  };
  return pdfFile('packing-slip', detail.order_no, document);
}

/** The invoice: each line's price, quantity, amount and discount, then the order's totals, what was paid and what came back. */
export async function invoice(deps: { db: DbOrTx; ref: ReferenceData }, admin: AdminContext, orderNo: string): Promise<TravelDocumentFile> {
  const printed = await printedOrder(deps, admin, orderNo);
  const { detail, t, money } = printed;
  const lines = detail.sub_orders.flatMap((sub) => sub.lines);
  const lineRows = await Promise.all(
    lines.map(async (line) => {
      const charged = await t('document.line_charge', { qty: line.qty, price: money(line.price), amount: money(line.amount) });
      const discounted = Number(line.discount) > 0 ? [await t('document.line_discount', { amount: money(line.discount) })] : [];
      return { label: lineLabel(line), value: [charged, ...discounted].join('\n') };
    }),
  );
  const document: PdfDocument = {
    lang: printed.lang,
    title: await t('document.invoice_title'),
    subtitle: await t('document.order_line', { order_no: detail.order_no }),
    subject: detail.order_no,
    sections: [
      await headerSection(printed),
      { heading: await t('document.items'), rows: lineRows },
      {
        heading: await t('document.totals'),
        rows: [
          { label: await t('document.goods_amount'), value: money(detail.goods_amount) },
          { label: await t('document.shipping_fee'), value: money(detail.shipping_fee) },
          { label: await t('document.discount'), value: money(detail.discount) },
          { label: await t('document.total'), value: money(detail.pay_amount) },
          { label: await t('document.amount_paid'), value: money(detail.paid_amount) },
          { label: await t('document.refunded'), value: money(detail.refunded_amount) },
        ],
      },
    ],
  };
  return pdfFile('invoice', detail.order_no, document);
}
