import { execFile } from 'node:child_process';
import path from 'node:path';

// pdf-parse (pdf.js) loads its worker as an ES module, which Jest's sandbox cannot: the
// text is extracted by a plain Node process reading the PDF on its standard input.
const EXTRACT = `import { PDFParse } from 'pdf-parse';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
process.stdout.write((await parser.getText()).text);
await parser.destroy();`;

/** The text a PDF reader finds in `pdf` (a receipt, say). */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', EXTRACT],
      { cwd: path.join(__dirname, '../..'), maxBuffer: 10_000_000 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
    child.stdin?.end(pdf);
  });
}
