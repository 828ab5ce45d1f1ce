/**
 * How a keyword's spellings are matched to the goods' texts, the same in PostgreSQL's search
 * (keyword-search.ts) and in the search engine's index thread (search-index.ts), which loads this
 * module alone: no database code.
 */

/** Scripts written without spaces between words: a keyword in them may leave out characters a name has between ("跑鞋" finds "跑步鞋"). */
const UNSPACED_SCRIPTS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
export const UNSPACED = new RegExp(`[${UNSPACED_SCRIPTS}]`, 'u');
/** A character of a spaced script (a letter, digit or sign that is not a space). */
export const SPACED = new RegExp(`[^\\s${UNSPACED_SCRIPTS}]`, 'u');
/** At most this many characters of a name between two of such a keyword's, so the keyword's characters still make one word. */
export const UNSPACED_GAP = 3;

const REGEX_SPECIAL = /[.*+?^${}()|[\]\\]/g;

/**
 * A PostgreSQL regular expression finding the keyword's characters in order, with up to
 * UNSPACED_GAP characters between two where either is of an unspaced script; null when the keyword
 * has no such pair (a plain "contains" already says all).
 */
export function inOrderPattern(keyword: string): string | null {
  const characters = [...keyword];
  let pattern = '';
  let gaps = 0;
  for (const [index, character] of characters.entries()) {
    const previous = characters[index - 1];
    if (previous !== undefined && (UNSPACED.test(previous) || UNSPACED.test(character)) && previous.trim() && character.trim()) {
      pattern += `.{0,${UNSPACED_GAP}}`;
      gaps += 1;
    }
    pattern += character.replace(REGEX_SPECIAL, '\\$&');
  }
  return gaps > 0 ? pattern : null;
}

/**
 * Goods a search reads from its indexes for each kind of match (the keyword or a synonym; a
 * correction), ranking and counting only those: reading every match of a common word would cost
 * in step with the catalogue. Five pages of 20.
 */
export const SEARCH_CANDIDATES = 100;

/**
 * Characters of the scripts written without spaces, exactly as the products_search_terms trigger
 * (migration 0036) collects them into `search_chars`: a keyword's such characters must all be there.
 */
export const SEARCH_CHARACTER = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]/u;

/** The category and those above it (three levels at most), by each category's parent. */
export function categoryAndAbove(parents: ReadonlyMap<number, number | null>, categoryId: number): number[] {
  const ids: number[] = [];
  for (let at: number | null | undefined = categoryId; at !== null && at !== undefined && ids.length < 3; at = parents.get(at)) ids.push(at);
  return ids;
}
