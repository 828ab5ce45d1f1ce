import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { PaymentChannelView } from '@roamcart/contracts';
import { ErrorCode } from '@roamcart/contracts/errors';
import { ApiError } from '../../api/client.ts';
import { channelsQuery } from '../../api/payments.ts';
import { OptionList } from '../option-list.tsx';
import { useMoney } from '../use-money.ts';
import { compareTyped } from '../../lib/amounts.ts';
import { t as translate } from '../../lib/i18n.ts';
import { channelHint } from '../../lib/payment-labels.ts';
import { topUpPath } from '../../lib/top-up-return.ts';

/** How to pay: the wallet, or a channel (an online checkout, or an offline transfer with a voucher). */
export type PayChoice = { kind: 'wallet' } | { kind: 'channel'; channel: PaymentChannelView };

const WALLET = 'wallet';

/** Refusals about the way of paying, shown under it. */
const SHOWN_HERE: readonly number[] = [ErrorCode.InsufficientBalance, ErrorCode.PaymentChannelUnavailable, ErrorCode.AmountBelowMinimum, ErrorCode.AmountAboveMaximum];

/** Whether a known wallet balance is short of the amount due (both as the server wrote them, in one currency). */
export function walletShort(balance: string | null | undefined, amount: string): boolean {
  return typeof balance === 'string' && compareTyped(balance, amount) === -1;
}

/**
 * The ways to pay an order: the wallet (with its balance) when `balance` is given (a signed-in
 * payer), and every channel offered for paying orders. `value` is the choice made; until the payer
 * picks, the wallet is chosen when it covers `amount`, else the first channel. A short wallet
 * says so, with a way to top it up and come back here.
 */
export function PayMethodPicker({
  headingId,
  balance,
  amount,
  value,
  onChange,
  payError,
}: {
  headingId: string;
  /** The wallet's balance; undefined when the wallet is not offered (a guest). */
  balance: string | null | undefined;
  /** What is due, in the caller's currency. */
  amount: string;
  value: PayChoice | null;
  onChange: (choice: PayChoice) => void;
  payError: unknown;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const location = useLocation();
  const { data: channels } = useQuery(channelsQuery('pay'));
  const walletOffered = balance !== undefined;
  const short = walletShort(balance, amount);
  const chosen = effectiveChoice(value, walletOffered && !short, channels);
  const selected = chosen?.kind === 'channel' ? String(chosen.channel.id) : chosen ? WALLET : '';
  const refusal = payError instanceof ApiError && SHOWN_HERE.includes(payError.code) ? payError.message : null;
  const options = [
    ...(walletOffered
      ? [
          {
            value: WALLET,
            label: t('order.wallet'),
            detail: (
              <>
                {t('order.balance')} <bdi data-testid="pay-balance">{balance === null ? '–' : money.format(balance)}</bdi>
                {short && <span data-testid="pay-wallet-short"> · {t('payment.wallet_short')}</span>}
              </>
            ),
            aside: short ? (
              <Link className="option-aside" to={topUpPath(location.pathname + location.search)} data-testid="pay-top-up">
                {t('payment.top_up')}
              </Link>
            ) : undefined,
          },
        ]
      : []),
    ...(channels ?? []).map((channel) => ({ value: String(channel.id), label: channel.title, detail: channelHint(channel) })),
  ];
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('order.pay_method')}</h2>
      <OptionList
        label={t('order.pay_method')}
        options={options}
        selected={selected}
        onSelect={(picked) => {
          const channel = channels?.find((item) => String(item.id) === picked);
          onChange(channel ? { kind: 'channel', channel } : { kind: 'wallet' });
        }}
      />
      {refusal && (
        <p className="notice is-danger" role="alert" data-testid="pay-refusal">
          {refusal}
        </p>
      )}
    </section>
  );
}

/** The choice the picker shows when the payer has not picked: the wallet when it is offered and covers the amount (`walletFirst`), else the first channel. */
export function effectiveChoice(value: PayChoice | null, walletFirst: boolean, channels: PaymentChannelView[] | undefined): PayChoice | null {
  if (value) return value;
  if (walletFirst) return { kind: 'wallet' };
  return channels?.[0] ? { kind: 'channel', channel: channels[0] } : null;
}

/** The pay button's words for the way chosen. */
export function payLabel(choice: PayChoice | null): string {
  if (choice?.kind === 'channel') return translate(choice.channel.kind === 'online' ? 'payment.pay_online' : 'payment.pay_offline', { channel: choice.channel.title });
  return translate('order.pay_with_wallet');
}
