import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('refuses to start in production without PUBLIC_URL, naming it', () => {
    for (const unset of [undefined, '', '  ']) {
      expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: unset })).toThrow(/PUBLIC_URL: required when NODE_ENV=production/);
    }
  });

  it('takes PUBLIC_URL in production, and defaults it to localhost elsewhere', () => {
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' }).PUBLIC_URL).toBe('https://shop.example.com');
    expect(loadConfig({ NODE_ENV: 'development' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:8080');
  });
});
