import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * The demo categories' icons: a Lucide icon (lucide-static, ISC) drawn in the category's colour on
 * a soft disc of it, as the storefront shows a category (a round 44 px tile; drawn at twice that).
 */
export const CATEGORY_ICON_SIZE = 96;

const require = createRequire(import.meta.url);

/** The SVG of a Lucide icon on a disc: `ink` draws its lines, `disc` fills the round tile. */
export async function drawCategoryIcon(icon: string, ink: string, disc: string): Promise<string> {
  const source = await readFile(require.resolve(`lucide-static/icons/${icon}.svg`), 'utf8');
  const inner = source.slice(source.indexOf('>', source.indexOf('<svg')) + 1, source.lastIndexOf('</svg>'));
  const size = CATEGORY_ICON_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="${disc}"/><svg x="24" y="24" width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="${ink}" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">${inner}</svg></svg>`;
}
