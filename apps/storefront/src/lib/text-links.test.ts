import { describe, expect, it } from 'vitest';
import { splitLinks } from './text-links.ts';

describe('links in a message', () => {
  it('makes http and https addresses links and leaves the rest as text', () => {
    expect(splitLinks('Track it at https://shop.example/orders/7?x=1 or http://help.example.')).toEqual([
      { text: 'Track it at ' },
      { text: 'https://shop.example/orders/7?x=1', href: 'https://shop.example/orders/7?x=1' },
      { text: ' or ' },
      { text: 'http://help.example', href: 'http://help.example/' },
      { text: '.' },
    ]);
  });

  it('links no other scheme and keeps markup as text', () => {
    const text = 'javascript:alert(1) data:text/html,x mailto:a@b.c <a href="https://evil.example">x</a> <img src=x onerror=alert(1)>';
    const parts = splitLinks(text);
    expect(parts.filter((part) => 'href' in part)).toEqual([{ text: 'https://evil.example', href: 'https://evil.example/' }]);
    expect(parts.map((part) => part.text).join('')).toBe(text);
  });

  it('keeps text without addresses whole, and a sentence\'s closing mark outside the link', () => {
    expect(splitLinks('No links here')).toEqual([{ text: 'No links here' }]);
    expect(splitLinks('（详见 https://a.example/x）')).toEqual([{ text: '（详见 ' }, { text: 'https://a.example/x', href: 'https://a.example/x' }, { text: '）' }]);
  });
});
