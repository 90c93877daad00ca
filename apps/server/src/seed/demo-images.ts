import sharp from 'sharp';
import type { Rng } from './random.js';

/**
 * Demo pictures drawn from SVG shapes and gradients (no text: the fonts a machine has are not known),
 * rendered to PNG by sharp. They are then stored exactly as an upload is, so the demo goes through the
 * same checks, crops and variants as a recruiter's file.
 */

const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#1f6feb', '#7ee0c3', '#ffffff'],
  ['#ff7a45', '#ffd666', '#ffffff'],
  ['#2f54eb', '#9254de', '#f0f5ff'],
  ['#13a8a8', '#52c41a', '#ffffff'],
  ['#c41d7f', '#ff85c0', '#fff0f6'],
  ['#0050b3', '#40a9ff', '#e6f7ff'],
  ['#d4380d', '#fa8c16', '#fff7e6'],
  ['#237804', '#95de64', '#f6ffed'],
];

function gradient(id: string, from: string, to: string, angle: 'diagonal' | 'vertical') {
  const end = angle === 'diagonal' ? 'x2="1" y2="1"' : 'x2="0" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

const png = (svg: string) => sharp(Buffer.from(svg)).png().toBuffer();

/** A logo mark: a rounded tile with a gradient and two or three overlapping shapes. */
export function logoImage(rng: Rng, size: number): Promise<Buffer> {
  const [from, to, light] = rng.pick(PALETTES);
  const s = size;
  const shapes = [
    `<circle cx="${s * 0.42}" cy="${s * 0.45}" r="${s * 0.2}" fill="${light}" fill-opacity="0.9"/>`,
    `<rect x="${s * 0.45}" y="${s * 0.42}" width="${s * 0.26}" height="${s * 0.26}" rx="${s * 0.05}" fill="${light}" fill-opacity="0.55"/>`,
    `<path d="M ${s * 0.25} ${s * 0.75} L ${s * 0.5} ${s * 0.3} L ${s * 0.75} ${s * 0.75} Z" fill="${light}" fill-opacity="0.7"/>`,
    `<circle cx="${s * 0.6}" cy="${s * 0.6}" r="${s * 0.14}" fill="none" stroke="${light}" stroke-width="${s * 0.05}"/>`,
  ];
  const first = rng.int(0, shapes.length - 1);
  const second = (first + rng.int(1, shapes.length - 1)) % shapes.length;
  return png(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}"><defs>${gradient('g', from, to, 'diagonal')}</defs>` +
      `<rect width="${s}" height="${s}" fill="#ffffff"/><rect x="${s * 0.08}" y="${s * 0.08}" width="${s * 0.84}" height="${s * 0.84}" rx="${s * 0.2}" fill="url(#g)"/>` +
      `${shapes[first]}${shapes[second]}</svg>`,
  );
}

/** A wide banner: a gradient sky with soft circles and layered waves. */
export function bannerImage(rng: Rng, width: number, height: number): Promise<Buffer> {
  const [from, to, light] = rng.pick(PALETTES);
  const w = width;
  const h = height;
  const circles = Array.from({ length: rng.int(3, 6) }, () => {
    const r = h * (rng.int(10, 45) / 100);
    return `<circle cx="${w * (rng.int(5, 95) / 100)}" cy="${h * (rng.int(10, 70) / 100)}" r="${r}" fill="${light}" fill-opacity="0.${rng.int(10, 30)}"/>`;
  }).join('');
  const wave = (top: number, opacity: number) =>
    `<path d="M 0 ${h * top} C ${w * 0.25} ${h * (top - 0.15)}, ${w * 0.5} ${h * (top + 0.15)}, ${w} ${h * (top - 0.05)} L ${w} ${h} L 0 ${h} Z" fill="${light}" fill-opacity="${opacity}"/>`;
  return png(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs>${gradient('g', from, to, 'diagonal')}</defs>` +
      `<rect width="${w}" height="${h}" fill="url(#g)"/>${circles}${wave(0.7, 0.25)}${wave(0.82, 0.35)}</svg>`,
  );
}

/** An illustration for a story: a desk scene of simple blocks under a gradient. */
export function sceneImage(rng: Rng, width: number, height: number): Promise<Buffer> {
  const [from, to, light] = rng.pick(PALETTES);
  const w = width;
  const h = height;
  const blocks = Array.from({ length: rng.int(3, 5) }, (_, i) => {
    const bw = w * (rng.int(10, 18) / 100);
    const bh = h * (rng.int(20, 45) / 100);
    const x = w * 0.1 + i * w * 0.18;
    return `<rect x="${x}" y="${h * 0.78 - bh}" width="${bw}" height="${bh}" rx="${w * 0.01}" fill="${light}" fill-opacity="0.${rng.int(45, 85)}"/>`;
  }).join('');
  return png(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs>${gradient('g', from, to, 'vertical')}</defs>` +
      `<rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w * 0.82}" cy="${h * 0.22}" r="${h * 0.1}" fill="${light}" fill-opacity="0.8"/>` +
      `${blocks}<rect x="0" y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="${light}" fill-opacity="0.35"/></svg>`,
  );
}
