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

/**
 * The value exports of `pkg` the shop's browser code imports, sorted; null when some file
 * imports it whole (namespace import, `export *`, side-effect import), which rules
 * tree-shaking out.
 */
export function usedExports(pkg: string, roots: string[] = SOURCE_ROOTS): string[] | null {
  const names = new Set<string>();
  for (const file of roots.flatMap((root) => sourceFiles(path.join(ROOT, root)))) {
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
      if (from !== pkg) continue;
      if (ts.isImportDeclaration(statement)) {
        const clause = statement.importClause;
        if (!clause) return null;
        if (clause.isTypeOnly) continue;
        if (clause.name) names.add('default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) return null;
        for (const element of bindings && ts.isNamedImports(bindings) ? bindings.elements : []) {
          if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
        }
      } else if (ts.isExportDeclaration(statement)) {
        if (statement.isTypeOnly) continue;
        const clause = statement.exportClause;
        if (!clause || !ts.isNamedExports(clause)) return null;
        for (const element of clause.elements) {
          if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
        }
      }
    }
  }
  return [...names].sort();
}
