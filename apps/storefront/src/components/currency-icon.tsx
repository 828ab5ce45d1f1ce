import { useMoney } from './use-money.ts';

/** A coin with the chosen currency's symbol: money shortcuts follow the currency (a ¥ coin beside dollars would mislead). */
export function CurrencyIcon() {
  const { symbol } = useMoney();
  return (
    <span className={[...symbol].length > 1 ? 'currency-icon is-long' : 'currency-icon'} aria-hidden="true">
      <span>{symbol}</span>
    </span>
  );
}
