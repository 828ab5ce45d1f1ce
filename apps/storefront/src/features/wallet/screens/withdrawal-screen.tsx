import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { withdrawalBody, type WithdrawalView } from '@roamcart/contracts';
import { userInfoQuery } from '../../../api/get-user-info.ts';
import { refreshWallet, requestWithdrawal, withdrawalChannelsQuery } from '../api/wallet.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';
import { Page } from '../../../components/page.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useActionKey } from '../../../components/use-action-key.ts';
import { useForm } from '../../../components/use-form.ts';
import { useMoney } from '../../../components/use-money.ts';
import { FormField } from '../../../components/form-field.tsx';
import { currencyStore } from '../../../lib/preferences.ts';
import { useStore } from '../../../lib/use-store.ts';
import { withdrawalStatusLabel } from '../lib/wallet-labels.ts';
import '../wallet.css';

/** What was held and what happens next, once the withdrawal went in. */
function WithdrawalRequested({ withdrawal }: { withdrawal: WithdrawalView }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section className="card" role="status" aria-labelledby="withdrawal-done">
      <h2 id="withdrawal-done">{t('wallet.withdrawal_requested')}</h2>
      <dl className="wallet-details">
        <dt>{t('wallet.order_no')}</dt>
        <dd>
          <bdi dir="ltr">{withdrawal.order_no}</bdi>
        </dd>
        <dt>{t('wallet.amount')}</dt>
        <dd>
          <bdi>{money.format(withdrawal.amount)}</bdi>
        </dd>
        <dt>{t('wallet.fee')}</dt>
        <dd>
          <bdi>{money.format(withdrawal.fee)}</bdi>
        </dd>
        <dt>{t('wallet.deducted')}</dt>
        <dd>
          <bdi data-testid="withdrawal-deducted">{money.format(withdrawal.deducted)}</bdi>
        </dd>
        <dt>{t('wallet.status')}</dt>
        <dd>{withdrawalStatusLabel(withdrawal.status)}</dd>
      </dl>
      <p>{t('wallet.withdrawal_review_note')}</p>
      <Link className="button-link is-primary" to="/withdrawallist" replace>
        {t('wallet.withdrawal_records')}
      </Link>
    </section>
  );
}

/**
 * Withdraw: a channel, the amount to receive (the channel's fee comes on top, held from the
 * balance with it until an operator pays it out or refuses it), the account and the login password.
 */
export function WithdrawalScreen() {
  const { t } = useTranslation();
  const money = useMoney();
  const currency = useStore(currencyStore);
  const queryClient = useQueryClient();
  const { data: user } = useQuery({ ...userInfoQuery(currency), refetchOnMount: 'always' });
  const { data: channels, isError } = useQuery(withdrawalChannelsQuery(currency));
  const form = useForm({ channel_id: '', amount: '', 'account.name': '', 'account.number': '', 'account.bank': '', password: '' });
  const { values, errors } = form;
  const actionKey = useActionKey();
  const [done, setDone] = useState<WithdrawalView | null>(null);
  const channel = channels?.find((c) => String(c.id) === values.channel_id) ?? channels?.[0];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      channel_id: channel?.id,
      amount: values.amount,
      account: { name: values['account.name'], number: values['account.number'], bank: values['account.bank'] },
      password: values.password,
    };
    void form.submit(withdrawalBody, input, async (body) => {
      // The key is the request without the password: retrying the same withdrawal never holds twice.
      const withdrawal = await requestWithdrawal(body, actionKey({ ...body, password: undefined }));
      await refreshWallet(queryClient);
      setDone(withdrawal);
    });
  };

  let body;
  if (done) body = <WithdrawalRequested withdrawal={done} />;
  else if (isError) body = <p className="empty-note">{t('common.load_failed')}</p>;
  else if (!channels) body = <LoadingBlock />;
  else if (channels.length === 0 || !channel) body = <p className="empty-note">{t('wallet.no_withdrawal_channel')}</p>;
  else
    body = (
      <form className="page-body" onSubmit={onSubmit} noValidate>
        <p className="wallet-available">
          {t('wallet.available')} <bdi data-testid="withdrawal-balance">{user ? money.format(user.balance) : '–'}</bdi>
        </p>
        {channels.length > 1 && (
          <FormField id="withdrawal-channel" label={t('wallet.channel')} error={errors.channel_id}>
            <select id="withdrawal-channel" className="native-select" value={String(channel.id)} onChange={(event) => form.set('channel_id', event.target.value)}>
              {channels.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.title}
                </option>
              ))}
            </select>
          </FormField>
        )}
        <TextField
          id="withdrawal-amount"
          label={t('wallet.amount_to_receive')}
          inputMode="decimal"
          value={values.amount}
          error={errors.amount}
          hint={t('wallet.withdrawal_limits', {
            channel: channel.title,
            min: money.format(channel.min),
            // The server writes no maximum as zero.
            max: /^0(\.0+)?$/.test(channel.max) ? t('wallet.no_maximum') : money.format(channel.max),
            rate: channel.fee_rate,
          })}
          onChange={(value) => form.set('amount', value)}
        />
        <TextField id="withdrawal-account-name" label={t('wallet.account_name')} autoComplete="name" maxLength={100} value={values['account.name']} error={errors['account.name']} onChange={(value) => form.set('account.name', value)} />
        <TextField id="withdrawal-account-number" label={t('wallet.account_number')} maxLength={64} value={values['account.number']} error={errors['account.number']} onChange={(value) => form.set('account.number', value)} />
        <TextField id="withdrawal-account-bank" label={t('wallet.account_bank')} maxLength={100} value={values['account.bank']} error={errors['account.bank']} onChange={(value) => form.set('account.bank', value)} />
        <TextField
          id="withdrawal-password"
          label={t('wallet.login_password')}
          type="password"
          autoComplete="current-password"
          value={values.password}
          error={errors.password}
          onChange={(value) => form.set('password', value)}
        />
        <SubmitButton loading={form.submitting}>{t('wallet.withdraw')}</SubmitButton>
      </form>
    );

  return <Page title={t('wallet.withdraw')}>{body}</Page>;
}
