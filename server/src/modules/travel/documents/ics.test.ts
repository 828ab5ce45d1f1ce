import { describe, expect, it } from 'vitest';
import { foldLine, icsCalendar, icsText, icsUtc } from './ics.ts';

describe('iCalendar writing', () => {
  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(icsText('Room 1, floor 2; \\ view\nsea')).toBe('Room 1\\, floor 2\\; \\\\ view\\nsea');
  });

  it('folds at 75 octets without cutting a UTF-8 character, continuation lines starting with a space', () => {
    const line = `SUMMARY:${'入住港湾大酒店'.repeat(6)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    expect(folded.every((part) => Buffer.byteLength(part) <= 75)).toBe(true);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('writes one VEVENT per event with UTC start and end, and CRLF line endings', () => {
    const ics = icsCalendar(
      [{ uid: 'order-1@roamcart', start: new Date('2026-12-01T06:00:00Z'), end: new Date('2026-12-03T03:00:00Z'), summary: 'Stay', location: 'Tokyo', description: 'HX-1' }],
      new Date('2026-11-01T00:00:00Z'),
    );
    expect(icsUtc(new Date('2026-12-01T06:00:00.000Z'))).toBe('20261201T060000Z');
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Roamcart//Travel documents//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:order-1@roamcart',
      'DTSTAMP:20261101T000000Z',
      'DTSTART:20261201T060000Z',
      'DTEND:20261203T030000Z',
      'SUMMARY:Stay',
      'LOCATION:Tokyo',
      'DESCRIPTION:HX-1',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});
