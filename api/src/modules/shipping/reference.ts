import fs from 'node:fs';
import path from 'node:path';

/**
 * A data file of ./reference, read once when first needed. The build copies these JSON
 * files beside the compiled code, so the same path works from src/ and dist/.
 */
export function referenceData<T>(file: string): () => T {
  let value: T | undefined;
  return () => {
    value ??= JSON.parse(fs.readFileSync(path.join(__dirname, 'reference', file), 'utf8')) as T;
    return value;
  };
}
