// Compresses the built text files once, at build time (brotli at its best level, and gzip), so the
// server sends `.br` / `.gz` beside each file by Accept-Encoding without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { repoPath } from '../server/paths';

const textFiles = /\.(js|mjs|css|html|svg|json|ts)$/;
// Below this, a compressed answer saves less than its own headers cost.
const minimumBytes = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (textFiles.test(entry.name)) yield path;
  }
}

let count = 0;
for (const dir of ['dist/player', 'dist/embed']) {
  for (const file of filesUnder(repoPath(dir))) {
    if (statSync(file).size < minimumBytes) continue;
    const bytes = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    count += 1;
  }
}
process.stdout.write(`compressed ${count} built files (.br and .gz)\n`);
