import type { ReactNode } from 'react';

/**
 * Text that always reads left to right (codes, symbols, emails, phone numbers), isolated from
 * the sentence around it so an Arabic line neither reorders it nor is reordered by it.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/** A currency as "JPY · ¥", code first in every direction. */
export function CurrencyLabel({ code, symbol }: { code: string; symbol: string }) {
  return (
    <Ltr>
      <span className="currency-code">{code}</span> · <span className="currency-symbol">{symbol}</span>
    </Ltr>
  );
}
