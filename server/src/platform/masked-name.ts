/** "Jane" -> "J***e": enough to tell reviewers apart, not enough to find them. */
export function maskedName(name: string | null): string {
  const characters = [...(name ?? '')];
  if (characters.length === 0) return '***';
  if (characters.length <= 2) return `${characters[0]}***`;
  return `${characters[0]}***${characters.at(-1)}`;
}
