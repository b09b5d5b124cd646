import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Shared tree-shaking trims a shared package to the exports the apps use. Every app must
// list the same union, or one app's trimmed copy lacks what another needs. So the union
// is read from the sources at build time, never kept by hand.

const ROOT = path.resolve(__dirname, '../..');
const SOURCE_ROOTS = [
  'shared/src',
  'shell/src',
  'mfe-catalog/src',
  'mfe-cart-checkout/src',
  'mfe-auth/src',
  'mfe-pc-builder/src',
  'mfe-admin/src',
];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) &&
      !/\.(test|d)\.tsx?$/.test(entry.name) &&
      !/test-utils/.test(entry.name)
      ? [full]
      : [];
  });
}

/** What one file imports from each module: the value names, or null for the whole module. */
type FileImports = Map<string, Set<string> | null>;

// Parsed files by path, kept while their size and time are unchanged: the build asks for
// every app and both trimmed packages, and a parse of all sources takes most of a second.
const parsed = new Map<string, { stamp: string; imports: FileImports }>();

function importsOf(file: string): FileImports {
  const stat = fs.statSync(file);
  const stamp = `${stat.mtimeMs}:${stat.size}`;
  const known = parsed.get(file);
  if (known?.stamp === stamp) return known.imports;
  const imports: FileImports = new Map();
  const use = (from: string, names: string[] | null) => {
    const current = imports.has(from) ? imports.get(from) : new Set<string>();
    if (current === null || current === undefined || names === null) {
      imports.set(from, null);
      return;
    }
    for (const name of names) current.add(name);
    imports.set(from, current);
  };
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
  );
  for (const statement of source.statements) {
    const from =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : undefined;
    if (from === undefined) continue;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (!clause) {
        use(from, null);
        continue;
      }
      if (clause.isTypeOnly) continue;
      const names: string[] = clause.name ? ['default'] : [];
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) {
        use(from, null);
        continue;
      }
      for (const element of bindings && ts.isNamedImports(bindings) ? bindings.elements : []) {
        if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
      }
      use(from, names);
    } else if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (!clause || !ts.isNamedExports(clause)) {
        use(from, null);
        continue;
      }
      use(
        from,
        clause.elements
          .filter((element) => !element.isTypeOnly)
          .map((element) => (element.propertyName ?? element.name).text),
      );
    }
  }
  parsed.set(file, { stamp, imports });
  return imports;
}

/**
 * The value exports of `pkg` the shop's browser code imports, sorted; null when some file
 * imports it whole (namespace import, `export *`, side-effect import), which rules
 * tree-shaking out.
 */
export function usedExports(pkg: string, roots: string[] = SOURCE_ROOTS): string[] | null {
  const names = new Set<string>();
  for (const file of roots.flatMap((root) => sourceFiles(path.join(ROOT, root)))) {
    const imported = importsOf(file);
    if (!imported.has(pkg)) continue;
    const used = imported.get(pkg);
    if (!used) return null;
    for (const name of used) names.add(name);
  }
  return [...names].sort();
}
