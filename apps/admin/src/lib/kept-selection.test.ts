import { describe, expect, it } from 'vitest';
import { keptSelection } from './kept-selection.ts';

interface Coupon {
  id: number;
  title: string;
}
const byId = (row: Coupon) => row.id;
const page1 = [
  { id: 1, title: 'One' },
  { id: 2, title: 'Two' },
];
const page2 = [
  { id: 3, title: 'Three' },
  { id: 4, title: 'Four' },
];

describe('keptSelection', () => {
  it('keeps a row ticked on page 1 when one is ticked on page 2, each with its row', () => {
    const onPage1 = keptSelection(new Map(), [2], page1, byId);
    const onPage2 = keptSelection(onPage1, [2, 4], page2, byId);
    expect([...onPage2.values()]).toEqual([page1[1], page2[1]]);
  });

  it('drops a row unticked on its page, and leaves out keys of rows never seen', () => {
    const kept = keptSelection(new Map(), [1, 2], page1, byId);
    expect([...keptSelection(kept, [2, 99], page1, byId).keys()]).toEqual([2]);
  });

  it('takes a shown row as it is now, over the one kept from before', () => {
    const kept = keptSelection(new Map(), [3], page2, byId);
    const renamed = [{ id: 3, title: 'Three, renamed' }];
    expect([...keptSelection(kept, [3], renamed, byId).values()]).toEqual(renamed);
  });
});
