import { describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MAX, visit, type KeepAliveEntry } from './keep-alive-cache.ts';

const screen = (key: string, keep = true): KeepAliveEntry<string> => ({ key, value: `${key} view`, keep });

function browse(...keys: string[]): KeepAliveEntry<string>[] {
  return keys.reduce<KeepAliveEntry<string>[]>((entries, key) => visit(entries, screen(key)), []);
}

describe('keep-alive cache', () => {
  it('keeps the last five screens visited, the oldest leaving first', () => {
    const entries = browse('/', '/mine', '/setting', '/account', '/myaddress', '/language');
    expect(KEEP_ALIVE_MAX).toBe(5);
    expect(entries.map((entry) => entry.key)).toEqual(['/mine', '/setting', '/account', '/myaddress', '/language']);
  });

  it('moves a screen visited again to the newest place instead of keeping it twice', () => {
    const entries = browse('/', '/mine', '/setting', '/mine');
    expect(entries.map((entry) => entry.key)).toEqual(['/', '/setting', '/mine']);
  });

  it('refreshes the revisited screen with its latest value', () => {
    const entries = visit(browse('/', '/mine'), { key: '/', value: 'home again', keep: true });
    expect(entries.at(-1)).toEqual({ key: '/', value: 'home again', keep: true });
  });

  it('lets a form screen go once it is left, so the next visit starts empty', () => {
    let entries = browse('/', '/myaddress');
    entries = visit(entries, screen('/addaddress', false));
    expect(entries.map((entry) => entry.key)).toEqual(['/', '/myaddress', '/addaddress']);
    entries = visit(entries, screen('/myaddress'));
    expect(entries.map((entry) => entry.key)).toEqual(['/', '/myaddress']);
  });

  it('tells screens with different query strings apart', () => {
    const entries = browse('/addaddress?id=1', '/addaddress?id=2');
    expect(entries).toHaveLength(2);
  });
});
