import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

// The receipt's fonts: Noto Sans JP and Noto Sans Bengali as the @fontsource packages
// ship them (installed with the API, never downloaded at run time). Each package splits
// its font into files by Unicode range, as its CSS declares them; a text is cut into runs
// of characters one file holds, and the PDF embeds only the glyphs it uses of each file
// (pdfkit subsets every font through fontkit), so a receipt stays a few tens of kilobytes.

export interface FontFace {
  /** The name the PDF document registers the file under. */
  name: string;
  file: string;
  ranges: readonly (readonly [number, number])[];
}

export interface TextRun {
  face: FontFace;
  text: string;
}

const FAMILIES = {
  jp: '@fontsource/noto-sans-jp',
  bengali: '@fontsource/noto-sans-bengali',
} as const;

type Family = keyof typeof FAMILIES;

function parseRanges(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const [from = '0', to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from, 16);
    return [start, to === undefined ? start : Number.parseInt(to, 16)];
  });
}

const loaded = new Map<Family, FontFace[]>();

/** The faces of one family's regular weight, the one CSS tries first coming first. */
function facesOf(family: Family): FontFace[] {
  let faces = loaded.get(family);
  if (faces) return faces;
  const css = require.resolve(`${FAMILIES[family]}/400.css`);
  const text = readFileSync(css, 'utf8');
  faces = [];
  for (const block of text.split('@font-face').slice(1)) {
    // The woff file: fontkit reads it as it is (zlib), and pdfkit writes its subset.
    const file = /url\(\.\/(files\/[^)]+?\.woff)\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (!file || !range) continue;
    faces.push({
      name: `${family}:${file}`,
      file: join(dirname(css), file),
      ranges: parseRanges(range),
    });
  }
  // Of two faces that both hold a character, the browser uses the one declared last.
  faces.reverse();
  loaded.set(family, faces);
  return faces;
}

const holds = (face: FontFace, code: number) =>
  face.ranges.some(([start, end]) => code >= start && code <= end);

/**
 * The faces to write a receipt in `locale` with: its own script's first, then the other
 * one, so a Bangla receipt sets its Latin digits in the Bengali family's Latin face and a
 * Japanese product name on any receipt still shows.
 */
export function facesFor(locale: 'en' | 'ja' | 'bn'): FontFace[] {
  return locale === 'bn'
    ? [...facesOf('bengali'), ...facesOf('jp')]
    : [...facesOf('jp'), ...facesOf('bengali')];
}

/**
 * `text` cut into runs of one face each. Characters no face holds (and combining marks
 * that follow a base) stay in the run before them, so a Bangla word is shaped whole.
 */
export function runsOf(text: string, faces: readonly FontFace[]): TextRun[] {
  const runs: TextRun[] = [];
  const fallback = faces[0];
  if (!fallback) return runs;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const last = runs[runs.length - 1];
    // A joiner, a space or a mark a run's face holds keeps going in that face.
    const face =
      last && holds(last.face, code)
        ? last.face
        : (faces.find((f) => holds(f, code)) ?? last?.face ?? fallback);
    if (last && last.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}

/** A face's bytes (read once; the files are part of the installed packages). */
const bytes = new Map<string, Buffer>();
export function fontBytes(face: FontFace): Buffer {
  let data = bytes.get(face.file);
  if (!data) {
    data = readFileSync(face.file);
    bytes.set(face.file, data);
  }
  return data;
}
