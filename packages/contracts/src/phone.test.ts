import { describe, expect, it } from 'vitest';
import { addressSaveBody } from './address.ts';
import { countryPhone } from './phone.ts';

describe('countryPhone', () => {
  it('checks a German number for Germany as a US number is checked for the US, by the full metadata', () => {
    expect(countryPhone('030 123456', 'DE')).toBe('+4930123456');
    expect(countryPhone('+49 151 23456789', 'DE')).toBe('+4915123456789');
    // Numbers of a length Germany uses that no German network gives out: the length-only check passed them.
    expect(countryPhone('+49 999 1234567', 'DE')).toBeNull();
    expect(countryPhone('0151 2345', 'DE')).toBeNull();
    expect(countryPhone('(212) 555-0134', 'US')).toBe('+12125550134');
    expect(countryPhone('(212) 123-4567', 'US')).toBeNull();
  });

  it('refuses a German address whose phone Germany does not give out, with the field named', () => {
    const address = { name: 'Lena Vogel', country: 'DE', province: 'Berlin', city: 'Berlin', postal_code: '10115', address_detail: 'Invalidenstraße 1' };
    expect(addressSaveBody.safeParse({ ...address, tel: '030 1234567' }).success).toBe(true);
    const refused = addressSaveBody.safeParse({ ...address, tel: '+49 999 1234567' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['tel', 'validation.tel']]);
  });
});
