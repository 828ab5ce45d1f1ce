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
    const first = { title: 'First', image_url: '/uploads/2030/01/a.webp', link: '/category', sort: 1 };
    const texts = { titles: { en: 'Spring picks', fr: 'Sélection de printemps' }, cta: { en: 'Shop now', fr: '  ' } };
    // A text in a language the shop does not have is refused, naming it; nothing is saved.
    const unknown = await adminCall(t.app, root, 'POST', '/banners/save', { ...first, titles: { xx: 'Hello' } });
    expect(unknown.code).toBe(4002);
    expect(JSON.stringify(unknown)).toContain('titles.xx');
    await adminCall(t.app, root, 'POST', '/banners/save', { ...first, ...texts });
    await adminCall(t.app, root, 'POST', '/banners/save', { title: 'Hidden', image_url: '/uploads/2030/01/c.webp', status: 'disabled' });
    await adminCall(t.app, root, 'POST', '/notices/save', { title: 'Free shipping', content: 'On every order this week', sort: 1 });
    await adminCall(t.app, root, 'POST', '/notices/save', { title: 'Old news', content: 'Gone', status: 'disabled' });

    const home = await call<HomeContent>(t.app, 'GET', '/home/index');
    expect(home.code).toBe(200);
    expect(home.data.banners).toEqual([
      { id: expect.any(Number), title: 'First', image_url: '/uploads/2030/01/a.webp', link: '/category', headline: 'Spring picks', cta: 'Shop now' },
      // Without texts per language, the image carries its text: nothing to write over it.
      { id: expect.any(Number), title: 'Second', image_url: '/uploads/2030/01/b.webp', link: '#/new', headline: '', cta: '' },
    ]);
    // In French: its own title, and the default language's call to action where French has none.
    const french = await call<HomeContent>(t.app, 'GET', '/home/index', undefined, { lang: 'fr' });
    expect(french.data.banners[0]).toMatchObject({ title: 'First', headline: 'Sélection de printemps', cta: 'Shop now' });
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
