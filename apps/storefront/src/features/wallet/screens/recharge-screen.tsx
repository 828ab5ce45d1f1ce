import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { currenciesQuery } from '../../../api/get-currencies.ts';
import { channelsQuery } from '../../../api/payments.ts';
import { rechargeQuoteQuery, startRecharge } from '../api/recharges.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { OptionList } from '../../../components/option-list.tsx';
import { Page } from '../../../components/page.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useActionKey } from '../../../components/use-action-key.ts';
import { useMoney } from '../../../components/use-money.ts';
import { ApiError } from '../../../api/client.ts';
import { isPositive } from '../../../lib/amounts.ts';
import { amountProblem } from '../lib/amount-check.ts';
import { channelHint } from '../../../lib/payment-labels.ts';
import { inAppPath, rememberTopUpReturn } from '../../../lib/top-up-return.ts';
import '../../../components/payments/payment.css';

/**
 * Top up (`/recharge`): a channel, an amount in the customer's currency, and before confirming
 * what the fee takes and what reaches the wallet. Online channels continue on the gateway's page;
 * offline ones on the transfer details and the voucher. `?back=`: the payment it was opened from,
 * which its back arrow returns to and its result leads back to.
 */
export function RechargeScreen() {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const keyFor = useActionKey();
  const [params] = useSearchParams();
  const back = inAppPath(params.get('back'));
  const { data: channels, isPending } = useQuery(channelsQuery('recharge'));
  const { data: currencies } = useQuery(currenciesQuery());
  const [channelId, setChannelId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const channel = channels?.find((item) => item.id === channelId) ?? channels?.[0];
  const digits = currencies?.find((currency) => currency.code === money.code)?.digits ?? 2;
  const problem = amountProblem(amount, digits, channel, money.format) ?? (tried && amount.trim() === '' ? t('validation.required') : null);
  const body = channel && amount.trim() !== '' && !problem ? { channel_id: channel.id, amount: amount.trim() } : null;
  const { data: quote } = useQuery(rechargeQuoteQuery(body));

  const start = useMutation({
    mutationFn: () => startRecharge(body!, keyFor(body)),
    onSuccess: (started) => {
      rememberTopUpReturn(back);
      if (started.pay_url) window.location.assign(started.pay_url);
      else navigate(`/offlinepayment?biz=recharge&pay_no=${started.pay_no}&channel_id=${started.channel_id}`, { replace: true });
    },
  });
  const serverProblem = start.error instanceof ApiError ? (start.error.fields.amount ?? start.error.message) : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (body) start.mutate();
  };

  let content;
  if (isPending) content = <LoadingBlock />;
  else if (!channel)
    content = (
      <div className="empty-note" role="status">
        <p>{t('recharge.no_channels')}</p>
      </div>
    );
  else
    content = (
      <form onSubmit={onSubmit} noValidate>
        <section className="card" aria-labelledby="recharge-channel">
          <h2 id="recharge-channel">{t('recharge.channel')}</h2>
          <OptionList
            label={t('recharge.channel')}
            options={(channels ?? []).map((item) => ({ value: String(item.id), label: item.title, detail: channelHint(item) }))}
            selected={String(channel.id)}
            onSelect={(value) => setChannelId(Number(value))}
          />
        </section>
        <section className="card">
          <TextField
            id="recharge-amount"
            label={t('recharge.amount', { currency: money.code })}
            value={amount}
            onChange={setAmount}
            inputMode={digits === 0 ? 'numeric' : 'decimal'}
            error={problem ?? serverProblem}
            hint={t('recharge.limits', { min: money.format(channel.min), max: isPositive(channel.max) ? money.format(channel.max) : t('recharge.no_max') })}
          />
          {quote && body && (
            <dl className="payment-figures" aria-live="polite" data-testid="recharge-quote">
              <dt>{t('recharge.fee', { rate: channel.fee_rate })}</dt>
              <dd>
                <bdi>{money.format(quote.fee)}</bdi>
              </dd>
              <dt className="is-total">{t('recharge.received')}</dt>
              <dd className="is-total">
                <bdi data-testid="recharge-received">{money.format(quote.received)}</bdi>
              </dd>
            </dl>
          )}
        </section>
        <SubmitButton loading={start.isPending}>{t(channel.kind === 'online' ? 'recharge.continue_online' : 'recharge.continue_offline')}</SubmitButton>
      </form>
    );

  return (
    <Page title={t('recharge.title')} backTo={back ?? '/wallet'}>
      {content}
      <div className="payment-links">
        <Link className="button-link" to="/rechargelist">
          {t('recharge.records')}
        </Link>
      </div>
    </Page>
  );
}
