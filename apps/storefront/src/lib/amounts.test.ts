import { describe, expect, it } from 'vitest';
import { compareTyped, isPositive, sumAmounts } from './amounts.ts';

describe('sumAmounts', () => {
  it('adds and subtracts decimal amounts exactly, at their finest scale', () => {
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(sumAmounts(['19.99', '5.01', '0.005'])).toBe('25.005');
    expect(sumAmounts(['100.00'], ['33.33', '33.33'])).toBe('33.34');
    expect(sumAmounts(['1235'], ['35'])).toBe('1200');
    expect(sumAmounts([])).toBe('0');
  });
});

describe('compareTyped', () => {
  it('compares what the buyer typed with an amount at the amount’s decimals', () => {
    expect(compareTyped('12.5', '12.50')).toBe(0);
    expect(compareTyped('12.51', '12.50')).toBe(1);
    expect(compareTyped('3', '12.50')).toBe(-1);
  });

  it('answers null for text that is no amount, or has more decimals than the currency', () => {
    expect(compareTyped('12,50', '12.50')).toBeNull();
    expect(compareTyped('1.005', '12.50')).toBeNull();
    expect(compareTyped('', '12.50')).toBeNull();
  });
});

describe('isPositive', () => {
  it('tells amounts above zero from zero and from text that is no amount', () => {
    expect(isPositive('0.01')).toBe(true);
    expect(isPositive('0.00')).toBe(false);
    expect(isPositive('-1.00')).toBe(false);
    expect(isPositive('')).toBe(false);
  });
});
