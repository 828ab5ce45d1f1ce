import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

/** A font of the Noto families the documents are set in, as fontkit reads it. */
export type DocumentFont = fontkit.Font;

export type FontWeight = 'regular' | 'bold';

const require = createRequire(import.meta.url);

/** A font file shipped in an npm package (`fonts/` beside the package's `dist/`): never a system path. */
function packagedFont(pkg: string, file: string): () => DocumentFont {
  let loaded: DocumentFont | undefined;
  return () => {
    if (!loaded) {
      const folder = path.join(path.dirname(require.resolve(pkg)), '..', 'fonts');
      loaded = fontkit.create(readFileSync(path.join(folder, file))) as DocumentFont;
    }
    return loaded;
  };
}

// The CJK families have no bold face loaded: each weight is 4-8 MB held in memory, so headings in them are set large instead.
const latin = { regular: packagedFont('@embedpdf/fonts-latin', 'NotoSans-Regular.ttf'), bold: packagedFont('@embedpdf/fonts-latin', 'NotoSans-Bold.ttf') };
const arabic = { regular: packagedFont('@embedpdf/fonts-arabic', 'NotoNaskhArabic-Regular.ttf'), bold: packagedFont('@embedpdf/fonts-arabic', 'NotoNaskhArabic-Bold.ttf') };
const simplifiedChinese = packagedFont('@embedpdf/fonts-sc', 'NotoSansHans-Regular.otf');
const japanese = packagedFont('@embedpdf/fonts-jp', 'NotoSansJP-Regular.otf');

type FontLoader = () => DocumentFont;

/**
 * The fonts a document in `lang` tries for each character, in order: its own script's first (so
 * Japanese kanji take the Japanese forms), then Latin, Arabic and the Chinese face for names and
 * places written in another script. A font is read from its package the first time it is needed.
 */
export function fontChain(lang: string, weight: FontWeight): FontLoader[] {
  const others = [latin[weight], arabic[weight], simplifiedChinese];
  if (lang === 'ja') return [japanese, ...others];
  if (lang === 'zh-CN') return [simplifiedChinese, latin[weight], arabic[weight]];
  if (lang === 'ar') return [arabic[weight], latin[weight], simplifiedChinese];
  return others;
}
