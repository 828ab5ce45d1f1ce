import bidiFactory from 'bidi-js';
import type { DocumentFont } from './fonts.ts';

const bidi = bidiFactory();

/** A stretch of one line set in one font at one bidi level, in the order it is drawn (left to right). */
export interface Piece {
  /** The text as the font is given it: fontkit shapes it, and reverses it when it is in a right-to-left script. */
  text: string;
  font: DocumentFont;
  width: number;
}

export interface Line {
  pieces: Piece[];
  width: number;
}

/** Measures `text` set in `font` at the size being laid out. */
export type Measure = (text: string, font: DocumentFont) => number;

const RTL_SCRIPT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const SPACE = /^\s+$/u;

/** The first font of `chain` with a glyph for `codePoint`, reading the next font only when the ones before lack it (else the first: its missing-glyph box). */
function firstWithGlyph(chain: (() => DocumentFont)[], codePoint: number): DocumentFont {
  for (const load of chain) {
    const font = load();
    if (font.hasGlyphForCodePoint(codePoint)) return font;
  }
  return chain[0]!();
}

/** For each UTF-16 index of `text`, the first font of `chain` with its glyph; spaces and marks stay in the font before them, so a run is not cut. */
function fontsOf(text: string, chain: (() => DocumentFont)[]): DocumentFont[] {
  const fonts: DocumentFont[] = [];
  let previous: DocumentFont | undefined;
  for (let index = 0; index < text.length; ) {
    const codePoint = text.codePointAt(index)!;
    const size = codePoint > 0xffff ? 2 : 1;
    const keepPrevious = previous && /[\s\p{M}\p{P}]/u.test(String.fromCodePoint(codePoint)) && previous.hasGlyphForCodePoint(codePoint);
    const font = keepPrevious ? previous! : firstWithGlyph(chain, codePoint);
    for (let unit = 0; unit < size; unit += 1) fonts.push(font);
    previous = font;
    index += size;
  }
  return fonts;
}

/**
 * The Unicode bidi algorithm's rule L2 on pieces: from the highest level down to the lowest odd
 * one, every run of pieces at that level or higher is reversed.
 */
function visualOrder<T extends { level: number }>(pieces: T[]): T[] {
  let ordered = [...pieces];
  const highest = Math.max(0, ...ordered.map((piece) => piece.level));
  const lowestOdd = Math.min(...ordered.map((piece) => (piece.level % 2 === 1 ? piece.level : Infinity)));
  for (let level = highest; level >= lowestOdd && Number.isFinite(lowestOdd); level -= 1) {
    const next: T[] = [];
    let run: T[] = [];
    for (const piece of ordered) {
      if (piece.level >= level) run.push(piece);
      else {
        next.push(...run.reverse(), piece);
        run = [];
      }
    }
    next.push(...run.reverse());
    ordered = next;
  }
  return ordered;
}

/**
 * A paragraph broken into lines of at most `maxWidth` (at the word breaks of `lang`, so Chinese
 * and Japanese break between words too), each line's pieces in drawing order: mirrored brackets
 * and the visual order of the bidi algorithm for `direction`, each piece in the first font of
 * `chain` that has its characters.
 */
export function layoutParagraph(text: string, options: { lang: string; direction: 'ltr' | 'rtl'; chain: (() => DocumentFont)[]; maxWidth: number; measure: Measure }): Line[] {
  if (text === '') return [];
  const embedding = bidi.getEmbeddingLevels(text, options.direction);
  const { levels } = embedding;
  const units = text.split('');
  for (const [index, char] of bidi.getMirroredCharactersMap(text, levels)) units[index] = char;
  const display = units.join('');
  const fonts = fontsOf(text, options.chain);

  /** Pieces of [start, end): one per change of level or font, each with its width. */
  const piecesOf = (start: number, end: number) => {
    const pieces: { start: number; end: number; level: number; font: DocumentFont }[] = [];
    for (let index = start; index < end; index += 1) {
      const last = pieces.at(-1);
      if (last && last.level === levels[index] && last.font === fonts[index]) last.end = index + 1;
      else pieces.push({ start: index, end: index + 1, level: levels[index]!, font: fonts[index]! });
    }
    return pieces;
  };
  const widthOf = (start: number, end: number) => piecesOf(start, end).reduce((sum, piece) => sum + options.measure(display.slice(piece.start, piece.end), piece.font), 0);

  // Break opportunities: the word boundaries, and inside a word wider than a line, every character.
  const breaks: [number, number][] = [];
  for (const { index, segment } of new Intl.Segmenter(options.lang, { granularity: 'word' }).segment(text)) {
    const end = index + segment.length;
    if (widthOf(index, end) <= options.maxWidth) breaks.push([index, end]);
    else for (let at = index; at < end; at += 1) breaks.push([at, at + 1]);
  }

  const lines: [number, number][] = [];
  let lineStart = 0;
  let lineEnd = 0;
  for (const [start, end] of breaks) {
    if (lineEnd > lineStart && !SPACE.test(text.slice(start, end)) && widthOf(lineStart, end) > options.maxWidth) {
      lines.push([lineStart, lineEnd]);
      lineStart = start;
    }
    lineEnd = end;
  }
  lines.push([lineStart, lineEnd]);

  return lines.map(([start, end]) => {
    let trimmedEnd = end;
    while (trimmedEnd > start && SPACE.test(text[trimmedEnd - 1]!)) trimmedEnd -= 1;
    let trimmedStart = start;
    while (trimmedStart < trimmedEnd && SPACE.test(text[trimmedStart]!)) trimmedStart += 1;
    const pieces = visualOrder(piecesOf(trimmedStart, trimmedEnd)).map((piece) => {
      const slice = display.slice(piece.start, piece.end);
      // A right-to-left piece in a right-to-left script is reversed by fontkit as it shapes it; digits and marks at a right-to-left level are reversed here.
      const drawn = piece.level % 2 === 1 && !RTL_SCRIPT.test(slice) ? [...slice].reverse().join('') : slice;
      return { text: drawn, font: piece.font, width: options.measure(drawn, piece.font) };
    });
    return { pieces, width: pieces.reduce((sum, piece) => sum + piece.width, 0) };
  });
}
