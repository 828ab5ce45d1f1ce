import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentChannelView } from '@roamcart/contracts';
import { i18n } from '../../../lib/i18n.ts';
import { amountProblem } from './amount-check.ts';

const channel = (min: string, max: string): PaymentChannelView => ({ id: 1, title: 'Card', identifier: 'card', image: '', kind: 'online', min, max, fee_rate: '0.00', currency: 'USD', account_info: null, test: false });
const format = (amount: string) => `$${amount}`;

beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: {} });
});

describe('a typed top-up amount', () => {
  it('passes inside the channel’s limits and says nothing while empty', () => {
    expect(amountProblem('', 2, channel('1.00', '100.00'), format)).toBeNull();
    expect(amountProblem('25.5', 2, channel('1.00', '100.00'), format)).toBeNull();
    expect(amountProblem('5000', 2, channel('1.00', '0.00'), format)).toBeNull();
  });

  it('names the rule it breaks: not an amount, too many decimals (none in JPY), not above 0, below the minimum, above the maximum', () => {
    expect(amountProblem('ten', 2, channel('1.00', '100.00'), format)).toBe('validation.amount');
    expect(amountProblem('1.234', 2, channel('1.00', '100.00'), format)).toBe('validation.amount_decimals');
    expect(amountProblem('150.5', 0, channel('151', '0'), format)).toBe('validation.amount_whole');
    expect(amountProblem('0.00', 2, channel('0.00', '100.00'), format)).toBe('validation.amount_positive');
    expect(amountProblem('0.99', 2, channel('1.00', '100.00'), format)).toBe('error.4215');
    expect(amountProblem('100.01', 2, channel('1.00', '100.00'), format)).toBe('error.4216');
  });
});
