import { describe, expect, it } from 'vitest';
import { inAppPath, topUpPath } from './top-up-return.ts';

describe('top-up return paths', () => {
  it('keeps only paths of this app', () => {
    expect(inAppPath('/payorder?order_no=2026010112000012')).toBe('/payorder?order_no=2026010112000012');
    expect(inAppPath('//evil.example/x')).toBeNull();
    expect(inAppPath('https://evil.example/')).toBeNull();
    expect(inAppPath(null)).toBeNull();
  });

  it('names the payment in the top-up screen’s address, encoded', () => {
    expect(topUpPath('/payorder?order_no=1&currency=JPY')).toBe('/recharge?back=%2Fpayorder%3Forder_no%3D1%26currency%3DJPY');
  });
});
