import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@roamcart/contracts/money';
import { currenciesQuery } from '../api/get-currencies.ts';
import { formatCompactAmount } from '../lib/compact-money.ts';
import { currencyStore } from '../lib/preferences.ts';
import { sessionStore } from '../lib/session.ts';
import { useStore } from '../lib/use-store.ts';

/**
 * The chosen currency's code and symbol, and a formatter for amounts asked for in it: the
 * interface language's way of writing money in that currency (grouping, decimal sign, symbol);
 * `compact` writes one short enough for a calendar's day cell.
 */
export function useMoney() {
  const { i18n } = useTranslation();
  const code = useStore(currencyStore);
  const { userInfo } = useStore(sessionStore);
  const { data: currencies } = useQuery(currenciesQuery());
  const symbol =
    currencies?.find((currency) => currency.code === code)?.symbol ??
    (userInfo?.currency_info.code === code ? userInfo.currency_info.symbol : code);
  const lang = i18n.language;
  // The same object while the currency and language stay, so effects can depend on it.
  return useMemo(
    () => ({
      code,
      symbol,
      format: (amount: string) => formatAmount(amount, code, lang, symbol),
      compact: (amount: string) => formatCompactAmount(amount, code, lang, symbol),
    }),
    [code, symbol, lang],
  );
}
