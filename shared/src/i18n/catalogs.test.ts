/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LOCALES } from '../contracts/locales';

// Every app's message catalogs (any workspace's src/messages/ and its sub-folders, so a remote that adds its
// catalogs later is held to the same): one per language, the same ids in each, every
// message ICU MessageFormat with the same placeholders, none left empty.

const ROOT = path.resolve(__dirname, '../../..');

/** A catalog as the build compiles it (scripts/webpack/compile-messages.js); throws on a bad message. */
function compileCatalog(source: string, file: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(JSON.parse(source) as Record<string, string>).map(([id, text]) => {
      try {
        return [id, compileMessageOrThrow(text)];
      } catch (error) {
        throw new Error(`${file}: "${id}" is not ICU MessageFormat: ${String(error)}`);
      }
    }),
  );
}

/** A messages folder and its sub-folders (a part's own catalog, e.g. messages/header/). */
function withSubFolders(folder: string): string[] {
  return [
    folder,
    ...fs
      .readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => withSubFolders(path.join(folder, entry.name))),
  ];
}

const folders = fs
  .readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
  .map((entry) => path.join(ROOT, entry.name, 'src', 'messages'))
  .filter((folder) => fs.existsSync(folder))
  .flatMap(withSubFolders);

/** The names of a compiled message's placeholders ({name}, {count, plural, ...}). */
function placeholders(compiled: unknown, found = new Set<string>()): Set<string> {
  // Compiled, a message is a list of text and placeholders: ['name'] or
  // ['count', 'plural', { one: [...], other: [...] }].
  if (Array.isArray(compiled)) {
    for (const part of compiled) {
      if (Array.isArray(part) && typeof part[0] === 'string') {
        found.add(part[0]);
        const cases = part[2];
        if (cases && typeof cases === 'object')
          for (const value of Object.values(cases)) placeholders(value, found);
      }
    }
  }
  return found;
}

test('the shell has catalogs (and any remote that has a messages folder is checked too)', () => {
  expect(folders.map((folder) => path.relative(ROOT, folder))).toContain(
    path.join('shell', 'src', 'messages'),
  );
});

describe.each(folders.map((folder) => [path.relative(ROOT, folder), folder]))(
  '%s',
  (_name, folder) => {
    const catalogs = Object.fromEntries(
      LOCALES.map((locale) => {
        const file = path.join(folder, `${locale}.json`);
        expect(fs.existsSync(file)).toBe(true);
        const source = fs.readFileSync(file, 'utf8');
        return [
          locale,
          {
            raw: JSON.parse(source) as Record<string, string>,
            compiled: compileCatalog(source, file),
          },
        ];
      }),
    );

    it.each(LOCALES.filter((locale) => locale !== 'en'))(
      '%s has every English id and no other',
      (locale) => {
        const english = Object.keys(catalogs.en!.raw).sort();
        expect(Object.keys(catalogs[locale]!.raw).sort()).toEqual(english);
      },
    );

    it.each(LOCALES)('%s: no message is empty', (locale) => {
      const empty = Object.entries(catalogs[locale]!.raw).filter(([, text]) => !text.trim());
      expect(empty).toEqual([]);
    });

    it.each(LOCALES.filter((locale) => locale !== 'en'))(
      '%s: every message has the English placeholders',
      (locale) => {
        const differing = Object.keys(catalogs.en!.compiled).filter((id) => {
          const english = [...placeholders(catalogs.en!.compiled[id])].sort();
          const other = [...placeholders(catalogs[locale]!.compiled[id])].sort();
          return english.join() !== other.join();
        });
        expect(differing).toEqual([]);
      },
    );

    it.each(LOCALES.filter((locale) => locale !== 'en'))(
      '%s: rich-text tags (<0>…</0>) are the English ones',
      (locale) => {
        const tags = (text: string) => [...text.matchAll(/<\/?\d+>/g)].map((m) => m[0]).sort();
        const differing = Object.keys(catalogs.en!.raw).filter(
          (id) =>
            tags(catalogs.en!.raw[id]!).join() !== tags(catalogs[locale]!.raw[id] ?? '').join(),
        );
        expect(differing).toEqual([]);
      },
    );
  },
);
