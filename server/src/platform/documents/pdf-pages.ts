import PDFDocument from 'pdfkit';
import { RTL_LANGUAGES } from '@roamcart/contracts';
import { fontChain, type DocumentFont, type FontWeight } from './fonts.ts';
import { layoutParagraph, type Line } from './text-lines.ts';
import type { PdfDocument } from './document.ts';

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const LABEL_SHARE = 0.34;
const COLUMN_GAP = 12;
const INK = '#1f2328';
const MUTED = '#57606a';
const RULE = '#d0d7de';
const ACCENT = '#b5460f';

interface TextStyle {
  size: number;
  weight: FontWeight;
  color: string;
}

const STYLES = {
  brand: { size: 11, weight: 'bold', color: ACCENT },
  title: { size: 20, weight: 'bold', color: INK },
  subtitle: { size: 11, weight: 'regular', color: MUTED },
  heading: { size: 13, weight: 'bold', color: INK },
  label: { size: 9.5, weight: 'regular', color: MUTED },
  value: { size: 10.5, weight: 'regular', color: INK },
} satisfies Record<string, TextStyle>;

/**
 * Sets a document on A4 pages: the title, then each section's rows as a label column and a value
 * column, right to left for Arabic. Fonts come from npm packages and only the glyphs used are
 * embedded, so a voucher in Chinese stays tens of kilobytes.
 */
export function setOnPages(document: PdfDocument): Promise<Buffer> {
  const direction = RTL_LANGUAGES.includes(document.lang) ? 'rtl' : 'ltr';
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang: document.lang,
    info: { Title: document.title, Subject: document.subject, Author: 'Roamcart' },
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const fontNames = new Map<DocumentFont, string>();
  const useFont = (font: DocumentFont, size: number) => {
    let name = fontNames.get(font);
    if (!name) {
      name = `F${fontNames.size}`;
      pdf.registerFont(name, font as unknown as Buffer);
      fontNames.set(font, name);
    }
    pdf.font(name).fontSize(size);
  };
  const measureAt = (size: number) => (text: string, font: DocumentFont) => {
    useFont(font, size);
    return pdf.widthOfString(text, { features: [] });
  };
  const lineHeight = (style: TextStyle) => style.size * 1.55;
  const linesOf = (text: string, style: TextStyle, maxWidth: number): Line[] =>
    text.split('\n').flatMap((paragraph) =>
      layoutParagraph(paragraph, { lang: document.lang, direction, chain: fontChain(document.lang, style.weight), maxWidth, measure: measureAt(style.size) }),
    );

  /** Draws `lines` in a column from `left` of `width`, aligned to the start of the reading direction; answers the height used. */
  const drawLines = (lines: Line[], style: TextStyle, left: number, width: number, top: number) => {
    lines.forEach((line, index) => {
      let x = direction === 'rtl' ? left + width - line.width : left;
      for (const piece of line.pieces) {
        useFont(piece.font, style.size);
        pdf.fillColor(style.color).text(piece.text, x, top + index * lineHeight(style), { lineBreak: false, features: [] });
        x += piece.width;
      }
    });
    return lines.length * lineHeight(style);
  };

  const contentWidth = PAGE.width - 2 * PAGE.margin;
  let y = PAGE.margin;
  const ensureRoom = (height: number) => {
    if (y + height <= PAGE.height - PAGE.margin) return;
    pdf.addPage();
    y = PAGE.margin;
  };
  const block = (text: string, style: TextStyle, gapAfter: number) => {
    const lines = linesOf(text, style, contentWidth);
    ensureRoom(lines.length * lineHeight(style));
    y += drawLines(lines, style, PAGE.margin, contentWidth, y) + gapAfter;
  };

  block('Roamcart', STYLES.brand, 2);
  block(document.title, STYLES.title, 0);
  block(document.subtitle, STYLES.subtitle, 14);

  const labelWidth = contentWidth * LABEL_SHARE;
  const valueWidth = contentWidth - labelWidth - COLUMN_GAP;
  const [labelLeft, valueLeft] = direction === 'rtl' ? [PAGE.margin + valueWidth + COLUMN_GAP, PAGE.margin] : [PAGE.margin, PAGE.margin + labelWidth + COLUMN_GAP];
  for (const section of document.sections) {
    ensureRoom(lineHeight(STYLES.heading) + 8 + lineHeight(STYLES.value));
    y += 6;
    block(section.heading, STYLES.heading, 2);
    pdf.moveTo(PAGE.margin, y).lineTo(PAGE.width - PAGE.margin, y).lineWidth(0.6).strokeColor(RULE).stroke();
    y += 6;
    for (const row of section.rows.filter((shown) => shown.value !== '')) {
      const labelLines = linesOf(row.label, STYLES.label, labelWidth);
      const valueLines = linesOf(row.value, STYLES.value, valueWidth);
      const height = Math.max(labelLines.length * lineHeight(STYLES.label), valueLines.length * lineHeight(STYLES.value));
      ensureRoom(height);
      drawLines(labelLines, STYLES.label, labelLeft, labelWidth, y + 1);
      drawLines(valueLines, STYLES.value, valueLeft, valueWidth, y);
      y += height + 4;
    }
  }
  pdf.end();
  return done;
}
