// Generated product and category artwork: one simple, recognisable line drawing per
// kind of product (a CPU chip, a graphics card with fans, a RAM stick, ...) on the
// shop's dark panel, with the brand in its colour and the model underneath. Pure
// functions of their input: the same row always gives the same bytes (and ETag).

export type ArtKind =
  | 'cpu'
  | 'cooler'
  | 'liquid-cooler'
  | 'motherboard'
  | 'ram'
  | 'ssd-m2'
  | 'ssd-sata'
  | 'hdd'
  | 'portable'
  | 'gpu'
  | 'psu'
  | 'case'
  | 'monitor'
  | 'laptop'
  | 'keyboard'
  | 'mouse'
  | 'speaker'
  | 'headphone'
  | 'webcam'
  | 'wifi-usb'
  | 'wifi-pcie'
  | 'router'
  | 'mesh'
  | 'switch'
  | 'access-point'
  | 'antivirus'
  | 'ups'
  | 'console'
  | 'controller'
  | 'chair'
  | 'wheel'
  | 'mousepad'
  | 'box';

const BG_TOP = '#0f172a';
const BG_BOTTOM = '#1e293b';
const LINE = '#cbd5e1';
const PART = '#334155';
const PART_DARK = '#1e293b';
const GOLD = '#eab308';
const MUTED = '#94a3b8';

const BRAND_COLOURS: Record<string, string> = {
  amd: '#ed1c24',
  intel: '#0ea5e9',
  nvidia: '#76b900',
  asus: '#38bdf8',
  msi: '#ef4444',
  gigabyte: '#f97316',
  zotac: '#facc15',
  corsair: '#fde047',
  'g.skill': '#f43f5e',
  kingston: '#ef4444',
  samsung: '#60a5fa',
  wd: '#a78bfa',
  seagate: '#34d399',
  crucial: '#38bdf8',
  'lian li': '#e2e8f0',
  nzxt: '#c084fc',
  'cooler master': '#a855f7',
  deepcool: '#22d3ee',
  'be quiet!': '#fb923c',
  noctua: '#d6a77a',
  seasonic: '#f59e0b',
  logitech: '#22d3ee',
  razer: '#44d62c',
  hyperx: '#f43f5e',
  dell: '#38bdf8',
  hp: '#60a5fa',
  lenovo: '#f87171',
  acer: '#84cc16',
  apple: '#e5e7eb',
  'tp-link': '#2dd4bf',
  netgear: '#a78bfa',
  ubiquiti: '#60a5fa',
  apc: '#22c55e',
  kaspersky: '#10b981',
  bitdefender: '#f43f5e',
  edifier: '#fbbf24',
  jbl: '#f97316',
  sony: '#e5e7eb',
};
const FALLBACK_COLOURS = ['#38bdf8', '#f472b6', '#a3e635', '#fbbf24', '#c084fc', '#2dd4bf'];

export function brandColour(brand: string): string {
  const known = BRAND_COLOURS[brand.toLowerCase()];
  if (known) return known;
  let h = 0;
  for (const ch of brand) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return FALLBACK_COLOURS[h % FALLBACK_COLOURS.length]!;
}

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) =>
    ch === '<'
      ? '&lt;'
      : ch === '>'
        ? '&gt;'
        : ch === '&'
          ? '&amp;'
          : ch === '"'
            ? '&quot;'
            : '&apos;',
  );
}

function fan(cx: number, cy: number, r: number, accent: string): string {
  const blades = [0, 72, 144, 216, 288]
    .map(
      (deg) =>
        `<path d="M${cx} ${cy} q${(r * 0.5).toFixed(1)} ${(-r * 0.2).toFixed(1)} ${(r * 0.75).toFixed(1)} ${(-r * 0.7).toFixed(1)}" transform="rotate(${deg} ${cx} ${cy})" stroke="${LINE}" stroke-width="3" fill="none"/>`,
    )
    .join('');
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${PART_DARK}" stroke="${LINE}" stroke-width="3"/>${blades}<circle cx="${cx}" cy="${cy}" r="${(r * 0.22).toFixed(1)}" fill="${accent}"/>`;
}

function grid(
  x: number,
  y: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gap: number,
  fill: string,
): string {
  let out = '';
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      out += `<rect x="${x + c * (w + gap)}" y="${y + r * (h + gap)}" width="${w}" height="${h}" rx="2" fill="${fill}"/>`;
    }
  }
  return out;
}

const box = (x: number, y: number, w: number, h: number, fill = PART, rx = 8) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" stroke="${LINE}" stroke-width="3"/>`;

/** The drawing of one kind, within the box (60, 70) - (340, 290) of a 400 x 400 canvas. */
export function drawing(kind: ArtKind, accent: string, options: { fans?: number } = {}): string {
  switch (kind) {
    case 'cpu': {
      let pins = '';
      for (let i = 0; i < 9; i += 1) {
        const p = 128 + i * 18;
        pins += `<rect x="${p}" y="96" width="6" height="14" fill="${GOLD}"/><rect x="${p}" y="270" width="6" height="14" fill="${GOLD}"/>`;
        pins += `<rect x="110" y="${p - 18}" width="14" height="6" fill="${GOLD}"/><rect x="276" y="${p - 18}" width="14" height="6" fill="${GOLD}"/>`;
      }
      return `${pins}${box(122, 108, 156, 164, '#475569', 10)}<rect x="146" y="134" width="108" height="112" rx="8" fill="${PART_DARK}" stroke="${accent}" stroke-width="4"/><path d="M160 150h24v24" stroke="${accent}" stroke-width="4" fill="none"/>`;
    }
    case 'cooler':
      return `${box(110, 80, 180, 200, PART, 6)}${Array.from({ length: 11 }, (_, i) => `<line x1="118" y1="${96 + i * 17}" x2="282" y2="${96 + i * 17}" stroke="${MUTED}" stroke-width="2"/>`).join('')}${fan(200, 180, 70, accent)}<rect x="150" y="280" width="100" height="16" fill="#b45309"/>`;
    case 'liquid-cooler':
      return `${box(70, 90, 260, 86, PART, 8)}${fan(115, 133, 36, accent)}${fan(200, 133, 36, accent)}${fan(285, 133, 36, accent)}<path d="M150 176 C150 230 170 236 185 250 M250 176 C250 230 230 236 215 250" stroke="${LINE}" stroke-width="8" fill="none"/><circle cx="200" cy="262" r="32" fill="${PART_DARK}" stroke="${accent}" stroke-width="4"/>`;
    case 'motherboard':
      return `${box(80, 76, 240, 220, '#14532d', 6)}<rect x="150" y="104" width="64" height="64" fill="${PART_DARK}" stroke="${accent}" stroke-width="3"/>${[236, 250, 264, 278].map((x) => `<rect x="${x}" y="92" width="8" height="110" fill="${MUTED}"/>`).join('')}<rect x="100" y="212" width="170" height="12" fill="${PART_DARK}" stroke="${LINE}"/><rect x="100" y="246" width="170" height="12" fill="${PART_DARK}" stroke="${LINE}"/><rect x="96" y="96" width="36" height="90" fill="${PART}" stroke="${LINE}"/><rect x="230" y="230" width="70" height="16" fill="${PART}"/>`;
    case 'ram':
      return `${box(60, 140, 280, 90, PART, 4)}${grid(76, 156, 8, 1, 26, 40, 7, PART_DARK)}<rect x="60" y="140" width="280" height="10" fill="${accent}"/>${Array.from({ length: 34 }, (_, i) => `<rect x="${66 + i * 8}" y="234" width="5" height="16" fill="${GOLD}"/>`).join('')}<rect x="196" y="232" width="10" height="20" fill="${BG_BOTTOM}"/>`;
    case 'ssd-m2':
      return `${box(60, 160, 280, 70, '#0f766e', 4)}${grid(120, 176, 3, 1, 50, 38, 14, PART_DARK)}<rect x="70" y="176" width="34" height="38" fill="${PART}" stroke="${accent}"/><circle cx="330" cy="195" r="7" fill="${BG_BOTTOM}" stroke="${LINE}"/>${Array.from({ length: 8 }, (_, i) => `<rect x="${46}" y="${168 + i * 7}" width="14" height="4" fill="${GOLD}"/>`).join('')}`;
    case 'ssd-sata':
      return `${box(100, 90, 200, 200, PART, 10)}<rect x="122" y="112" width="156" height="104" rx="6" fill="${PART_DARK}" stroke="${accent}" stroke-width="3"/><rect x="140" y="250" width="120" height="14" fill="${MUTED}"/>`;
    case 'hdd':
      return `${box(100, 80, 200, 220, '#64748b', 10)}<circle cx="200" cy="170" r="70" fill="${PART}" stroke="${LINE}" stroke-width="3"/><circle cx="200" cy="170" r="12" fill="${LINE}"/><path d="M275 250 L215 180" stroke="${accent}" stroke-width="8" stroke-linecap="round"/><circle cx="275" cy="252" r="10" fill="${PART_DARK}" stroke="${LINE}"/>`;
    case 'portable':
      return `${box(130, 100, 140, 170, PART, 20)}<rect x="150" y="120" width="100" height="60" rx="10" fill="${accent}" opacity="0.85"/><path d="M200 270 v20 q0 10 20 10 h60" stroke="${LINE}" stroke-width="5" fill="none"/>`;
    case 'gpu': {
      const fans = options.fans ?? 3;
      const width = 250;
      const r = fans === 2 ? 48 : 36;
      const fanSvg = Array.from({ length: fans }, (_, i) =>
        fan(85 + (width / fans) * (i + 0.5), 175, r, accent),
      ).join('');
      return `<rect x="60" y="110" width="16" height="140" fill="${MUTED}"/>${box(76, 115, width + 10, 120, PART, 14)}${fanSvg}<rect x="110" y="235" width="150" height="14" fill="${GOLD}"/><rect x="76" y="115" width="${width + 10}" height="10" fill="${accent}" rx="4"/>`;
    }
    case 'psu':
      return `${box(80, 100, 240, 170, PART, 8)}${fan(200, 185, 66, accent)}${Array.from({ length: 5 }, (_, i) => `<line x1="140" y1="${150 + i * 18}" x2="260" y2="${150 + i * 18}" stroke="${MUTED}" stroke-width="2" opacity="0.6"/>`).join('')}<rect x="96" y="112" width="40" height="22" fill="${PART_DARK}"/>`;
    case 'case':
      return `${box(120, 70, 170, 230, PART, 8)}<rect x="134" y="86" width="110" height="196" rx="4" fill="#0b1220" stroke="${accent}" stroke-width="3" opacity="0.95"/>${fan(189, 140, 26, accent)}${fan(189, 215, 26, accent)}<rect x="254" y="90" width="22" height="8" fill="${accent}"/><circle cx="265" cy="115" r="5" fill="${LINE}"/>`;
    case 'monitor':
      return `${box(60, 80, 280, 170, PART_DARK, 8)}<rect x="72" y="92" width="256" height="146" rx="4" fill="url(#screen)"/><rect x="185" y="250" width="30" height="30" fill="${PART}"/><rect x="140" y="278" width="120" height="12" rx="6" fill="${PART}" stroke="${LINE}" stroke-width="2"/>`;
    case 'laptop':
      return `<path d="M95 90 h210 a8 8 0 0 1 8 8 v142 h-226 v-142 a8 8 0 0 1 8 -8z" fill="${PART_DARK}" stroke="${LINE}" stroke-width="3"/><rect x="100" y="102" width="200" height="126" rx="3" fill="url(#screen)"/><path d="M60 240 h280 l-14 30 h-252z" fill="${PART}" stroke="${LINE}" stroke-width="3"/><rect x="175" y="246" width="50" height="8" rx="4" fill="${MUTED}"/>`;
    case 'keyboard':
      return `${box(50, 130, 300, 120, PART, 12)}${grid(64, 144, 14, 4, 15, 16, 4, PART_DARK)}<rect x="110" y="224" width="160" height="14" rx="2" fill="${PART_DARK}"/><rect x="50" y="130" width="300" height="6" fill="${accent}" opacity="0.7"/>`;
    case 'mouse':
      return `<path d="M200 80 c60 0 80 60 80 110 c0 70 -35 100 -80 100 c-45 0 -80 -30 -80 -100 c0 -50 20 -110 80 -110z" fill="${PART}" stroke="${LINE}" stroke-width="3"/><line x1="200" y1="82" x2="200" y2="160" stroke="${LINE}" stroke-width="3"/><rect x="192" y="110" width="16" height="32" rx="8" fill="${accent}"/><path d="M125 200 q75 20 150 0" stroke="${accent}" stroke-width="3" fill="none" opacity="0.7"/>`;
    case 'speaker':
      return [100, 230]
        .map(
          (x) =>
            `${box(x, 90, 90, 190, PART, 10)}<circle cx="${x + 45}" cy="135" r="22" fill="${PART_DARK}" stroke="${LINE}" stroke-width="3"/><circle cx="${x + 45}" cy="215" r="34" fill="${PART_DARK}" stroke="${accent}" stroke-width="4"/><circle cx="${x + 45}" cy="215" r="10" fill="${LINE}"/>`,
        )
        .join('');
    case 'headphone':
      return `<path d="M110 220 v-40 a90 90 0 0 1 180 0 v40" stroke="${LINE}" stroke-width="14" fill="none" stroke-linecap="round"/><rect x="86" y="190" width="54" height="96" rx="24" fill="${PART}" stroke="${accent}" stroke-width="4"/><rect x="260" y="190" width="54" height="96" rx="24" fill="${PART}" stroke="${accent}" stroke-width="4"/>`;
    case 'webcam':
      return `<circle cx="200" cy="160" r="70" fill="${PART}" stroke="${LINE}" stroke-width="3"/><circle cx="200" cy="160" r="36" fill="${PART_DARK}" stroke="${accent}" stroke-width="5"/><circle cx="200" cy="160" r="12" fill="#0ea5e9"/><path d="M170 228 l-20 50 h100 l-20 -50" fill="${PART}" stroke="${LINE}" stroke-width="3"/>`;
    case 'wifi-usb':
      return `${box(150, 150, 110, 60, PART, 10)}<rect x="100" y="162" width="52" height="36" fill="${MUTED}"/><rect x="250" y="80" width="16" height="130" rx="8" fill="${PART_DARK}" stroke="${LINE}" stroke-width="3"/>${wifiWaves(200, 140, accent)}`;
    case 'wifi-pcie':
      return `${box(90, 150, 220, 90, '#0f766e', 6)}<rect x="130" y="240" width="110" height="12" fill="${GOLD}"/><rect x="76" y="140" width="14" height="110" fill="${MUTED}"/><rect x="110" y="70" width="14" height="80" rx="7" fill="${PART_DARK}" stroke="${LINE}" stroke-width="3"/><rect x="150" y="70" width="14" height="80" rx="7" fill="${PART_DARK}" stroke="${LINE}" stroke-width="3"/>${wifiWaves(250, 130, accent)}`;
    case 'router':
      return `${box(70, 190, 260, 70, PART, 14)}${[110, 170, 230, 290].map((x) => `<rect x="${x - 6}" y="90" width="12" height="100" rx="6" fill="${PART_DARK}" stroke="${LINE}" stroke-width="3"/>`).join('')}${[120, 150, 180, 210, 240].map((x) => `<circle cx="${x}" cy="225" r="5" fill="${accent}"/>`).join('')}`;
    case 'mesh':
      return `${box(110, 110, 80, 170, PART, 30)}${box(220, 110, 80, 170, PART, 30)}<circle cx="150" cy="250" r="6" fill="${accent}"/><circle cx="260" cy="250" r="6" fill="${accent}"/>${wifiWaves(205, 100, accent)}`;
    case 'switch':
      return `${box(50, 160, 300, 70, PART, 8)}${grid(70, 180, 8, 1, 26, 24, 6, PART_DARK)}${Array.from({ length: 8 }, (_, i) => `<circle cx="${83 + i * 32}" cy="216" r="3" fill="${accent}"/>`).join('')}`;
    case 'access-point':
      return `<ellipse cx="200" cy="200" rx="120" ry="50" fill="${PART}" stroke="${LINE}" stroke-width="3"/><ellipse cx="200" cy="190" rx="100" ry="38" fill="#e2e8f0" opacity="0.9"/><ellipse cx="200" cy="190" rx="30" ry="11" fill="none" stroke="${accent}" stroke-width="5"/>${wifiWaves(200, 130, accent)}`;
    case 'antivirus':
      return `<path d="M200 80 l100 36 v60 c0 64 -44 102 -100 120 c-56 -18 -100 -56 -100 -120 v-60z" fill="${PART}" stroke="${accent}" stroke-width="6"/><path d="M155 185 l32 32 l60 -66" stroke="${LINE}" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'ups':
      return `${box(120, 80, 160, 210, PART, 10)}<rect x="145" y="105" width="110" height="46" rx="4" fill="#052e16" stroke="${accent}" stroke-width="3"/><path d="M160 135 l18 -14 l14 10 l20 -16 l20 12" stroke="${accent}" stroke-width="3" fill="none"/><circle cx="200" cy="190" r="16" fill="${PART_DARK}" stroke="${LINE}" stroke-width="3"/><path d="M200 180 v10" stroke="${accent}" stroke-width="4"/>${grid(150, 230, 3, 1, 26, 30, 8, PART_DARK)}`;
    case 'console':
      return `<path d="M150 70 q-30 110 0 220 h40 v-220z" fill="#f8fafc" stroke="${LINE}" stroke-width="3"/><rect x="188" y="80" width="36" height="205" rx="6" fill="${PART_DARK}" stroke="${LINE}" stroke-width="3"/><path d="M250 70 q30 110 0 220 h-28 v-220z" fill="#f8fafc" stroke="${LINE}" stroke-width="3"/><rect x="200" y="100" width="12" height="4" fill="${accent}"/>`;
    case 'controller':
      return `<path d="M110 150 q90 -40 180 0 q40 20 45 90 q5 50 -35 45 q-25 -5 -45 -45 h-110 q-20 40 -45 45 q-40 5 -35 -45 q5 -70 45 -90z" fill="${PART}" stroke="${LINE}" stroke-width="3"/><path d="M140 185 h36 M158 167 v36" stroke="${LINE}" stroke-width="8" stroke-linecap="round"/>${[
        [250, 170],
        [272, 190],
        [228, 190],
        [250, 210],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="${accent}"/>`)
        .join('')}`;
    case 'chair':
      return `<rect x="150" y="70" width="100" height="140" rx="30" fill="${PART}" stroke="${accent}" stroke-width="4"/><rect x="130" y="200" width="140" height="36" rx="14" fill="${PART}" stroke="${LINE}" stroke-width="3"/><rect x="194" y="236" width="12" height="34" fill="${LINE}"/><path d="M140 290 l60 -20 l60 20" stroke="${LINE}" stroke-width="6" fill="none"/>`;
    case 'wheel':
      return `<circle cx="200" cy="180" r="95" fill="none" stroke="${PART}" stroke-width="24"/><circle cx="200" cy="180" r="95" fill="none" stroke="${LINE}" stroke-width="3"/><path d="M105 180 h190 M200 180 v95" stroke="${PART}" stroke-width="22"/><circle cx="200" cy="180" r="30" fill="${PART_DARK}" stroke="${accent}" stroke-width="5"/>`;
    case 'mousepad':
      return `<rect x="60" y="120" width="280" height="170" rx="16" fill="${PART_DARK}" stroke="${accent}" stroke-width="4"/><path d="M260 170 c24 0 32 24 32 44 c0 28 -14 40 -32 40 c-18 0 -32 -12 -32 -40 c0 -20 8 -44 32 -44z" fill="${PART}" stroke="${LINE}" stroke-width="3"/>`;
    case 'box':
      return `${box(110, 100, 180, 180, PART, 10)}<path d="M110 150 h180" stroke="${accent}" stroke-width="4"/>`;
  }
}

function wifiWaves(cx: number, cy: number, accent: string): string {
  return [18, 32, 46]
    .map(
      (r) =>
        `<path d="M${cx - r} ${cy} a${r} ${r} 0 0 1 ${2 * r} 0" stroke="${accent}" stroke-width="5" fill="none" stroke-linecap="round" transform="translate(0 ${-r / 2})"/>`,
    )
    .join('');
}

const DEFS = (accent: string) =>
  `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${BG_TOP}"/><stop offset="1" stop-color="${BG_BOTTOM}"/></linearGradient><linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>`;

const FONT = `font-family="Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"`;

/** Cuts text to at most `max` characters, ending in an ellipsis when cut. */
function fit(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Splits a model name over at most two lines of `max` characters. */
function twoLines(text: string, max: number): string[] {
  if (text.length <= max) return [text];
  const cut = text.lastIndexOf(' ', max);
  const at = cut > max / 2 ? cut : max;
  return [text.slice(0, at).trimEnd(), fit(text.slice(at).trimStart(), max)];
}

export interface ProductArt {
  kind: ArtKind;
  brand: string;
  model: string;
  fans?: number;
}

/** A 400 x 400 product image. */
export function productSvg({ kind, brand, model, fans }: ProductArt): string {
  const accent = brandColour(brand);
  const lines = twoLines(model, 30);
  const modelText = lines
    .map(
      (line, i) =>
        `<text x="200" y="${lines.length === 1 ? 345 : 333 + i * 26}" text-anchor="middle" ${FONT} font-size="21" fill="#f8fafc">${escapeXml(line)}</text>`,
    )
    .join('');
  const label = `${brand} ${model}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(label)}">${DEFS(accent)}<rect width="400" height="400" rx="24" fill="url(#bg)"/><text x="28" y="48" ${FONT} font-size="24" font-weight="700" fill="${accent}">${escapeXml(fit(brand.toUpperCase(), 24))}</text>${drawing(kind, accent, fans === undefined ? {} : { fans })}${modelText}</svg>`;
}

/** A 400 x 300 tile for a category or subcategory. */
export function tileSvg(
  kind: ArtKind,
  title: string,
  subtitle: string | null,
  accent = '#38bdf8',
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="${escapeXml(title)}">${DEFS(accent)}<rect width="400" height="300" rx="20" fill="url(#bg)"/><g transform="translate(80 0) scale(0.6)">${drawing(kind, accent)}</g>${subtitle ? `<text x="200" y="226" text-anchor="middle" ${FONT} font-size="15" fill="${MUTED}">${escapeXml(fit(subtitle, 40))}</text>` : ''}<text x="200" y="262" text-anchor="middle" ${FONT} font-size="26" font-weight="700" fill="#f8fafc">${escapeXml(fit(title, 26))}</text></svg>`;
}

/**
 * A home carousel slide: artwork only. The shop writes each slide's words over it as text,
 * which stays readable on a phone (words drawn into the picture shrink with it) and may
 * hold an amount in the shopper's currency; the title stays the picture's name.
 */
export interface Slide {
  title: string;
  kinds: ArtKind[];
  accent: string;
}

export const SLIDES: readonly Slide[] = [
  { title: 'Build Your Dream PC', kinds: ['cpu', 'gpu', 'ram'], accent: '#38bdf8' },
  { title: 'Gaming Gear Week', kinds: ['monitor', 'keyboard', 'headphone'], accent: '#f472b6' },
  { title: 'Free Shipping', kinds: ['laptop', 'ssd-m2', 'router'], accent: '#a3e635' },
];

/** A 1200 x 450 home carousel slide (1-based index). */
export function slideSvg(slide: Slide): string {
  const art = slide.kinds
    .map(
      (kind, i) =>
        `<g transform="translate(${560 + i * 210} 80) scale(0.62)">${drawing(kind, slide.accent)}</g>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 450" width="1200" height="450" role="img" aria-label="${escapeXml(slide.title)}">${DEFS(slide.accent)}<rect width="1200" height="450" fill="url(#bg)"/><circle cx="1000" cy="225" r="200" fill="${slide.accent}" opacity="0.08"/>${art}</svg>`;
}
