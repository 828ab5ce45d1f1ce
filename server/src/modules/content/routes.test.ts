import { describe, expect, it } from 'vitest';
import type { HomeContent } from '@roamcart/contracts';
import { adminCall, useSuperAdmin } from '../../test/admin-client.ts';
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
});
