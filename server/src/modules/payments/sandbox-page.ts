import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { formatMinor, RTL_LANGUAGES } from '@roamcart/contracts';
import { sandboxCheckouts } from './tables.ts';
import type { ReferenceData } from '../../platform/reference-data.ts';
import type { App } from '../../platform/types.ts';
import { finishSandboxCheckout, luhnValid, SANDBOX_CARDS, SANDBOX_PAGE_PREFIX } from './gateways/sandbox.ts';
import { sendSandboxEvent } from './gateways/sandbox-callbacks.ts';

const MERCHANT = 'Roamcart';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The page's words in the payer's language (the checkout's `lang`), and its direction. */
interface PageTexts {
  lang: string;
  dir: 'ltr' | 'rtl';
  t: (key: string) => string;
}

async function pageTexts(ref: ReferenceData, lang: string): Promise<PageTexts> {
  const keys = ['sandbox.gateway', 'sandbox.pay_to', 'sandbox.card_number', 'sandbox.expiry', 'sandbox.cvc', 'sandbox.pay', 'sandbox.decline', 'sandbox.cancel', 'sandbox.test_cards', 'sandbox.card_invalid', 'sandbox.ended', 'sandbox.back'];
  const params = { merchant: MERCHANT, success: SANDBOX_CARDS.success, declined: SANDBOX_CARDS.declined };
  const texts = new Map(await Promise.all(keys.map(async (key) => [key, await ref.translate(lang, key, params)] as const)));
  return { lang, dir: RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr', t: (key) => texts.get(key) ?? key };
}

/** The sandbox gateway's hosted page: a card checkout as a gateway shows it, served by this server for tests and demos. */
function page(texts: PageTexts, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(texts.lang)}" dir="${texts.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(texts.t('sandbox.gateway'))}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;padding:24px;color:#111827}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:20px;margin:0 0 4px}.amount{font-size:32px;font-weight:700;margin:12px 0}
label{display:block;font-size:14px;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;font-size:16px;border:1px solid #6b7280;border-radius:6px}
.row{display:flex;gap:12px}.row>div{flex:1}button{width:100%;padding:12px;font-size:16px;border-radius:6px;border:0;margin-top:12px;cursor:pointer}
.pay{background:#1d4ed8;color:#fff}.fail{background:#fee2e2;color:#7f1d1d}.cancel{background:#e5e7eb;color:#111827}
.error{color:#b91c1c}.note{font-size:13px;color:#4b5563}
</style></head><body><main>${body}</main></body></html>`;
}

function checkoutPage(texts: PageTexts, row: typeof sandboxCheckouts.$inferSelect, digits: number, error = ''): string {
  const { t } = texts;
  const action = `${SANDBOX_PAGE_PREFIX}/${row.id}?${new URLSearchParams({ lang: texts.lang })}`;
  return page(
    texts,
    t('sandbox.pay_to'),
    `<h1>${escapeHtml(MERCHANT)}</h1><p class="note">${escapeHtml(row.description)}</p>
<p class="amount" data-testid="sandbox-amount" dir="ltr">${escapeHtml(formatMinor(row.amount, digits))} ${escapeHtml(row.currency)}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="card_number">${escapeHtml(t('sandbox.card_number'))}</label><input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" dir="ltr" value="${SANDBOX_CARDS.success}">
<div class="row"><div><label for="expiry">${escapeHtml(t('sandbox.expiry'))}</label><input id="expiry" name="expiry" dir="ltr" value="12/34"></div>
<div><label for="cvc">${escapeHtml(t('sandbox.cvc'))}</label><input id="cvc" name="cvc" dir="ltr" value="123"></div></div>
<button class="pay" type="submit" name="action" value="pay">${escapeHtml(t('sandbox.pay'))}</button>
<button class="fail" type="submit" name="action" value="fail">${escapeHtml(t('sandbox.decline'))}</button>
<button class="cancel" type="submit" name="action" value="cancel">${escapeHtml(t('sandbox.cancel'))}</button>
</form>
<p class="note">${escapeHtml(t('sandbox.test_cards'))}</p>`,
  );
}

function ended(reply: FastifyReply, texts: PageTexts, returnUrl: string | null): FastifyReply {
  const back = returnUrl ? `<p><a href="${escapeHtml(returnUrl)}">${escapeHtml(texts.t('sandbox.back'))}</a></p>` : '';
  return reply.code(410).type('text/html').send(page(texts, texts.t('sandbox.ended'), `<h1>${escapeHtml(texts.t('sandbox.ended'))}</h1>${back}`));
}

/** GET shows the checkout; POST pays, fails or cancels it, notifies the shop, and sends the payer back. */
export async function sandboxPageRoutes(app: App) {
  const { deps } = app;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const load = async (id: string) => {
    const [row] = await deps.db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
    return row;
  };
  const digitsOf = async (code: string) => (await deps.ref.findCurrency(code))?.digits ?? 2;

  app.get<{ Params: { id: string } }>(`${SANDBOX_PAGE_PREFIX}/:id`, { config: { envelope: false } }, async (request, reply) => {
    const row = await load(request.params.id);
    const texts = await pageTexts(deps.ref, request.lang);
    if (!row || row.status !== 'open' || row.expiresAt <= new Date()) return ended(reply, texts, row?.cancelUrl ?? null);
    return reply.type('text/html').header('cache-control', 'no-store').send(checkoutPage(texts, row, await digitsOf(row.currency)));
  });

  app.post<{ Params: { id: string }; Body: Record<string, string> }>(`${SANDBOX_PAGE_PREFIX}/:id`, { config: { envelope: false } }, async (request, reply) => {
    const row = await load(request.params.id);
    const now = new Date();
    const texts = await pageTexts(deps.ref, request.lang);
    if (!row || row.status !== 'open' || row.expiresAt <= now) return ended(reply, texts, row?.cancelUrl ?? null);
    const form = request.body ?? {};
    const card = String(form.card_number ?? '').replace(/\s+/g, '');
    const choice = form.action;
    if (choice === 'pay' && !luhnValid(card)) {
      return reply.code(400).type('text/html').send(checkoutPage(texts, row, await digitsOf(row.currency), texts.t('sandbox.card_invalid')));
    }
    const status = choice === 'cancel' ? 'cancelled' : choice === 'fail' || card === SANDBOX_CARDS.declined ? 'failed' : 'paid';
    const finished = await finishSandboxCheckout(deps.db, row.id, status, now, card);
    if (!finished) return ended(reply, texts, row.cancelUrl);
    // Sent at once; if the shop does not acknowledge it, the retry job sends it again.
    await sendSandboxEvent(app.sandboxSender, finished.event, now);
    return reply.redirect(status === 'cancelled' ? row.cancelUrl : row.returnUrl, 303);
  });
}
