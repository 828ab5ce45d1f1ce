import Dialog from 'antd-mobile/es/components/dialog';
import { sumAmounts } from '../../lib/amounts.ts';
import { t } from '../../lib/i18n.ts';

/**
 * Asks before money leaves the wallet: the amount to pay and the balance after it, in the payer's
 * currency (`format`). Resolves true when the payer confirms.
 */
export function confirmWalletPayment(amount: string, balance: string, format: (amount: string) => string): Promise<boolean> {
  return Dialog.confirm({
    title: t('payment.wallet_confirm_title'),
    content: (
      <dl className="payment-figures" data-testid="wallet-confirm">
        <dt>{t('order.amount_due')}</dt>
        <dd>
          <bdi data-testid="wallet-confirm-amount">{format(amount)}</bdi>
        </dd>
        <dt>{t('payment.balance_after')}</dt>
        <dd>
          <bdi data-testid="wallet-confirm-after">{format(sumAmounts([balance], [amount]))}</bdi>
        </dd>
      </dl>
    ),
    confirmText: t('payment.wallet_confirm_ok'),
    cancelText: t('common.cancel'),
  });
}
