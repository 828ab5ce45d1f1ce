import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { keepAddressCurrency } from '../../lib/paths.ts';
import { useActionKey } from '../use-action-key.ts';
import { useMoney } from '../use-money.ts';
import { walletShort, type PayChoice } from './pay-method.tsx';
import { confirmWalletPayment } from './wallet-confirm.tsx';

/** What a pay call answers that this needs: the gateway's page when a channel payment started. */
export interface PayStarted {
  pay_url?: string;
}

/** What paying an order (goods or a booking) needs to know: how to pay from the wallet, how to open a channel's checkout, and what the offline page asks. */
export interface PayPlan<S extends PayStarted> {
  /** The body the payment is about (its key follows it): the order and the sub-orders chosen. */
  subject: unknown;
  wallet: (idempotencyKey: string) => Promise<S>;
  channel: (channelId: number, idempotencyKey: string) => Promise<S>;
  /** The offline payment page's query for the chosen offline channel. */
  offlineQuery: (channelId: number) => string;
  onWalletPaid: (status: S) => Promise<void> | void;
}

/**
 * Pays the way chosen (`start`): from the wallet once the payer confirmed the amount and the
 * balance after (`due`; a short wallet goes straight to the server, whose refusal is shown);
 * through an online channel by going to the gateway's page (it sends the payer back to
 * /payorder?pay_no=); through an offline one on the transfer details and voucher page. One
 * action, one Idempotency-Key.
 */
export function usePayWithChoice<S extends PayStarted>(plan: PayPlan<S>, due: { amount: string; balance: string | null | undefined }) {
  const navigate = useNavigate();
  const keyFor = useActionKey();
  const money = useMoney();
  const pay = useMutation({
    mutationFn: async (choice: PayChoice) => {
      if (choice.kind === 'wallet') return { kind: 'wallet' as const, status: await plan.wallet(keyFor({ wallet: plan.subject })) };
      if (choice.channel.kind === 'offline') return { kind: 'offline' as const, channelId: choice.channel.id };
      return { kind: 'online' as const, status: await plan.channel(choice.channel.id, keyFor({ channel: choice.channel.id, subject: plan.subject })) };
    },
    onSuccess: async (outcome) => {
      if (outcome.kind === 'wallet') await plan.onWalletPaid(outcome.status);
      else if (outcome.kind === 'offline') navigate(keepAddressCurrency(`/offlinepayment?${plan.offlineQuery(outcome.channelId)}`));
      else if (outcome.status.pay_url) window.location.assign(outcome.status.pay_url);
    },
  });
  const start = async (choice: PayChoice) => {
    const { amount, balance } = due;
    if (choice.kind === 'wallet' && typeof balance === 'string' && !walletShort(balance, amount) && !(await confirmWalletPayment(amount, balance, money.format))) return;
    pay.mutate(choice);
  };
  return { pay, start };
}
