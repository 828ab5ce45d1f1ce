import { loadSharp } from '../platform/images.ts';
import type { GoodsArt } from './catalogue-words.ts';

/*
 * The demo goods' pictures, drawn as flat vector art (no download): each goods type seen from the
 * front, from another side (or in a pair, or in use), and close up, in any colour, on a soft
 * backdrop per edition. Drawn in a 750x485 canvas, the gallery's size (SPEC §5).
 */

const WIDTH = 750;
const HEIGHT = 485;
export const GOODS_PICTURE_SIZE = { width: WIDTH, height: HEIGHT } as const;

/** The gallery of every goods: the front on its edition's backdrop, then the other side and the close-up. */
export const GOODS_VIEWS = ['front', 'side', 'detail'] as const;
export type GoodsView = (typeof GOODS_VIEWS)[number];

/** A colour and the shades a flat drawing needs of it. */
interface Paint {
  /** The colour itself. */
  c: string;
  /** Darker: the shaded side, seams, pads. */
  d: string;
  /** Darker still. */
  dd: string;
  /** Lighter: highlights. */
  l: string;
  /** Much lighter. */
  ll: string;
}

function mix(hex: string, toward: string, amount: number): string {
  const channels = (value: string) => [1, 3, 5].map((at) => Number.parseInt(value.slice(at, at + 2), 16));
  const from = channels(hex);
  const to = channels(toward);
  return `#${from.map((channel, index) => Math.round(channel + ((to[index] ?? 0) - channel) * amount).toString(16).padStart(2, '0')).join('')}`;
}

function paintOf(colour: string): Paint {
  return { c: colour, d: mix(colour, '#000000', 0.22), dd: mix(colour, '#000000', 0.42), l: mix(colour, '#ffffff', 0.35), ll: mix(colour, '#ffffff', 0.7) };
}

/** Metal, glass, skin and other fixed materials of the drawings. */
const STEEL = '#c7ccd4';
const STEEL_DARK = '#8d949e';
const INK = '#23272f';
const GLASS = '#dbeafe';
const WOOD = '#b07a45';
const RUBBER = '#30343b';

const rect = (x: number, y: number, width: number, height: number, fill: string, extra = '') => `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${fill}" ${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
/** A line drawn with its own stroke (no outline of its own). */
const line = (d: string, stroke: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" ${extra.includes('stroke-opacity') ? '' : 'stroke-opacity="1"'} ${extra}/>`;
const group = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;
/** A highlight: soft white, drawn without an outline. */
const shine = (d: string, opacity = 0.35) => `<path d="${d}" fill="#ffffff" fill-opacity="${opacity}" stroke="none"/>`;

/** A drawing of a goods type: its front, its other side, and where the close-up looks. */
interface GoodsDrawing {
  front(p: Paint): string;
  side(p: Paint): string;
  detail: { view: 'front' | 'side'; x: number; y: number; zoom: number };
}

/** Two of a kind: one behind, smaller, one in front (shoes, dumbbells, vases). */
const pair = (draw: (p: Paint) => string, p: Paint, back: Paint = p) =>
  group('translate(95 -40) scale(0.82) translate(82 52)', draw(back)) + group('translate(-70 22) scale(0.9) translate(37 25)', draw(p));

const DRAWINGS: Record<GoodsArt, GoodsDrawing> = {
  headphones: {
    front: (p) =>
      line('M250 300 V225 A125 125 0 0 1 500 225 V300', p.d, 24) +
      line('M268 222 A107 107 0 0 1 482 222', p.l, 6, 'stroke-opacity="0.5"') +
      rect(240, 250, 22, 55, STEEL, 'rx="8"') +
      rect(488, 250, 22, 55, STEEL, 'rx="8"') +
      rect(212, 285, 84, 125, p.c, 'rx="38"') +
      rect(262, 298, 34, 98, p.dd, 'rx="16"') +
      rect(454, 285, 84, 125, p.c, 'rx="38"') +
      rect(454, 298, 34, 98, p.dd, 'rx="16"') +
      shine('M226 320 q4 -22 22 -26 v30 q-12 4 -22 20 z') +
      circle(516, 372, 6, p.ll),
    side: (p) =>
      line('M300 300 C280 150 430 80 520 170', p.d, 22) +
      ellipse(520, 250, 52, 70, p.dd) +
      ellipse(312, 318, 92, 106, p.dd) +
      ellipse(338, 312, 92, 106, p.c) +
      ellipse(338, 312, 58, 68, p.d) +
      circle(338, 312, 20, p.l) +
      shine('M270 270 q20 -50 70 -60 q-40 30 -50 80 z') +
      rect(300, 206, 18, 40, STEEL, 'rx="7"'),
    detail: { view: 'side', x: 338, y: 300, zoom: 2 },
  },
  speaker: {
    front: (p) =>
      rect(282, 100, 186, 295, p.c, 'rx="74"') +
      rect(300, 140, 150, 225, p.dd, 'rx="58"') +
      `<rect x="300" y="140" width="150" height="225" rx="58" fill="url(#grille)" stroke="none"/>` +
      circle(375, 252, 44, p.d) +
      circle(375, 252, 26, p.dd) +
      rect(335, 108, 80, 18, p.d, 'rx="9"') +
      circle(352, 117, 5, p.ll) +
      circle(375, 117, 5, p.ll) +
      circle(398, 117, 5, p.ll) +
      line('M462 150 q40 20 0 60', p.d, 10) +
      shine('M300 150 q10 -30 40 -36 v40 q-24 8 -30 40 z', 0.25),
    side: (p) =>
      rect(200, 205, 360, 160, p.c, 'rx="80"') +
      rect(250, 222, 270, 126, p.dd, 'rx="20"') +
      `<rect x="250" y="222" width="270" height="126" rx="20" fill="url(#grille)" stroke="none"/>` +
      ellipse(230, 285, 30, 78, p.d) +
      ellipse(230, 285, 16, 44, p.dd) +
      rect(330, 190, 110, 20, p.d, 'rx="10"') +
      shine('M215 240 q30 -35 80 -32 l-10 14 q-40 0 -60 30 z', 0.3),
    detail: { view: 'front', x: 375, y: 200, zoom: 2.2 },
  },
  phone: {
    front: (p) =>
      rect(300, 78, 150, 320, p.c, 'rx="28"') +
      rect(308, 86, 134, 304, INK, 'rx="22"') +
      `<rect x="314" y="92" width="122" height="292" rx="18" fill="url(#screen)" stroke="none"/>` +
      rect(355, 100, 40, 12, INK, 'rx="6"') +
      [0, 1, 2, 3].flatMap((row) => [0, 1, 2].map((column) => rect(330 + column * 34, 140 + row * 42, 22, 22, '#ffffff', 'rx="6" fill-opacity="0.75" stroke="none"'))).join('') +
      rect(328, 352, 94, 22, '#ffffff', 'rx="11" fill-opacity="0.35" stroke="none"') +
      rect(447, 150, 6, 40, p.d, 'rx="3"'),
    side: (p) =>
      group(
        'rotate(-8 300 240)',
        rect(215, 80, 150, 320, p.c, 'rx="28"') +
          rect(232, 98, 66, 84, p.d, 'rx="18"') +
          circle(252, 120, 13, INK, `stroke="${STEEL_DARK}" stroke-width="4"`) +
          circle(252, 160, 13, INK, `stroke="${STEEL_DARK}" stroke-width="4"`) +
          circle(281, 140, 11, INK, `stroke="${STEEL_DARK}" stroke-width="4"`) +
          circle(290, 290, 14, p.l) +
          shine('M228 300 q0 -120 40 -190 l10 4 q-36 80 -36 190 z', 0.22),
      ) +
      group('rotate(6 450 240) translate(80 10)', rect(330, 90, 130, 290, p.c, 'rx="26"') + rect(337, 97, 116, 276, INK, 'rx="20"') + `<rect x="342" y="102" width="106" height="266" rx="16" fill="url(#screen)" stroke="none"/>`),
    detail: { view: 'side', x: 262, y: 150, zoom: 2.3 },
  },
  tablet: {
    front: (p) =>
      rect(178, 112, 394, 268, p.c, 'rx="26"') +
      rect(188, 122, 374, 248, INK, 'rx="18"') +
      `<rect x="198" y="132" width="354" height="228" rx="10" fill="url(#screen)" stroke="none"/>` +
      rect(218, 152, 150, 90, '#ffffff', 'rx="10" fill-opacity="0.7" stroke="none"') +
      rect(384, 152, 148, 40, '#ffffff', 'rx="10" fill-opacity="0.55" stroke="none"') +
      rect(384, 202, 148, 40, '#ffffff', 'rx="10" fill-opacity="0.55" stroke="none"') +
      [0, 1, 2, 3, 4, 5].map((column) => rect(222 + column * 52, 270, 34, 34, '#ffffff', 'rx="9" fill-opacity="0.75" stroke="none"')).join('') +
      circle(375, 117, 3, STEEL_DARK),
    side: (p) =>
      rect(270, 70, 210, 320, p.c, 'rx="24"') +
      rect(290, 90, 40, 40, p.d, 'rx="12"') +
      circle(310, 110, 11, INK, `stroke="${STEEL_DARK}" stroke-width="3"`) +
      circle(375, 235, 18, p.l) +
      shine('M285 360 q0 -150 40 -270 l12 3 q-36 120 -36 267 z', 0.2) +
      group('rotate(-24 520 230)', rect(505, 90, 16, 280, '#f8fafc', 'rx="8"') + path('M505 370 L513 396 L521 370 Z', STEEL_DARK) + rect(505, 90, 16, 30, STEEL, 'rx="8"')),
    detail: { view: 'front', x: 300, y: 200, zoom: 2 },
  },
  powerbank: {
    front: (p) =>
      rect(290, 95, 170, 290, p.c, 'rx="28"') +
      rect(305, 110, 140, 260, p.l, 'rx="20" fill-opacity="0.35"') +
      path('M383 160 L345 250 H375 L360 320 L410 220 H380 L400 160 Z', '#fde047') +
      [0, 1, 2, 3].map((dot) => circle(342 + dot * 22, 350, 6, dot < 3 ? '#22c55e' : p.d)).join('') +
      rect(355, 86, 40, 12, INK, 'rx="5"') +
      shine('M300 140 q2 -30 30 -38 v24 q-20 6 -24 40 z', 0.3),
    side: (p) =>
      group('rotate(-14 375 240)', rect(190, 190, 330, 100, p.c, 'rx="26"') + rect(210, 205, 290, 70, p.d, 'rx="18"') + rect(230, 228, 46, 22, INK, 'rx="4"') + rect(300, 230, 34, 18, INK, 'rx="9"') + circle(470, 240, 8, '#22c55e')) +
      line('M300 268 C300 340 420 380 470 340 S560 300 590 330', '#f8fafc', 10) +
      line('M300 268 C300 340 420 380 470 340 S560 300 590 330', STEEL, 3) +
      rect(580, 318, 34, 24, '#f8fafc', 'rx="6"'),
    detail: { view: 'front', x: 375, y: 250, zoom: 1.9 },
  },
  watch: {
    front: (p) =>
      rect(322, 62, 106, 130, p.c, 'rx="22"') +
      rect(322, 292, 106, 130, p.c, 'rx="22"') +
      [0, 1, 2].map((hole) => circle(375, 330 + hole * 24, 5, p.dd)).join('') +
      rect(296, 145, 158, 190, STEEL_DARK, 'rx="46"') +
      rect(306, 155, 138, 170, INK, 'rx="38"') +
      circle(375, 240, 56, 'none', 'stroke="#ef4444" stroke-width="12" stroke-dasharray="260 400" stroke-linecap="round" transform="rotate(-90 375 240)" stroke-opacity="1"') +
      circle(375, 240, 40, 'none', 'stroke="#84cc16" stroke-width="12" stroke-dasharray="180 400" stroke-linecap="round" transform="rotate(-90 375 240)" stroke-opacity="1"') +
      circle(375, 240, 24, 'none', 'stroke="#22d3ee" stroke-width="12" stroke-dasharray="120 400" stroke-linecap="round" transform="rotate(-90 375 240)" stroke-opacity="1"') +
      rect(452, 200, 12, 40, STEEL, 'rx="5"') +
      rect(454, 255, 8, 30, STEEL, 'rx="4"'),
    side: (p) =>
      ellipse(375, 300, 165, 70, 'none', `stroke="${p.c}" stroke-width="42" stroke-opacity="1"`) +
      path('M218 318 Q375 400 532 318', 'none', `stroke="${p.d}" stroke-width="42" stroke-opacity="1"`) +
      rect(300, 175, 150, 175, STEEL_DARK, 'rx="44"') +
      rect(310, 185, 130, 155, INK, 'rx="36"') +
      rect(338, 215, 74, 12, '#f8fafc', 'rx="6" stroke="none"') +
      rect(338, 240, 50, 10, '#94a3b8', 'rx="5" stroke="none"') +
      path('M338 300 L360 282 L378 294 L400 268 L414 280', 'none', 'stroke="#22c55e" stroke-width="6" stroke-linecap="round" stroke-opacity="1"'),
    detail: { view: 'front', x: 375, y: 240, zoom: 2.2 },
  },
  tshirt: {
    front: (p) =>
      path('M300 100 L240 124 L182 196 L236 242 L270 214 L270 395 L480 395 L480 214 L514 242 L568 196 L510 124 L450 100 Q375 152 300 100 Z', p.c) +
      path('M300 100 Q375 158 450 100 L440 96 Q375 140 310 96 Z', p.d) +
      line('M270 214 L270 395', p.d, 2, 'stroke-opacity="0.5"') +
      line('M480 214 L480 395', p.d, 2, 'stroke-opacity="0.5"') +
      line('M196 212 L244 170', p.d, 2, 'stroke-opacity="0.4"') +
      line('M554 212 L506 170', p.d, 2, 'stroke-opacity="0.4"') +
      shine('M290 130 q-20 80 0 240 h14 q-16 -150 4 -230 z', 0.18),
    side: (p) =>
      rect(245, 200, 260, 170, p.d, 'rx="12"') +
      rect(245, 182, 260, 170, p.c, 'rx="12"') +
      path('M320 182 Q375 232 430 182 Z', p.d) +
      path('M330 182 Q375 218 420 182 Z', p.dd) +
      path('M245 210 L300 182 L300 240 Z', p.d, 'fill-opacity="0.6"') +
      path('M505 210 L450 182 L450 240 Z', p.d, 'fill-opacity="0.6"') +
      rect(360, 196, 30, 16, '#f8fafc', 'rx="3"') +
      shine('M260 330 h230 v10 h-230 z', 0.18),
    detail: { view: 'front', x: 375, y: 140, zoom: 2.2 },
  },
  hoodie: {
    front: (p) =>
      path('M292 122 L236 144 L186 330 L226 346 L270 214 L270 396 L480 396 L480 214 L524 346 L564 330 L514 144 L458 122 Z', p.c) +
      path('M292 124 Q296 62 375 58 Q454 62 458 124 Q422 172 375 174 Q328 172 292 124 Z', p.d) +
      path('M318 130 Q375 188 432 130 Q375 150 318 130 Z', p.dd) +
      line('M355 168 L350 240', p.ll, 5) +
      line('M395 168 L400 240', p.ll, 5) +
      path('M306 310 H444 L464 384 H286 Z', p.d, 'fill-opacity="0.7"') +
      rect(186, 322, 40, 24, p.d, 'rx="6" transform="rotate(16 206 334)"') +
      rect(524, 322, 40, 24, p.d, 'rx="6" transform="rotate(-16 544 334)"') +
      rect(270, 384, 210, 14, p.d, 'rx="4"'),
    side: (p) =>
      path('M292 122 L236 144 L186 330 L226 346 L270 214 L270 396 L480 396 L480 214 L524 346 L564 330 L514 144 L458 122 Z', p.c) +
      path('M292 122 Q375 170 458 122 Q452 210 375 222 Q298 210 292 122 Z', p.d) +
      line('M300 140 Q375 200 450 140', p.dd, 3, 'stroke-opacity="0.5"') +
      rect(270, 384, 210, 14, p.d, 'rx="4"') +
      rect(186, 322, 40, 24, p.d, 'rx="6" transform="rotate(16 206 334)"') +
      rect(524, 322, 40, 24, p.d, 'rx="6" transform="rotate(-16 544 334)"'),
    detail: { view: 'front', x: 375, y: 150, zoom: 2 },
  },
  sneaker: {
    front: (p) =>
      path('M176 322 L576 322 Q582 352 556 366 L204 366 Q176 360 176 322 Z', '#f8fafc') +
      rect(190, 358, 372, 14, RUBBER, 'rx="7"') +
      path('M186 324 L192 250 Q200 214 246 220 L296 232 Q326 196 356 166 L404 160 Q432 200 474 236 Q542 264 572 300 L576 324 Z', p.c) +
      path('M200 312 Q360 300 540 262 Q560 280 566 300 Q380 330 200 322 Z', p.ll) +
      path('M356 166 L404 160 Q420 186 436 204 L378 214 Z', p.d) +
      [0, 1, 2, 3].map((lace) => line(`M${356 + lace * 16} ${196 + lace * 10} l26 -12`, '#f8fafc', 5)).join('') +
      path('M186 324 L192 250 Q200 214 246 220 L240 300 Z', p.d, 'fill-opacity="0.6"'),
    side: (p) => pair(DRAWINGS.sneaker.front, p, paintOf(p.d)),
    detail: { view: 'front', x: 400, y: 215, zoom: 2.1 },
  },
  boot: {
    front: (p) =>
      path('M268 102 L392 102 L396 262 Q420 292 500 304 Q552 312 556 346 L556 368 L252 368 L252 330 Q258 200 268 102 Z', p.c) +
      rect(246, 362, 316, 22, INK, 'rx="6"') +
      rect(252, 370, 74, 26, INK, 'rx="4"') +
      line('M392 110 L396 262 Q420 292 496 304', p.dd, 3, 'stroke-dasharray="8 7"') +
      [0, 1, 2, 3, 4, 5].map((eyelet) => circle(384 - (eyelet % 2) * 4, 128 + eyelet * 24, 5, STEEL)).join('') +
      path('M268 102 L392 102 L392 118 L268 118 Z', p.d) +
      line('M300 96 q-10 -30 16 -30 q22 0 14 30', p.d, 7) +
      shine('M282 140 q-10 100 -8 200 h12 q-4 -100 6 -200 z', 0.2),
    side: (p) => pair(DRAWINGS.boot.front, p, paintOf(p.d)),
    detail: { view: 'front', x: 390, y: 180, zoom: 2.2 },
  },
  backpack: {
    front: (p) =>
      line('M340 110 Q375 62 410 110', p.d, 12) +
      rect(262, 104, 226, 290, p.c, 'rx="70"') +
      rect(248, 210, 24, 150, p.d, 'rx="10"') +
      rect(478, 210, 24, 150, p.d, 'rx="10"') +
      rect(294, 252, 162, 118, p.d, 'rx="30"') +
      line('M304 268 H446', p.ll, 4) +
      rect(426, 262, 12, 26, STEEL, 'rx="4"') +
      line('M290 150 Q375 120 460 150', p.ll, 4) +
      rect(350, 300, 50, 12, p.l, 'rx="6"') +
      shine('M282 180 q10 -50 50 -64 v18 q-30 14 -38 50 z', 0.25),
    side: (p) =>
      line('M340 110 Q375 62 410 110', p.d, 12) +
      rect(262, 104, 226, 290, p.c, 'rx="70"') +
      rect(300, 140, 150, 210, p.l, 'rx="40" fill-opacity="0.5"') +
      line('M320 120 C290 200 340 280 320 380', p.dd, 30) +
      line('M430 120 C460 200 410 280 430 380', p.dd, 30) +
      line('M326 250 H424', p.d, 10),
    detail: { view: 'front', x: 380, y: 270, zoom: 2 },
  },
  suitcase: {
    front: (p) =>
      rect(344, 48, 8, 88, STEEL_DARK) +
      rect(398, 48, 8, 88, STEEL_DARK) +
      rect(336, 40, 78, 16, INK, 'rx="8"') +
      rect(278, 126, 194, 262, p.c, 'rx="24"') +
      [0, 1, 2, 3].map((rib) => line(`M${310 + rib * 43} 146 V368`, p.d, 6)).join('') +
      rect(350, 118, 50, 14, INK, 'rx="7"') +
      circle(302, 400, 13, RUBBER) +
      circle(448, 400, 13, RUBBER) +
      shine('M290 150 q0 -14 14 -16 v240 q-14 -2 -14 -16 z', 0.3),
    side: (p) =>
      rect(369, 40, 10, 96, STEEL_DARK) +
      rect(356, 34, 36, 14, INK, 'rx="7"') +
      rect(318, 126, 114, 262, p.c, 'rx="20"') +
      line('M375 136 V378', STEEL_DARK, 3, 'stroke-dasharray="4 4"') +
      rect(430, 220, 14, 64, INK, 'rx="6"') +
      rect(318, 240, 114, 26, p.d) +
      circle(340, 400, 13, RUBBER) +
      circle(410, 400, 13, RUBBER),
    detail: { view: 'front', x: 375, y: 100, zoom: 2 },
  },
  coffee: {
    front: (p) =>
      rect(420, 96, 74, 290, p.c, 'rx="12"') +
      rect(262, 92, 232, 76, p.c, 'rx="18"') +
      rect(262, 338, 232, 50, p.c, 'rx="12"') +
      rect(280, 168, 150, 14, p.d) +
      path('M300 216 L396 216 L408 338 L288 338 Z', GLASS, 'fill-opacity="0.85"') +
      path('M294 270 L402 270 L408 338 L288 338 Z', '#5b3a29') +
      rect(296, 204, 104, 16, INK, 'rx="6"') +
      line('M404 236 q40 6 30 50 q-6 22 -28 24', INK, 10) +
      rect(436, 120, 44, 26, INK, 'rx="5"') +
      circle(458, 176, 9, '#ef4444') +
      shine('M306 226 l10 0 l-6 100 l-10 0 z', 0.5),
    side: (p) =>
      line('M350 180 q-14 -20 0 -40 q14 -20 0 -40', '#ffffff', 7, 'stroke-opacity="0.8"') +
      line('M390 180 q-14 -20 0 -40 q14 -20 0 -40', '#ffffff', 7, 'stroke-opacity="0.8"') +
      ellipse(375, 384, 150, 22, p.d) +
      path('M290 210 H460 L448 370 Q446 386 430 386 H320 Q304 386 302 370 Z', p.c) +
      ellipse(375, 210, 85, 16, '#5b3a29') +
      line('M456 240 q56 0 50 54 q-4 40 -58 40', p.c, 16) +
      shine('M306 232 h14 l-8 130 h-12 z', 0.3),
    detail: { view: 'front', x: 350, y: 280, zoom: 2 },
  },
  knife: {
    front: (p) =>
      group(
        'rotate(-14 375 250)',
        path('M160 256 L470 236 L470 288 Q320 306 196 282 Q160 274 160 256 Z', STEEL) +
          path('M176 270 Q320 292 470 280 L470 288 Q320 306 196 282 Z', '#eef1f5') +
          line('M190 254 L468 238', STEEL_DARK, 3) +
          rect(468, 232, 18, 60, STEEL_DARK, 'rx="4"') +
          path('M486 238 L606 242 Q628 262 606 286 L486 288 Z', p.c) +
          circle(520, 263, 6, STEEL) +
          circle(558, 264, 6, STEEL) +
          circle(594, 264, 6, STEEL),
      ),
    side: (p) =>
      rect(170, 250, 410, 130, WOOD, 'rx="22"') +
      rect(170, 250, 410, 14, '#c99363', 'rx="8"') +
      circle(540, 268, 12, mix(WOOD, '#000000', 0.3)) +
      circle(260, 290, 46, '#dc2626') +
      path('M246 250 l14 8 l14 -8 l-6 14 l10 10 l-18 -2 l-8 12 l-6 -14 l-14 -4 z', '#16a34a') +
      ellipse(320, 320, 30, 26, '#ef4444') +
      rect(300, 300, 4, 40, '#fecaca') +
      group('translate(40 20) scale(0.8) translate(94 20)', DRAWINGS.knife.front(p)),
    detail: { view: 'front', x: 520, y: 225, zoom: 2.2 },
  },
  pillow: {
    front: (p) =>
      path('M226 164 Q375 130 524 164 Q552 264 524 374 Q375 402 226 374 Q198 264 226 164 Z', p.c) +
      path('M246 182 Q375 152 504 182 Q528 264 504 356 Q375 380 246 356 Q222 264 246 182 Z', 'none', `stroke="${p.d}" stroke-width="3" stroke-dasharray="8 8" stroke-opacity="1"`) +
      ellipse(375, 262, 110, 70, '#ffffff', 'fill-opacity="0.22" stroke="none"') +
      [
        [226, 164],
        [524, 164],
        [226, 374],
        [524, 374],
      ]
        .map(([x, y]) => circle(x ?? 0, y ?? 0, 10, p.d))
        .join(''),
    side: (p) => group('translate(40 -70) scale(0.9) translate(0 40)', DRAWINGS.pillow.front(paintOf(p.d))) + group('translate(-30 40) scale(0.9) translate(20 10)', DRAWINGS.pillow.front(p)),
    detail: { view: 'front', x: 500, y: 180, zoom: 2.3 },
  },
  duvet: {
    front: (p) =>
      rect(180, 110, 390, 120, WOOD, 'rx="22"') +
      rect(196, 126, 358, 88, mix(WOOD, '#ffffff', 0.25), 'rx="14"') +
      rect(206, 188, 150, 60, '#f8fafc', 'rx="24"') +
      rect(394, 188, 150, 60, '#f8fafc', 'rx="24"') +
      path('M170 238 H580 L600 390 H150 Z', p.c) +
      path('M170 238 H580 L584 268 H166 Z', p.d) +
      line('M260 290 Q300 330 280 380', p.d, 3, 'stroke-opacity="0.5"') +
      line('M460 290 Q440 330 470 380', p.d, 3, 'stroke-opacity="0.5"') +
      rect(160, 388, 430, 14, mix(WOOD, '#000000', 0.25), 'rx="4"'),
    side: (p) =>
      [2, 1, 0]
        .map((fold) => {
          const y = 250 - fold * 62;
          const paint = fold === 1 ? paintOf(p.l) : p;
          return rect(240 + fold * 10, y, 270 - fold * 20, 74, paint.c, 'rx="14"') + `<rect x="${240 + fold * 10}" y="${y}" width="${270 - fold * 20}" height="74" rx="14" fill="url(#linen)" stroke="none"/>` + rect(240 + fold * 10, y + 56, 270 - fold * 20, 18, paint.d, 'rx="9"');
        })
        .join('') + rect(200, 324, 350, 64, p.d, 'rx="16"'),
    detail: { view: 'side', x: 375, y: 230, zoom: 2.2 },
  },
  lamp: {
    front: (p) =>
      ellipse(375, 250, 150, 110, '#fde68a', 'fill-opacity="0.35" stroke="none"') +
      rect(367, 220, 16, 140, '#b8902f') +
      ellipse(375, 368, 76, 20, p.d) +
      rect(299, 350, 152, 18, p.c, 'rx="9"') +
      path('M298 100 L452 100 L494 228 L256 228 Z', p.c) +
      path('M256 228 L494 228 L490 216 L260 216 Z', p.d) +
      shine('M310 110 h20 l-30 110 h-20 z', 0.25),
    side: (p) =>
      rect(230, 290, 290, 22, WOOD, 'rx="6"') +
      rect(250, 312, 250, 86, mix(WOOD, '#000000', 0.15)) +
      rect(270, 330, 210, 26, mix(WOOD, '#ffffff', 0.15), 'rx="4"') +
      circle(375, 343, 6, STEEL) +
      rect(420, 262, 80, 14, '#2563eb', 'rx="3"') +
      rect(426, 248, 70, 14, '#f59e0b', 'rx="3"') +
      group('translate(206 93) scale(0.55)', DRAWINGS.lamp.front(p)),
    detail: { view: 'front', x: 375, y: 180, zoom: 2 },
  },
  vase: {
    front: (p) =>
      line('M360 120 Q330 60 300 40', '#4d7c0f', 5) +
      line('M380 120 Q390 50 420 30', '#4d7c0f', 5) +
      line('M370 120 Q360 70 370 36', '#4d7c0f', 5) +
      ellipse(300, 40, 18, 12, '#f9a8d4') +
      ellipse(420, 30, 18, 12, '#fde047') +
      ellipse(370, 34, 16, 14, '#fb7185') +
      ellipse(330, 76, 16, 7, '#65a30d', 'transform="rotate(-30 330 76)"') +
      ellipse(404, 76, 16, 7, '#65a30d', 'transform="rotate(30 404 76)"') +
      path('M336 112 L414 112 L410 144 Q498 200 470 300 Q452 370 420 388 L330 388 Q298 370 280 300 Q252 200 340 144 Z', p.c) +
      ellipse(375, 114, 40, 9, p.dd) +
      path('M282 270 Q375 290 468 270 L466 292 Q375 312 284 292 Z', p.d) +
      shine('M310 200 q-20 60 -4 130 h12 q-12 -70 8 -130 z', 0.3),
    side: (p) => pair(DRAWINGS.vase.front, p, paintOf(p.l)),
    detail: { view: 'front', x: 375, y: 280, zoom: 2 },
  },
  yogamat: {
    front: (p) =>
      rect(220, 222, 290, 120, p.c) +
      ellipse(220, 282, 36, 60, p.d) +
      ellipse(510, 282, 36, 60, p.l) +
      path('M510 282 m-4 0 a8 10 0 1 1 8 0 a16 20 0 1 1 -16 0 a24 30 0 1 1 32 0 a32 40 0 1 1 -32 -2', 'none', `stroke="${p.d}" stroke-width="3" stroke-opacity="1"`) +
      rect(300, 216, 22, 132, INK, 'rx="4"') +
      rect(410, 216, 22, 132, INK, 'rx="4"') +
      shine('M222 236 h288 v14 h-288 z', 0.25),
    side: (p) =>
      path('M262 150 L488 150 L612 396 L138 396 Z', p.c) +
      line('M375 160 V390', p.ll, 3, 'stroke-opacity="0.6" stroke-dasharray="10 8"') +
      line('M230 300 H520', p.ll, 3, 'stroke-opacity="0.6" stroke-dasharray="10 8"') +
      rect(262, 118, 226, 44, p.c, 'rx="22"') +
      ellipse(262, 140, 16, 22, p.d) +
      ellipse(488, 140, 16, 22, p.l),
    detail: { view: 'front', x: 500, y: 282, zoom: 2.2 },
  },
  dumbbell: {
    front: (p) =>
      rect(300, 266, 150, 20, STEEL, 'rx="6"') +
      [310, 322, 334, 346, 358, 370, 382, 394, 406, 418, 430].map((x) => line(`M${x} 268 V284`, STEEL_DARK, 2)).join('') +
      rect(244, 204, 30, 144, p.c, 'rx="10"') +
      rect(274, 220, 26, 112, p.d, 'rx="8"') +
      rect(476, 204, 30, 144, p.c, 'rx="10"') +
      rect(450, 220, 26, 112, p.d, 'rx="8"') +
      rect(234, 262, 12, 28, STEEL_DARK, 'rx="3"') +
      rect(504, 262, 12, 28, STEEL_DARK, 'rx="3"'),
    side: (p) =>
      [
        [300, 280, 92],
        [430, 300, 78],
        [520, 330, 56],
      ]
        .map(([x, y, r]) => circle(x ?? 0, y ?? 0, r ?? 0, p.c) + circle(x ?? 0, y ?? 0, (r ?? 0) * 0.72, p.d) + circle(x ?? 0, y ?? 0, (r ?? 0) * 0.22, STEEL) + circle(x ?? 0, y ?? 0, (r ?? 0) * 0.1, INK))
        .join(''),
    detail: { view: 'front', x: 290, y: 276, zoom: 2 },
  },
  cream: {
    front: (p) =>
      rect(270, 250, 210, 120, '#f8fafc', 'rx="22"') +
      rect(262, 198, 226, 62, p.c, 'rx="14"') +
      rect(262, 244, 226, 14, p.d, 'rx="4"') +
      rect(300, 290, 150, 50, p.ll, 'rx="8"') +
      rect(318, 304, 114, 8, p.d, 'rx="4" stroke="none"') +
      rect(336, 320, 78, 6, p.l, 'rx="3" stroke="none"') +
      shine('M280 270 h12 v84 h-12 z', 0.6),
    side: (p) =>
      group('rotate(-16 520 240)', rect(440, 200, 200, 58, p.c, 'rx="14"') + rect(440, 244, 200, 14, p.d, 'rx="4"')) +
      rect(180, 250, 210, 120, '#f8fafc', 'rx="22"') +
      ellipse(285, 252, 100, 22, '#fdf2f8') +
      path('M240 250 Q270 226 300 246 Q320 226 332 246', 'none', 'stroke="#f3d9e5" stroke-width="8" stroke-linecap="round" stroke-opacity="1"') +
      rect(210, 290, 150, 50, p.ll, 'rx="8"'),
    detail: { view: 'side', x: 285, y: 262, zoom: 2.1 },
  },
  sunscreen: {
    front: (p) =>
      rect(316, 82, 118, 18, p.d, 'rx="4"') +
      path('M318 100 L432 100 L446 316 L304 316 Z', '#fbfbf9') +
      circle(375, 196, 36, p.c) +
      [0, 45, 90, 135, 180, 225, 270, 315].map((angle) => rect(372, 140, 6, 16, p.c, `rx="3" transform="rotate(${angle} 375 196)"`)).join('') +
      rect(334, 258, 82, 12, p.d, 'rx="6" stroke="none"') +
      rect(348, 280, 54, 8, p.l, 'rx="4" stroke="none"') +
      rect(300, 312, 150, 72, p.c, 'rx="12"') +
      shine('M326 110 h10 l10 200 h-10 z', 0.5),
    side: (p) =>
      circle(560, 120, 54, '#fde047', 'stroke="none"') +
      path('M150 372 Q375 330 600 372 L600 400 L150 400 Z', '#fcd9a0', 'stroke="none"') +
      group('rotate(-72 375 250) translate(0 -10)', DRAWINGS.sunscreen.front(p)) +
      group('translate(470 300)', ellipse(0, 0, 30, 22, INK) + ellipse(70, 0, 30, 22, INK) + line('M30 -4 Q35 -12 40 -4', INK, 5)),
    detail: { view: 'front', x: 375, y: 196, zoom: 2.3 },
  },
  tent: {
    front: (p) =>
      path('M170 386 Q375 60 580 386 Z', p.c) +
      path('M375 120 Q300 260 290 386 L460 386 Q450 260 375 120 Z', p.dd) +
      path('M375 130 Q320 260 312 386 L375 386 Z', p.d) +
      line('M170 386 Q375 60 580 386', p.dd, 5) +
      line('M220 386 Q375 110 530 386', p.d, 3, 'stroke-opacity="0.6"') +
      line('M180 370 L120 396', STEEL_DARK, 2) +
      line('M570 370 L630 396', STEEL_DARK, 2) +
      rect(150, 386, 450, 10, '#65a30d', 'rx="4"'),
    side: (p) =>
      path('M120 300 L170 200 L220 300 Z', '#166534') +
      path('M140 240 L170 160 L200 240 Z', '#15803d') +
      path('M560 300 L610 190 L660 300 Z', '#166534') +
      group('translate(170 110) scale(0.7)', DRAWINGS.tent.front(p)) +
      path('M530 386 L570 330 L610 386 Z', '#f97316') +
      path('M548 386 L570 350 L592 386 Z', '#fde047') +
      rect(520, 382, 100, 12, '#78350f', 'rx="5"'),
    detail: { view: 'front', x: 375, y: 250, zoom: 1.9 },
  },
  bottle: {
    front: (p) =>
      rect(318, 150, 114, 246, p.c, 'rx="34"') +
      rect(336, 118, 78, 42, p.d, 'rx="10"') +
      rect(332, 84, 86, 40, INK, 'rx="12"') +
      line('M418 96 q34 6 20 34', INK, 8) +
      rect(318, 250, 114, 40, p.l, 'fill-opacity="0.5"') +
      shine('M334 180 q-4 80 2 190 h12 q-6 -110 0 -190 z', 0.35),
    side: (p) =>
      group('rotate(-62 360 290)', DRAWINGS.bottle.front(p)) +
      rect(480, 300, 86, 40, INK, 'rx="12"') +
      line('M566 312 q30 4 20 28', INK, 8) +
      circle(240, 170, 8, '#bae6fd') +
      circle(270, 140, 5, '#bae6fd') +
      circle(216, 130, 6, '#bae6fd'),
    detail: { view: 'front', x: 375, y: 110, zoom: 2.3 },
  },
};

/** Backdrops: a soft gradient and a light disc. One per edition (DEMO_EDITIONS' order), and a plain one for a SKU's colour. */
const BACKDROPS = [
  { top: '#f5f3ef', bottom: '#e7e2d9', disc: 'cx="375" cy="230" r="190"' },
  { top: '#e3f6ea', bottom: '#c7ebd4', disc: 'cx="250" cy="200" r="210"' },
  { top: '#e3f1fb', bottom: '#c6e0f5', disc: 'cx="520" cy="170" r="200"' },
  { top: '#fbf1d8', bottom: '#f1dca7', disc: 'cx="375" cy="240" r="220"' },
  { top: '#fcebf2', bottom: '#f6cfe0', disc: 'cx="200" cy="300" r="190"' },
  { top: '#efebfb', bottom: '#dcd3f6', disc: 'cx="560" cy="300" r="180"' },
  { top: '#fdeede', bottom: '#f8d2ad', disc: 'cx="375" cy="120" r="230"' },
] as const;
const PLAIN_BACKDROP = { top: '#fafafa', bottom: '#eef0f3', disc: 'cx="375" cy="240" r="200"' };

const DEFS = `<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#60a5fa"/><stop offset="1" stop-color="#a78bfa"/></linearGradient>
<pattern id="grille" width="10" height="10" patternUnits="userSpaceOnUse"><circle cx="5" cy="5" r="2" fill="#000000" fill-opacity="0.3"/></pattern>
<pattern id="linen" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 3 H6 M3 0 V6" stroke="#ffffff" stroke-opacity="0.12" stroke-width="1"/></pattern>`;

export interface GoodsPicture {
  art: GoodsArt;
  view: GoodsView;
  colour: string;
  /** An edition's backdrop (its index in DEMO_EDITIONS), or null for the plain one of a SKU's colour. */
  backdrop: number | null;
}

/** The SVG of one picture. */
export function drawGoodsPicture(picture: GoodsPicture): string {
  const drawing = DRAWINGS[picture.art];
  const paint = paintOf(picture.colour);
  const backdrop = picture.backdrop === null ? PLAIN_BACKDROP : (BACKDROPS[picture.backdrop % BACKDROPS.length] ?? PLAIN_BACKDROP);
  let item: string;
  if (picture.view === 'detail') {
    const { view, x, y, zoom } = drawing.detail;
    item = group(`translate(375 242) scale(${zoom}) translate(${-x} ${-y})`, drawing[view](paint));
  } else {
    item = ellipse(375, 398, 200, 16, '#0f172a', 'fill-opacity="0.1"') + drawing[picture.view](paint);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${DEFS}<linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${backdrop.top}"/><stop offset="1" stop-color="${backdrop.bottom}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#backdrop)"/><circle ${backdrop.disc} fill="#ffffff" fill-opacity="0.45"/>
<g stroke="#1e293b" stroke-opacity="0.2" stroke-width="2" stroke-linejoin="round">${item}</g></svg>`;
}

/**
 * Encoded pictures by drawing, kept for the process: the large seed after the demo one, and the
 * tests that seed more than once, encode each drawing once.
 */
const encoded = new Map<string, Promise<Buffer>>();

/** A drawing as WebP: flat art needs no alpha and the quickest effort (encoding is most of the seed's time). */
export function encodeGoodsPicture(drawing: string): Promise<Buffer> {
  let picture = encoded.get(drawing);
  if (!picture) {
    picture = loadSharp().then((sharp) => sharp(Buffer.from(drawing)).removeAlpha().webp({ quality: 70, effort: 0 }).toBuffer());
    encoded.set(drawing, picture);
    picture.catch(() => encoded.delete(drawing));
  }
  return picture;
}

/**
 * A banner's art: goods of its theme on a bright gradient, kept to the upper part and the middle
 * so the title and call to action the storefront writes over its lower part stay readable in
 * either direction. No text is drawn (fonts differ per machine; the storefront writes it).
 */
export function drawBannerArt(banner: { arts: { art: GoodsArt; colour: string }[]; from: string; to: string }): string {
  const count = banner.arts.length;
  const scale = count > 2 ? 0.5 : 0.62;
  const spacing = count > 2 ? 230 : 290;
  const items = banner.arts
    .map(({ art, colour }, index) => {
      const x = WIDTH / 2 + (index - (count - 1) / 2) * spacing;
      const y = index % 2 === 0 ? 150 : 130;
      return group(`translate(${x} ${y}) scale(${scale}) translate(-375 -242)`, ellipse(375, 398, 200, 16, '#0f172a', 'fill-opacity="0.14"') + DRAWINGS[art].front(paintOf(colour)));
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${DEFS}<linearGradient id="banner" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${banner.from}"/><stop offset="1" stop-color="${banner.to}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#banner)"/><circle cx="120" cy="60" r="150" fill="#ffffff" fill-opacity="0.14"/><circle cx="650" cy="120" r="190" fill="#ffffff" fill-opacity="0.12"/><circle cx="375" cy="170" r="160" fill="#ffffff" fill-opacity="0.16"/>
<g stroke="#1e293b" stroke-opacity="0.2" stroke-width="2" stroke-linejoin="round">${items}</g></svg>`;
}
