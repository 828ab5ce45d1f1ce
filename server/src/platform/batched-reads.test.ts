import { describe, expect, it } from 'vitest';
import { batchedReads } from './batched-reads.ts';

interface Row {
  id: number;
  name: string;
}

/** A table of rows by id, and every read made of it: which handle, which ids. */
function table(ids: number[]) {
  const reads: [string, number[]][] = [];
  const read = async (handle: string, keys: number[]): Promise<Row[]> => {
    reads.push([handle, keys]);
    if (handle === 'broken') throw new Error('connection lost');
    return keys.filter((key) => ids.includes(key)).map((id) => ({ id, name: `goods ${id}` }));
  };
  return { reads, load: batchedReads(read, (row: Row) => row.id) };
}

describe('batchedReads', () => {
  it("makes the reads asked for in one turn as one per handle, and gives each caller its rows in its keys' order", async () => {
    const { reads, load } = table([1, 2, 3, 4]);
    const [first, second, third] = await Promise.all([load('pool', [3, 1]), load('pool', [1, 4, 9]), load('transaction', [2])]);
    expect(first.map((row) => row.id)).toEqual([3, 1]);
    // 9 has no row: left out, as a read by ids leaves it out.
    expect(second.map((row) => row.id)).toEqual([1, 4]);
    expect(third.map((row) => row.id)).toEqual([2]);
    expect(reads).toEqual([
      ['pool', [3, 1, 4, 9]],
      ['transaction', [2]],
    ]);
  });

  it('reads again for what is asked after a batch has gone', async () => {
    const { reads, load } = table([1, 2]);
    await load('pool', [1]);
    await load('pool', [2]);
    expect(reads).toEqual([
      ['pool', [1]],
      ['pool', [2]],
    ]);
  });

  it("fails every caller of a failed batch, and not the next batch's", async () => {
    const { load } = table([1]);
    const failed = await Promise.allSettled([load('broken', [1]), load('broken', [2])]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect((await load('pool', [1])).map((row) => row.id)).toEqual([1]);
  });
});
