// @module-tag embedded
import { describe, expect, it } from 'vitest';
import type { HomeContent } from '@roamcart/contracts';
import { adminCall, useSuperAdmin } from '../../test/admin-client.ts';
import { saveCategory, saveProduct } from '../../test/catalogue-fixture.ts';
import { call, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const root = useSuperAdmin(t);

describe('GET /home/index', () => {
  it('shows guests the active banners and notices in the back office’s order, never the disabled ones', async () => {
    await adminCall(t.app, root, 'POST', '/banners/save', { title: 'Second', image_url: '/uploads/2030/01/b.webp', link: '#/new', sort: 2 });
    await adminCall(t.app, root, 'POST', '/banners/save', { title: 'First', image_url: '/uploads/2030/01/a.webp', link: '/category', sort: 1 });
    await adminCall(t.app, root, 'POST', '/banners/save', { title: 'Hidden', image_url: '/uploads/2030/01/c.webp', status: 'disabled' });
    await adminCall(t.app, root, 'POST', '/notices/save', { title: 'Free shipping', content: 'On every order this week', sort: 1 });
    await adminCall(t.app, root, 'POST', '/notices/save', { title: 'Old news', content: 'Gone', status: 'disabled' });

    const home = await call<HomeContent>(t.app, 'GET', '/home/index');
    expect(home.code).toBe(200);
    expect(home.data.banners).toEqual([
      { id: expect.any(Number), title: 'First', image_url: '/uploads/2030/01/a.webp', link: '/category' },
      { id: expect.any(Number), title: 'Second', image_url: '/uploads/2030/01/b.webp', link: '#/new' },
    ]);
    expect(home.data.notices).toEqual([{ id: expect.any(Number), title: 'Free shipping', content: 'On every order this week' }]);
  });

  it('opens with the newest new arrivals and the recommended goods, priced in the caller’s currency', async () => {
    const categoryId = (await saveCategory(t, root, { name: { en: 'Garden' } })).id;
    const spade = await saveProduct(t, root, categoryId, { name: { en: 'Spade' }, is_new: true, skus: [{ spec_values: [], price: '10.00', stock: 4 }] });
    const rake = await saveProduct(t, root, categoryId, { name: { en: 'Rake' }, skus: [{ spec_values: [], price: '8.00', stock: 4 }] });
    const home = await call<HomeContent>(t.app, 'GET', '/home/index', undefined, { currency: 'EUR' });
    expect(home.data.new_arrivals.map((card) => [card.id, card.price])).toEqual([[spade.id, '9.20']]);
    expect(home.data.recommended.map((card) => card.id)).toEqual(expect.arrayContaining([spade.id, rake.id]));
  });
});
