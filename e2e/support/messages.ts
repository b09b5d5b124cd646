import fs from 'node:fs';
import path from 'node:path';

// The shop's words in each language as the apps' catalogs hold them (every
// <app>/src/messages/**/<locale>.json), so a browser test finds a control by the words
// the page shows in its language without writing the translation a second time.

const ROOT = path.resolve(__dirname, '../..');

type Catalog = Record<string, string>;

function catalogFolders(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return [
    folder,
    ...fs
      .readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => catalogFolders(path.join(folder, entry.name))),
  ];
}

const folders = fs
  .readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
  .flatMap((entry) => catalogFolders(path.join(ROOT, entry.name, 'src', 'messages')));

function read(folder: string, locale: string): Catalog {
  const file = path.join(folder, `${locale}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Catalog) : {};
}

/**
 * The words a page in `locale` shows where the English page shows `english` (a message
 * without placeholders), e.g. `translated('Add to Cart', 'ja')`. Throws when no catalog
 * has the English text, or when its catalogs disagree on the translation.
 */
export function translated(english: string, locale: string): string {
  if (locale === 'en') return english;
  const found = new Set<string>();
  for (const folder of folders) {
    const en = read(folder, 'en');
    const other = read(folder, locale);
    for (const [id, text] of Object.entries(en))
      if (text === english && other[id]) found.add(other[id]);
  }
  if (found.size === 0) throw new Error(`no catalog holds "${english}"`);
  if (found.size > 1)
    throw new Error(
      `"${english}" is written ${found.size} ways in ${locale}: ${[...found].join(' / ')}`,
    );
  return [...found][0]!;
}

/**
 * `translated` for a message with simple placeholders: `phrase('Choose {slot}', 'bn',
 * { slot: 'র‍্যাম' })` is the Bangla sentence with the slot's name in it.
 */
export function phrase(template: string, locale: string, values: Record<string, string>): string {
  return translated(template, locale).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? values[name]! : whole,
  );
}

/**
 * One message of one app by its id (`message('mfe-pc-builder', 'slot.chooseNamed', 'bn',
 * { slot: 'র‍্যাম' })`), simple placeholders filled in; for a text several ids share.
 */
export function message(
  app: string,
  id: string,
  locale: string,
  values: Record<string, string> = {},
): string {
  for (const folder of folders.filter((each) =>
    path.relative(ROOT, each).startsWith(app + path.sep),
  )) {
    const text = read(folder, locale)[id];
    if (text)
      return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
        name in values ? values[name]! : whole,
      );
  }
  throw new Error(`${app} has no message "${id}" in ${locale}`);
}
