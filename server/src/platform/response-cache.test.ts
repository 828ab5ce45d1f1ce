import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache.ts';

const body = (bytes: number) => Buffer.alloc(bytes, 'x');

describe('ResponseCache', () => {
  it('stays within its byte budget, dropping the least recently used first', () => {
    const cache = new ResponseCache(64 * 1000, 60_000);
    for (let i = 0; i < 100; i += 1) cache.set('r', `k${i}`, body(900), cache.generation('r'));
    expect(cache.size.bytes).toBeLessThanOrEqual(64 * 1000);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k99')).toBeDefined();
    const kept = cache.size.entries;
    const oldest = 100 - kept;
    // Reading the oldest makes it the newest: the next one in line goes instead.
    expect(cache.get(`k${oldest}`)).toBeDefined();
    cache.set('r', 'k100', body(900), cache.generation('r'));
    expect(cache.get(`k${oldest}`)).toBeDefined();
    expect(cache.get(`k${oldest + 1}`)).toBeUndefined();
  });

  it('drops one region only, and keeps no answer built before its drop', () => {
    const cache = new ResponseCache(1_000_000, 60_000);
    cache.set('goods', 'a', body(10), cache.generation('goods'));
    cache.set('hotels', 'b', body(10), cache.generation('hotels'));
    const before = cache.generation('goods');
    cache.invalidate('goods');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    cache.set('goods', 'a', body(10), before);
    expect(cache.get('a')).toBeUndefined();
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('forgets answers older than its TTL', async () => {
    const cache = new ResponseCache(1_000_000, 10);
    cache.set('goods', 'a', body(10), 0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size.bytes).toBe(0);
  });
});
