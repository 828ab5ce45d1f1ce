import { loadSharp } from '../platform/images.ts';

/*
 * The demo hotels' pictures, drawn as vector art (no download): a facade, a lobby, a room per
 * room type (its beds), a bathroom, a pool and a view. Each hotel's look follows its serial
 * number (architecture, storeys, colours, time of day, where things stand), so no two hotels
 * share a picture and every seed draws the same ones.
 */

/** The canvas drawn on: the gallery's 750x485 (SPEC §5). */
const WIDTH = 750;
const HEIGHT = 485;
/** What is stored: the canvas at 0.8, sharp enough on a phone and quicker to encode in every test's seed. */
export const PICTURE_SIZE = { width: 600, height: 388 };

/** The beds a room picture shows, one layout per demo room type (HOTEL_ROOM_TYPES' order). */
const ROOM_BEDS = ['queen', 'twin', 'king', 'family'] as const;
export type RoomBeds = (typeof ROOM_BEDS)[number];

const ARCHITECTURES = ['tower', 'classic', 'brick', 'resort', 'deco'] as const;
type Architecture = (typeof ARCHITECTURES)[number];

/** Sky gradients, top to horizon: day, late afternoon, dusk, night. */
const SKIES = [
  ['#38bdf8', '#e0f2fe'],
  ['#60a5fa', '#fde68a'],
  ['#6d28d9', '#fb923c'],
  ['#0f172a', '#1e3a8a'],
] as const;
const NIGHT = 3;
const BODIES: Record<Architecture, string[]> = {
  tower: ['#1e3a5f', '#0f766e', '#334155', '#3f3f46'],
  classic: ['#f5e6c8', '#e7d3b0', '#efe4d2', '#e2d5c3'],
  brick: ['#9a3412', '#7c2d12', '#a16207', '#b45309'],
  resort: ['#fafaf9', '#fef3c7', '#ecfccb', '#ffe4e6'],
  deco: ['#d6d3d1', '#fde7c7', '#cbd5e1', '#e9d5ff'],
};
const ACCENTS = ['#b91c1c', '#1d4ed8', '#047857', '#7e22ce', '#c2410c', '#0e7490', '#be185d', '#a16207', '#4338ca', '#15803d', '#9f1239'];
const WALLS = ['#efe6da', '#e6ede8', '#e8e4f0', '#f3e8d8', '#dde7ef', '#f1e4e4', '#e9e5d5', '#dfe6e0', '#f4efe6'];
const WOODS = ['#8b5a2b', '#6b4423', '#a0703f', '#5b3a29', '#c08a55'];
const TILES = ['#f8fafc', '#d1e7dd', '#e7dcc8', '#1e3a5f', '#c2725a', '#dbeafe', '#e5e7eb'];
const WATERS = ['#22d3ee', '#06b6d4', '#38bdf8', '#2dd4bf'];

/** A hotel's look: what it is drawn from, the same for all of its pictures. */
export interface HotelLook {
  serial: number;
  stars: number;
}

/** A repeatable stream of numbers in [0, 1) (mulberry32): the same seed draws the same picture. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Numbers drawn for one picture of one hotel: `kind` keeps a hotel's pictures from mirroring each other. */
function drawer(look: HotelLook, kind: number) {
  const next = randomFrom(look.serial * 7919 + kind * 104_729 + 17);
  return {
    /** A whole number from min to max. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (odds: number) => next() < odds,
  };
}

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;
const svg = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_SIZE.width}" height="${PICTURE_SIZE.height}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${defs}</defs>${body}</svg>`;
const rect = (x: number, y: number, width: number, height: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${fill}" ${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
const vertical = (id: string, top: string, bottom: string) => `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

function skyGradient(sky: number): string {
  const [top, bottom] = SKIES[sky]!;
  return vertical('sky', top, bottom);
}

/** The hotel's time of day: the same sky over its facade, pool and view. */
const skyOf = (look: HotelLook) => (look.serial * 3 + Math.floor(look.serial / 4)) % SKIES.length;

/** The sun by the time of day (pale at noon, golden in the afternoon, orange at dusk); the moon at night. */
const SUNS = ['#fef9c3', '#fef08a', '#fed7aa', '#f8fafc'];

/** A sky with the sun (or the moon and stars at night) and far buildings or hills along the horizon. */
function skyBackdrop(sky: number, horizon: number, draw: ReturnType<typeof drawer>, skyline: boolean): string {
  let body = rect(0, 0, WIDTH, horizon, 'url(#sky)') + circle(draw.int(80, 670), draw.int(50, 110), sky === NIGHT ? 26 : draw.int(28, 40), SUNS[sky]!, 'fill-opacity="0.9"');
  if (sky === NIGHT) for (let star = 0; star < 14; star++) body += circle(draw.int(0, WIDTH), draw.int(8, horizon - 120), 1.6, '#f8fafc');
  if (skyline) {
    for (let x = -10; x < WIDTH; x += draw.int(36, 70)) body += rect(x, horizon - draw.int(50, 170), draw.int(30, 60), 200, sky === NIGHT ? '#1e293b' : '#64748b', 'fill-opacity="0.35"');
  } else {
    body += path(`M0 ${horizon} Q ${draw.int(150, 300)} ${horizon - draw.int(60, 110)} ${draw.int(380, 460)} ${horizon - 20} T ${WIDTH} ${horizon - draw.int(30, 80)} V ${horizon} Z`, '#4d7c0f', 'fill-opacity="0.35"');
  }
  return body;
}

function palmTree(x: number, ground: number, height: number, lean: number): string {
  const top = ground - height;
  let tree = path(`M${x - 6} ${ground} Q ${x + lean / 2} ${ground - height / 2} ${x + lean} ${top} L ${x + lean + 8} ${top} Q ${x + lean / 2 + 10} ${ground - height / 2} ${x + 6} ${ground} Z`, '#78350f');
  for (const [dx, dy] of [
    [-70, 10],
    [-50, 40],
    [55, 30],
    [75, 5],
    [10, -35],
  ] as const) {
    tree += path(`M${x + lean + 4} ${top} Q ${x + lean + dx / 2} ${top + dy - 30} ${x + lean + dx} ${top + dy} Q ${x + lean + dx / 2} ${top + dy - 12} ${x + lean + 4} ${top + 6} Z`, '#15803d');
  }
  return tree;
}

function roundTree(x: number, ground: number, size: number): string {
  return rect(x - 5, ground - size, 10, size, '#78350f') + circle(x, ground - size - size * 0.25, size * 0.55, '#16a34a') + circle(x - size * 0.3, ground - size, size * 0.4, '#15803d');
}

/** A building's windows on a grid, some lit (more at night), each `shape` drawn at its cell. */
function windowGrid(
  area: { x: number; y: number; width: number; height: number },
  grid: { columns: number; rows: number },
  draw: ReturnType<typeof drawer>,
  shape: (x: number, y: number, width: number, height: number, lit: boolean) => string,
  litOdds: number,
): string {
  const cellWidth = area.width / grid.columns;
  const cellHeight = area.height / grid.rows;
  let windows = '';
  for (let row = 0; row < grid.rows; row++) {
    for (let column = 0; column < grid.columns; column++) {
      windows += shape(area.x + column * cellWidth + cellWidth * 0.2, area.y + row * cellHeight + cellHeight * 0.2, cellWidth * 0.6, cellHeight * 0.6, draw.chance(litOdds));
    }
  }
  return windows;
}

/** The building of one architecture standing on `ground`, its entrance under an awning in the hotel's colour. */
function building(architecture: Architecture, look: HotelLook, draw: ReturnType<typeof drawer>, ground: number, night: boolean): string {
  const body = draw.pick(BODIES[architecture]);
  const accent = pick(ACCENTS, look.serial);
  const litOdds = night ? 0.7 : 0.15;
  const lit = (on: boolean) => (on ? '#fde68a' : night ? '#1e293b' : '#93c5fd');
  let art = '';
  let width: number;
  let storeys: number;
  let storeyHeight: number;
  switch (architecture) {
    case 'tower':
      width = draw.int(240, 320);
      storeys = draw.int(9, 14);
      storeyHeight = Math.min(30, 360 / storeys);
      break;
    case 'classic':
      width = draw.int(420, 520);
      storeys = draw.int(5, 7);
      storeyHeight = 42;
      break;
    case 'brick':
      width = draw.int(360, 440);
      storeys = draw.int(4, 7);
      storeyHeight = 44;
      break;
    case 'resort':
      width = draw.int(540, 640);
      storeys = draw.int(3, 5);
      storeyHeight = 46;
      break;
    case 'deco':
      width = draw.int(280, 340);
      storeys = draw.int(8, 11);
      storeyHeight = 30;
      break;
  }
  const height = storeys * storeyHeight + 40;
  const x = Math.round((WIDTH - width) / 2 + draw.int(-60, 60));
  const top = ground - height;
  const area = { x: x + 12, y: top + 20, width: width - 24, height: height - 70 };
  const grid = { columns: Math.round(width / draw.int(44, 60)), rows: storeys - 1 };

  if (architecture === 'tower') {
    art += rect(x, top, width, height, body);
    for (let row = 0; row < storeys; row++) art += rect(x, top + 10 + row * storeyHeight, width, storeyHeight * 0.55, night ? '#0f172a' : '#bae6fd', `fill-opacity="${night ? 0.9 : 0.55}"`);
    art += windowGrid(area, grid, draw, (wx, wy, ww, wh, on) => (on ? rect(wx, wy, ww, wh * 0.7, '#fde68a', 'fill-opacity="0.9"') : ''), litOdds);
    for (let column = x; column <= x + width; column += width / grid.columns) art += rect(column - 1, top, 2, height - 50, '#e2e8f0', 'fill-opacity="0.5"');
    art += rect(x + width * 0.3, top - 24, width * 0.4, 24, body) + rect(x + width / 2 - 2, top - 70, 4, 46, '#94a3b8');
  } else if (architecture === 'classic') {
    art += rect(x, top, width, height, body);
    art += path(`M${x - 6} ${top} L ${x + 28} ${top - 56} H ${x + width - 28} L ${x + width + 6} ${top} Z`, '#475569');
    for (let dormer = x + 50; dormer < x + width - 60; dormer += 78) art += path(`M${dormer} ${top - 8} v -26 l 14 -12 l 14 12 v 26 Z`, '#e2e8f0') + rect(dormer + 7, top - 30, 14, 18, lit(draw.chance(litOdds)));
    art += windowGrid(area, grid, draw, (wx, wy, ww, wh, on) => rect(wx - 3, wy - 3, ww + 6, wh + 6, '#fafaf9') + rect(wx, wy, ww, wh, lit(on)), litOdds);
    for (const row of [1, grid.rows - 1]) art += rect(x + 6, area.y + row * (area.height / grid.rows) - 4, width - 12, 5, '#1f2937');
    for (let row = 0; row <= storeys; row += 1) art += rect(x - 4, top + row * storeyHeight, width + 8, 3, '#d6c7a8');
  } else if (architecture === 'brick') {
    art += rect(x, top, width, height, body);
    art += windowGrid(area, grid, draw, (wx, wy, ww, wh, on) => path(`M${wx} ${wy + wh} V ${wy + ww / 2} A ${ww / 2} ${ww / 2} 0 0 1 ${wx + ww} ${wy + ww / 2} V ${wy + wh} Z`, lit(on), 'stroke="#f5f5f4" stroke-width="3"'), litOdds);
    art += rect(x - 8, top - 10, width + 16, 14, '#f5f5f4');
    const tank = x + width - draw.int(60, 110);
    art += rect(tank, top - 62, 40, 44, '#78350f') + path(`M${tank - 4} ${top - 62} L ${tank + 20} ${top - 84} L ${tank + 44} ${top - 62} Z`, '#57534e') + rect(tank + 4, top - 18, 4, 10, '#44403c') + rect(tank + 32, top - 18, 4, 10, '#44403c');
  } else if (architecture === 'resort') {
    art += rect(x, top, width, height, body);
    for (let row = 0; row < storeys - 1; row++) {
      const y = top + 20 + row * storeyHeight;
      art += rect(x + 10, y, width - 20, storeyHeight - 12, night ? '#1e293b' : '#7dd3fc', 'fill-opacity="0.6"');
      for (let door = x + 14; door < x + width - 40; door += 46) art += rect(door, y + 4, 38, storeyHeight - 18, lit(draw.chance(litOdds)), 'fill-opacity="0.8"');
      art += rect(x + 4, y + storeyHeight - 16, width - 8, 10, '#e0f2fe', 'fill-opacity="0.75" stroke="#94a3b8"');
    }
    art += rect(x + 20, top - 30, width - 40, 6, '#a16207');
    for (let post = x + 24; post < x + width - 20; post += 60) art += rect(post, top - 30, 5, 30, '#a16207');
  } else {
    const step = width * 0.15;
    art += rect(x, top, width, height, body) + rect(x + step, top - 40, width - step * 2, 40, body) + rect(x + step * 2, top - 74, width - step * 4, 34, body);
    art += rect(x + width / 2 - 3, top - 130, 6, 56, '#ca8a04');
    for (let pier = x + 8; pier < x + width; pier += width / 6) art += rect(pier, top - 6, 8, height - 44, '#ffffff', 'fill-opacity="0.35"');
    art += windowGrid(area, grid, draw, (wx, wy, ww, wh, on) => rect(wx, wy, ww, wh, lit(on)), litOdds);
    art += rect(x, top + 6, width, 4, '#ca8a04') + rect(x + step, top - 36, width - step * 2, 4, '#ca8a04');
  }

  // The entrance: a glass door under an awning in the hotel's colour, its class in stars on the sign.
  const doorX = x + width / 2 - 34;
  art += rect(x, ground - 50, width, 50, architecture === 'tower' ? '#1f2937' : body) + rect(doorX, ground - 44, 68, 44, night ? '#fde68a' : '#bfdbfe', 'stroke="#374151" stroke-width="3"');
  art += path(`M${doorX - 22} ${ground - 46} L ${doorX - 10} ${ground - 66} H ${doorX + 78} L ${doorX + 90} ${ground - 46} Z`, accent);
  const signWidth = 24 + look.stars * 16;
  art += rect(x + width / 2 - signWidth / 2, ground - 92, signWidth, 22, accent, 'rx="4"');
  for (let star = 0; star < look.stars; star++) art += circle(x + width / 2 - signWidth / 2 + 20 + star * 16, ground - 81, 5, '#fde047');
  const greenery = architecture === 'resort' || look.serial % 5 === 2 ? palmTree : (tx: number, g: number, size: number) => roundTree(tx, g, size * 0.45);
  art += greenery(x - draw.int(20, 50), ground, draw.int(120, 170), -18) + greenery(x + width + draw.int(20, 50), ground, draw.int(110, 160), 18);
  return art;
}

function facade(look: HotelLook): string {
  const draw = drawer(look, 1);
  const architecture = pick(ARCHITECTURES, look.serial + Math.floor(look.serial / ARCHITECTURES.length));
  const sky = skyOf(look);
  const ground = 440;
  const body =
    skyBackdrop(sky, ground, draw, true) +
    building(architecture, look, draw, ground, sky === NIGHT) +
    rect(0, ground, WIDTH, 8, '#d6d3d1') +
    rect(0, ground + 8, WIDTH, HEIGHT - ground, '#44403c') +
    path(`M0 ${ground + 25} H ${WIDTH}`, 'none', 'stroke="#fafaf9" stroke-width="3" stroke-dasharray="30 20" stroke-opacity="0.7"');
  return svg(skyGradient(sky), body);
}

/** A potted plant standing on `ground`. */
function plant(x: number, ground: number, size: number): string {
  let leaves = '';
  for (const angle of [-50, -25, 0, 25, 50]) leaves += `<ellipse cx="${x}" cy="${ground - size * 0.9}" rx="${size * 0.14}" ry="${size * 0.5}" fill="#15803d" transform="rotate(${angle} ${x} ${ground - size * 0.45})"/>`;
  return leaves + path(`M${x - size * 0.22} ${ground - size * 0.45} H ${x + size * 0.22} L ${x + size * 0.16} ${ground} H ${x - size * 0.16} Z`, '#b45309');
}

/** A lobby's floor: wood planks, chequered tiles or veined marble, by the hotel. */
function floorPattern(kind: number, colour: string): { defs: string; fill: string } {
  const patterns = [
    `<pattern id="floor" width="120" height="28" patternUnits="userSpaceOnUse"><rect width="120" height="28" fill="${colour}"/><rect y="26" width="120" height="2" fill="#000" fill-opacity="0.18"/><rect x="70" width="2" height="28" fill="#000" fill-opacity="0.12"/></pattern>`,
    `<pattern id="floor" width="60" height="60" patternUnits="userSpaceOnUse"><rect width="60" height="60" fill="#f5f5f4"/><rect width="30" height="30" fill="${colour}"/><rect x="30" y="30" width="30" height="30" fill="${colour}"/></pattern>`,
    `<pattern id="floor" width="90" height="90" patternUnits="userSpaceOnUse"><rect width="90" height="90" fill="#f1f5f9"/><path d="M0 70 Q 40 50 90 20" stroke="${colour}" stroke-width="2" fill="none" stroke-opacity="0.6"/><rect width="90" height="90" fill="none" stroke="#cbd5e1"/></pattern>`,
  ];
  return { defs: pick(patterns, kind), fill: 'url(#floor)' };
}

function lobby(look: HotelLook): string {
  const draw = drawer(look, 2);
  const wall = pick(WALLS, look.serial + 3);
  const accent = pick(ACCENTS, look.serial);
  const wood = draw.pick(WOODS);
  const floorTop = 330;
  const floor = floorPattern(look.serial, draw.pick(['#a16207', '#57534e', '#1e3a5f', '#7c2d12']));
  let body = rect(0, 0, WIDTH, floorTop, wall) + rect(0, floorTop - 60, WIDTH, 60, '#000', 'fill-opacity="0.05"') + rect(0, floorTop, WIDTH, HEIGHT - floorTop, floor.fill);
  // Columns, and the wall behind the desk: panels with the hotel's emblem, or a tall window.
  for (const columnX of [draw.int(20, 60), draw.int(650, 690)]) body += rect(columnX, 0, 38, floorTop + 10, '#fafaf9', 'fill-opacity="0.85"') + rect(columnX - 6, floorTop - 6, 50, 16, '#e7e5e4');
  const deskX = draw.int(180, 330);
  if (look.serial % 2 === 0) {
    body += rect(deskX - 10, 60, 300, 180, wood) + circle(deskX + 140, 140, 42, accent) + circle(deskX + 140, 140, 28, '#fef3c7', 'fill-opacity="0.5"');
  } else {
    body += rect(deskX, 50, 260, 200, '#bae6fd', 'stroke="#f8fafc" stroke-width="10"') + rect(deskX + 125, 50, 10, 200, '#f8fafc');
    for (let x = deskX + 10; x < deskX + 250; x += draw.int(30, 50)) body += rect(x, draw.int(150, 200), 26, 100, '#64748b', 'fill-opacity="0.45"');
  }
  // The reception desk with a bell and a screen.
  body += rect(deskX - 30, 250, 340, 110, wood, 'rx="10"') + rect(deskX - 40, 240, 360, 16, '#f5f5f4', 'rx="4"') + rect(deskX - 30, 300, 340, 8, accent);
  body += rect(deskX + 30, 212, 50, 30, '#1f2937', 'rx="3"') + path(`M${deskX + 220} 240 a 14 14 0 0 1 28 0 Z`, '#eab308') + rect(deskX + 232, 222, 4, 6, '#eab308');
  // Pendant lights or a chandelier.
  if (draw.chance(0.5)) {
    for (let lamp = 0; lamp < 4; lamp++) {
      const lampX = 120 + lamp * 170 + draw.int(-20, 20);
      const drop = draw.int(70, 120);
      body += rect(lampX - 1, 0, 2, drop, '#1f2937') + path(`M${lampX - 18} ${drop + 20} L ${lampX - 8} ${drop} H ${lampX + 8} L ${lampX + 18} ${drop + 20} Z`, accent) + circle(lampX, drop + 26, 22, '#fde68a', 'fill-opacity="0.35"');
    }
  } else {
    const centreX = deskX + 140;
    body += rect(centreX - 1, 0, 2, 50, '#a16207') + `<ellipse cx="${centreX}" cy="62" rx="70" ry="14" fill="#ca8a04"/>`;
    for (let bulb = -3; bulb <= 3; bulb++) body += circle(centreX + bulb * 20, 78 - Math.abs(bulb) * 3, 6, '#fef08a') + circle(centreX + bulb * 20, 78, 14, '#fef08a', 'fill-opacity="0.2"');
  }
  // A sitting corner: rug, sofa, low table and a plant, on the side the desk leaves free.
  const sofaX = deskX > 255 ? draw.int(60, 100) : draw.int(520, 560);
  const sofa = draw.pick(['#334155', '#7c2d12', '#065f46', '#6b21a8', '#9a3412', '#0f766e']);
  body += `<ellipse cx="${sofaX + 80}" cy="440" rx="130" ry="28" fill="${accent}" fill-opacity="0.35"/>`;
  body += rect(sofaX, 360, 170, 30, sofa, 'rx="8"') + rect(sofaX, 360, 170, 30, '#000', 'rx="8" fill-opacity="0.2"') + rect(sofaX, 388, 170, 36, sofa, 'rx="8"') + rect(sofaX - 12, 370, 18, 58, sofa, 'rx="6"') + rect(sofaX + 164, 370, 18, 58, sofa, 'rx="6"');
  body += rect(sofaX + 40, 440, 90, 12, wood, 'rx="4"');
  body += plant(sofaX > 300 ? sofaX - 40 : sofaX + 210, 420, 90);
  return svg(floor.defs, body);
}

/** A window in a room: the hotel's sky and its city or sea, between curtains. */
function roomWindow(look: HotelLook, draw: ReturnType<typeof drawer>, x: number, y: number, width: number, height: number): string {
  const sky = skyOf(look);
  let view = rect(x, y, width, height, 'url(#sky)');
  if (look.serial % 3 === 0) view += rect(x, y + height * 0.62, width, height * 0.38, sky === NIGHT ? '#1e3a8a' : '#0ea5e9');
  else {
    for (let bx = x; bx < x + width - 8; bx += draw.int(18, 30)) {
      const rise = draw.int(30, height * 0.6);
      view += rect(bx, y + height - rise, Math.min(16, x + width - bx), rise, sky === NIGHT ? '#1e293b' : '#475569', 'fill-opacity="0.7"');
    }
  }
  const curtain = draw.pick(['#e7e5e4', '#fef3c7', '#cbd5e1', '#fecaca', '#d9f99d']);
  return view + rect(x - 6, y - 6, width + 12, height + 12, 'none', 'stroke="#f8fafc" stroke-width="8"') + rect(x - 30, y - 20, 36, height + 50, curtain) + rect(x + width - 6, y - 20, 36, height + 50, curtain);
}

/** A bedside table with a lamp glowing. */
function nightstand(x: number, wood: string): string {
  return rect(x, 300, 56, 60, wood, 'rx="4"') + rect(x + 24, 262, 8, 38, '#57534e') + path(`M${x + 8} 264 L ${x + 16} 236 H ${x + 40} L ${x + 48} 264 Z`, '#fef3c7') + circle(x + 28, 252, 34, '#fde68a', 'fill-opacity="0.25"');
}

/** A made bed: headboard, mattress, blanket in `blanket` with a runner, and its pillows. */
function bed(x: number, width: number, blanket: string, runner: string, headboard: string): string {
  const pillows = width > 220 ? 2 : 1;
  let art = rect(x, 170, width, 150, headboard, 'rx="10"') + rect(x - 10, 270, width + 20, 90, '#f8fafc', 'rx="10"') + rect(x - 10, 300, width + 20, 80, blanket, 'rx="8"') + rect(x - 10, 318, width + 20, 14, runner);
  for (let pillow = 0; pillow < pillows; pillow++) art += rect(x + 14 + pillow * ((width - 28) / pillows), 246, (width - 28) / pillows - 12, 42, '#ffffff', 'rx="14" stroke="#e2e8f0" stroke-width="2"');
  return art + rect(x - 6, 378, 10, 22, '#44403c') + rect(x + width - 4, 378, 10, 22, '#44403c');
}

export function roomPicture(look: HotelLook, beds: RoomBeds): string {
  const draw = drawer(look, 10 + ROOM_BEDS.indexOf(beds));
  const wall = pick(WALLS, look.serial);
  const accent = pick(ACCENTS, look.serial + ROOM_BEDS.indexOf(beds));
  const wood = pick(WOODS, look.serial + 1);
  const blanket = pick(['#f1f5f9', '#e2e8f0', '#fef3c7', '#dbeafe', '#fce7f3', '#dcfce7', '#ede9fe'], look.serial + ROOM_BEDS.indexOf(beds));
  const carpet = draw.pick(['#a8a29e', '#94a3b8', '#b4a48c', '#9ca3af', '#a3a3a3']);
  const windowRight = look.serial % 2 === 0;
  let body = rect(0, 0, WIDTH, 360, wall) + rect(0, 360, WIDTH, HEIGHT - 360, carpet) + rect(0, 356, WIDTH, 6, '#ffffff', 'fill-opacity="0.7"');
  body += roomWindow(look, draw, windowRight ? 560 : 60, 70, 130, 200);
  const space = windowRight ? { from: 40, to: 520 } : { from: 230, to: 720 };
  const centre = (space.from + space.to) / 2;
  body += rect(centre - 70, 60, 140, 80, '#ffffff', `stroke="${wood}" stroke-width="6"`) + path(`M${centre - 60} 130 L ${centre - 20} 90 L ${centre + 10} 115 L ${centre + 30} 100 L ${centre + 60} 130 Z`, accent, 'fill-opacity="0.6"');
  if (beds === 'twin') {
    body += bed(centre - 185, 140, blanket, accent, wood) + bed(centre + 45, 140, blanket, accent, wood) + nightstand(centre - 28, wood);
  } else {
    const width = beds === 'queen' ? 250 : 310;
    body += bed(centre - width / 2, width, blanket, accent, wood) + nightstand(centre - width / 2 - 80, wood) + nightstand(centre + width / 2 + 24, wood);
  }
  if (beds === 'family') {
    // The sofa bed by the window side, pulled out.
    const sofaX = windowRight ? 560 : 40;
    body += rect(sofaX, 330, 150, 40, draw.pick(['#475569', '#7c2d12', '#065f46']), 'rx="8"') + rect(sofaX - 6, 366, 162, 40, '#f8fafc', 'rx="6"') + rect(sofaX - 6, 380, 162, 30, blanket, 'rx="6"');
  }
  return svg(skyGradient(skyOf(look)), body);
}

function bathroom(look: HotelLook): string {
  const draw = drawer(look, 3);
  const tile = pick(TILES, look.serial + Math.floor(look.serial / TILES.length));
  const grout = tile === '#1e3a5f' || tile === '#c2725a' ? '#f8fafc' : '#94a3b8';
  const tileSize = draw.pick([30, 40, 50]);
  const defs = `<pattern id="tiles" width="${tileSize}" height="${tileSize}" patternUnits="userSpaceOnUse"><rect width="${tileSize}" height="${tileSize}" fill="${tile}"/><rect width="${tileSize}" height="1.5" fill="${grout}" fill-opacity="0.6"/><rect width="1.5" height="${tileSize}" fill="${grout}" fill-opacity="0.6"/></pattern>`;
  const wood = pick(WOODS, look.serial + 2);
  const towel = pick(ACCENTS, look.serial + 4);
  const vanityLeft = look.serial % 2 === 1;
  const vanityX = vanityLeft ? draw.int(50, 90) : draw.int(420, 470);
  const bathX = vanityLeft ? draw.int(360, 420) : draw.int(40, 80);
  let body = rect(0, 0, WIDTH, 380, 'url(#tiles)') + rect(0, 380, WIDTH, HEIGHT - 380, '#e7e5e4') + rect(0, 376, WIDTH, 6, '#a8a29e');
  if (look.serial % 3 === 2) {
    // A walk-in shower behind glass.
    body += rect(bathX + 110, 70, 14, 14, '#94a3b8', 'rx="7"') + rect(bathX + 115, 40, 4, 34, '#94a3b8') + circle(bathX + 117, 100, 28, '#bae6fd', 'fill-opacity="0.35"');
    body += rect(bathX, 60, 240, 320, '#e0f2fe', 'fill-opacity="0.35" stroke="#94a3b8" stroke-width="4"') + rect(bathX + 30, 80, 10, 280, '#ffffff', 'fill-opacity="0.6"');
  } else {
    // A bathtub with water and its tap.
    body += rect(bathX, 280, 280, 100, '#ffffff', 'rx="40" stroke="#cbd5e1" stroke-width="3"') + rect(bathX + 20, 290, 240, 16, '#7dd3fc', 'rx="8"');
    body += rect(bathX + 250, 240, 8, 44, '#94a3b8') + rect(bathX + 230, 240, 28, 8, '#94a3b8');
  }
  // The vanity: a mirror with its lights, the counter with its basin, towels on the rail.
  body += rect(vanityX, 70, 220, 140, '#e0f2fe', 'rx="12" stroke="#e5e7eb" stroke-width="8"') + path(`M${vanityX + 40} 90 L ${vanityX + 90} 90 L ${vanityX + 40} 150 Z`, '#ffffff', 'fill-opacity="0.6"');
  body += circle(vanityX - 16, 110, 10, '#fde68a') + circle(vanityX + 236, 110, 10, '#fde68a');
  body += rect(vanityX - 20, 250, 260, 16, '#f5f5f4', 'rx="4"') + rect(vanityX - 10, 266, 240, 100, wood, 'rx="4"') + `<ellipse cx="${vanityX + 110}" cy="248" rx="52" ry="14" fill="#ffffff" stroke="#cbd5e1" stroke-width="3"/>` + rect(vanityX + 106, 214, 8, 30, '#94a3b8');
  const railX = vanityLeft ? vanityX + 280 : vanityX - 110;
  body += rect(railX, 200, 90, 6, '#94a3b8') + rect(railX + 8, 204, 34, 90, towel, 'rx="4"') + rect(railX + 48, 204, 34, 70, '#f8fafc', 'rx="4"');
  body += plant(vanityLeft ? 700 : 360, 380, 60);
  return svg(defs, body);
}

function pool(look: HotelLook): string {
  const draw = drawer(look, 4);
  const sky = skyOf(look);
  const water = pick(WATERS, look.serial);
  const deck = draw.pick(['#d6b98c', '#e7e5e4', '#c4a27a', '#d4d4d8']);
  const accent = pick(ACCENTS, look.serial + 1);
  const horizon = 230;
  let body = skyBackdrop(sky, horizon, draw, false);
  body += look.serial % 2 === 0 ? rect(0, horizon - 20, WIDTH, 30, '#0ea5e9', 'fill-opacity="0.8"') : rect(0, horizon - 40, WIDTH, 50, '#166534', 'fill-opacity="0.8"');
  body += rect(0, horizon, WIDTH, HEIGHT - horizon, deck);
  const left = draw.int(60, 160);
  const right = draw.int(560, 690);
  body += path(`M${left + 60} ${horizon + 30} H ${right - 60} L ${right} ${HEIGHT - 60} H ${left} Z`, water, 'stroke="#f8fafc" stroke-width="10"');
  for (let ripple = 0; ripple < 6; ripple++) {
    const y = horizon + 60 + ripple * 30;
    const x = left + 60 + draw.int(0, right - left - 200);
    body += path(`M${x} ${y} q 15 -8 30 0 t 30 0 t 30 0`, 'none', 'stroke="#ecfeff" stroke-width="3" stroke-opacity="0.7"');
  }
  // Loungers and umbrellas on the deck, and palms.
  for (let lounger = 0; lounger < 3; lounger++) {
    const x = draw.chance(0.5) ? 10 + lounger * 20 : right - 10 + lounger * 12;
    const y = horizon + 40 + lounger * 70;
    if (x > WIDTH - 60) continue;
    body += path(`M${x} ${y + 30} h 50 l 10 -26 h 8 l -8 32 h -60 Z`, '#ffffff') + rect(x + 2, y + 22, 46, 8, accent);
  }
  const umbrellaX = draw.chance(0.5) ? left - 20 : right + 10;
  body += rect(umbrellaX - 2, horizon - 10, 4, 120, '#57534e') + path(`M${umbrellaX - 60} ${horizon} Q ${umbrellaX} ${horizon - 60} ${umbrellaX + 60} ${horizon} Z`, accent);
  body += palmTree(draw.int(20, 90), horizon + 20, draw.int(160, 210), 20) + palmTree(draw.int(640, 720), horizon + 20, draw.int(150, 200), -24);
  return svg(skyGradient(sky), body);
}

function view(look: HotelLook): string {
  const draw = drawer(look, 5);
  const sky = skyOf(look);
  const wall = pick(WALLS, look.serial + 5);
  const horizon = 300;
  let outside = skyBackdrop(sky, horizon, draw, look.serial % 4 !== 0);
  outside += look.serial % 4 === 0 ? rect(0, horizon, WIDTH, HEIGHT - horizon, '#0284c7') + rect(0, horizon, WIDTH, 4, '#fde68a', 'fill-opacity="0.6"') : rect(0, horizon, WIDTH, HEIGHT - horizon, sky === NIGHT ? '#1e293b' : '#64748b');
  if (look.serial % 4 !== 0) {
    // The city close by: towers with their windows, lit at night.
    for (let x = 0; x < WIDTH; x += draw.int(60, 100)) {
      const top = draw.int(150, 280);
      outside += rect(x, top, 56, HEIGHT - top, sky === NIGHT ? '#334155' : draw.pick(['#94a3b8', '#a8a29e', '#cbd5e1']));
      for (let y = top + 10; y < HEIGHT; y += 22) outside += rect(x + 8, y, 40, 8, sky === NIGHT ? '#fde68a' : '#e0f2fe', `fill-opacity="${sky === NIGHT ? 0.8 : 0.6}"`);
    }
  }
  // The room around the balcony door, its railing, a table with two cups.
  const frame = rect(0, 0, 70, HEIGHT, wall) + rect(WIDTH - 70, 0, 70, HEIGHT, wall) + rect(0, 0, WIDTH, 30, wall) + rect(70, 30, 8, HEIGHT, '#f8fafc') + rect(WIDTH - 78, 30, 8, HEIGHT, '#f8fafc');
  let railing = rect(70, 360, WIDTH - 140, 8, '#1f2937');
  for (let x = 90; x < WIDTH - 80; x += 26) railing += rect(x, 368, 4, 117, '#1f2937');
  const tableX = draw.int(180, 480);
  const table = `<ellipse cx="${tableX}" cy="410" rx="70" ry="14" fill="#f5f5f4"/>` + rect(tableX - 4, 410, 8, 75, '#57534e') + rect(tableX - 30, 394, 16, 14, '#ffffff', 'rx="3"') + rect(tableX + 14, 394, 16, 14, '#ffffff', 'rx="3"');
  return svg(skyGradient(sky), outside + railing + table + frame);
}

export const HOTEL_PICTURES = { facade, lobby, bathroom, pool, view } as const;
export type HotelPictureKind = keyof typeof HOTEL_PICTURES;

/** The pictures a hotel shows after its facade and lobby and before its bathroom: 4 to 6 in all with its room. */
export function extraPicturesOf(serial: number): HotelPictureKind[] {
  return [...(serial % 3 !== 1 ? (['pool'] as const) : []), ...(serial % 2 === 0 ? (['view'] as const) : [])];
}

/**
 * Encoded pictures by drawing, kept for the process: the tests seed the demo hotels once per
 * file and a worker runs several files, so each drawing is encoded once per worker.
 */
const encoded = new Map<string, Promise<Buffer>>();

/** A drawing as a JPEG of PICTURE_SIZE: it encodes in half the time WebP takes, which every test's seed feels. */
export function encodePicture(drawing: string): Promise<Buffer> {
  let picture = encoded.get(drawing);
  if (!picture) {
    picture = loadSharp().then((sharp) => sharp(Buffer.from(drawing)).jpeg({ quality: 75 }).toBuffer());
    encoded.set(drawing, picture);
    picture.catch(() => encoded.delete(drawing));
  }
  return picture;
}
