/**
 * Unicode isolates for values placed inside translated sentences (an email in an Arabic line):
 * LRI…PDI keeps a left-to-right value in order; FSI…PDI lets a name take its own direction.
 */
export function isolateLtr(text: string): string {
  return `\u2066${text}\u2069`;
}

export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
