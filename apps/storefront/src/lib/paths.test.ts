import { describe, expect, it } from 'vitest';
import { currencyParam, keepAddressCurrency } from './paths.ts';

describe('the currency the address names', () => {
  it('is read from a screen’s query, and nothing when it names none', () => {
    expect(currencyParam(new URLSearchParams('from=LHR&currency=JPY'))).toEqual({ currency: 'JPY' });
    expect(currencyParam(new URLSearchParams('from=LHR&currency='))).toEqual({});
  });

  it('stays on the next screen’s path, after what the path asks for', () => {
    expect(keepAddressCurrency('/payorder?biz=ticket&order_no=2026120100001', '#/ticketorderdetail?order_no=2026120100001&currency=JPY')).toBe(
      '/payorder?biz=ticket&order_no=2026120100001&currency=JPY',
    );
    expect(keepAddressCurrency('/login', '#/ticketssubmitorder?fare_id=7&currency=EUR')).toBe('/login?currency=EUR');
  });

  it('leaves a path alone when the address names no currency, or the path names its own', () => {
    expect(keepAddressCurrency('/hotelorderdetail?order_no=1', '#/hotelsubmitorder?id=3')).toBe('/hotelorderdetail?order_no=1');
    expect(keepAddressCurrency('/hotelorderdetail?order_no=1', '')).toBe('/hotelorderdetail?order_no=1');
    expect(keepAddressCurrency('/ticketssearch?currency=USD', '#/ticketshome?currency=JPY')).toBe('/ticketssearch?currency=USD');
  });
});
