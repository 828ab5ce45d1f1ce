import { describe, expect, it } from 'vitest';
import { timeLeft } from './countdown.tsx';

describe('the time left to pay', () => {
  const now = Date.parse('2026-01-01T10:00:00Z');
  it('counts minutes and seconds, hours once there are any, and stops at zero', () => {
    expect(timeLeft('2026-01-01T10:29:05Z', now)).toBe('29:05');
    expect(timeLeft('2026-01-01T11:00:01Z', now)).toBe('1:00:01');
    expect(timeLeft('2026-01-01T09:59:00Z', now)).toBe('00:00');
  });
});
