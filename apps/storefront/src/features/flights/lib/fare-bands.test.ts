import { describe, expect, it } from 'vitest';
import { fareBands } from './fare-bands.ts';

const day = (date: string, lowest_price: string | null) => ({ date, lowest_price });

describe('fare bands of the low-fare calendar', () => {
  it('cuts each month from its cheapest to its dearest fare into thirds, the dearest day high', () => {
    const bands = fareBands([day('2026-12-01', '100.00'), day('2026-12-02', '133.32'), day('2026-12-03', '133.34'), day('2026-12-04', '166.67'), day('2026-12-05', '190.00'), day('2026-12-06', '200.00')]);
    expect(Object.fromEntries(bands)).toEqual({ '2026-12-01': 'low', '2026-12-02': 'low', '2026-12-03': 'mid', '2026-12-04': 'high', '2026-12-05': 'high', '2026-12-06': 'high' });
  });

  it('scales each month on its own fares, so a dear month still shows its cheaper days', () => {
    const bands = fareBands([day('2026-12-30', '100.00'), day('2026-12-31', '200.00'), day('2027-01-01', '400.00'), day('2027-01-02', '800.00'), day('2027-01-03', '600.00')]);
    expect(Object.fromEntries(bands)).toEqual({ '2026-12-30': 'low', '2026-12-31': 'high', '2027-01-01': 'low', '2027-01-02': 'high', '2027-01-03': 'mid' });
  });

  it('gives days without flights no band, and a month of one price all low', () => {
    const bands = fareBands([day('2026-12-01', null), day('2026-12-02', '1235'), day('2026-12-03', '1235'), day('2027-01-05', '90000')]);
    expect(Object.fromEntries(bands)).toEqual({ '2026-12-02': 'low', '2026-12-03': 'low', '2027-01-05': 'low' });
  });

  it('compares whole amounts of currencies without minor units exactly (no floats)', () => {
    // As floats 9007199254740995 and ...997 are both ...996: the middle day would read as the dearest.
    const bands = fareBands([day('2026-12-01', '9007199254740993'), day('2026-12-02', '9007199254740995'), day('2026-12-03', '9007199254740997')]);
    expect(bands.get('2026-12-02')).toBe('mid');
    expect(bands.get('2026-12-03')).toBe('high');
  });
});
