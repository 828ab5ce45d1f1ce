import type { ColumnsType } from 'antd/es/table';
import { describe, expect, it } from 'vitest';
import { rowsCsv } from './rows-csv.ts';

interface Coupon {
  id: number;
  title: Record<string, string>;
  shown_title: string;
  status: string;
  tags: string[];
}
const columns: ColumnsType<Coupon> = [
  { dataIndex: 'title', title: 'Title' },
  { key: 'terms', title: 'Terms' },
  { dataIndex: 'status', title: 'Status' },
  { dataIndex: 'tags', title: 'Tags' },
  { key: 'actions', title: 'Actions' },
];
const rows: Coupon[] = [
  { id: 1, title: { en: 'Spring sale', 'zh-CN': '春季特卖' }, shown_title: 'Spring sale', status: 'active', tags: ['new', 'vip'] },
  { id: 2, title: {}, shown_title: '$5.00 off', status: 'disabled', tags: [] },
];

describe('rowsCsv', () => {
  it('writes each field shown as it stands, lists joined, and a per-language object blank', () => {
    expect(rowsCsv(columns, rows)).toBe('Title,Status,Tags\r\n,active,new; vip\r\n,disabled,\r\n');
  });

  it('writes a column by the text given for its data index or key, in the column order', () => {
    const csv = rowsCsv(columns, rows, { title: (row) => row.title.en || row.shown_title, terms: (row) => `#${row.id}` });
    expect(csv).toBe('Title,Terms,Status,Tags\r\nSpring sale,#1,active,new; vip\r\n$5.00 off,#2,disabled,\r\n');
  });
});
