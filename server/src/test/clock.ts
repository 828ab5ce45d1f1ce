/** A clock tests move by hand, for code that takes `now()` instead of reading the time. */
export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

export function testClock(start: Date = new Date()): TestClock {
  let current = start;
  return {
    now: () => current,
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
  };
}
