import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changeCurrency } from '../api/change-currency.ts';
import { currenciesQuery } from '../../../api/get-currencies.ts';
import { OptionList } from '../../../components/option-list.tsx';
import { CurrencyLabel } from '../../../components/ltr.tsx';
import { Page } from '../../../components/page.tsx';
import { displayName } from '../../../lib/display-names.ts';
import { showToast } from '../../../lib/notify.ts';
import { chooseCurrency, currencyStore } from '../../../lib/preferences.ts';
import { sessionStore } from '../../../lib/session.ts';
import { useStore } from '../../../lib/use-store.ts';

/** The currency every amount is shown in; a signed-in user's choice is kept on the account. */
export function ChangeCurrencyScreen() {
  const { t, i18n } = useTranslation();
  const current = useStore(currencyStore);
  const { token } = useStore(sessionStore);
  const { data: currencies } = useQuery(currenciesQuery());

  const choose = async (code: string) => {
    if (code === current) return;
    if (token) await changeCurrency(code);
    chooseCurrency(code);
    showToast(t('currency.changed', { code }));
  };

  return (
    <Page title={t('common.currency')}>
      {currencies && (
        <OptionList
          label={t('common.currency')}
          selected={current}
          options={currencies.map((currency) => ({
            value: currency.code,
            label: <CurrencyLabel code={currency.code} symbol={currency.symbol} />,
            detail: displayName(i18n.language, 'currency', currency.code, currency.name),
          }))}
          onSelect={(code) => void choose(code).catch(() => undefined)}
        />
      )}
    </Page>
  );
}
