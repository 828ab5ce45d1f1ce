// After `vite build`: writes .br and .gz beside every text asset of a dist folder, so the server
// sends compressed files without compressing on each request (@fastify/static preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(?:m?js|css|html|svg|json|txt)$/;
const MIN_BYTES = 1024;

function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (TEXT.test(entry.name) && statSync(full).size >= MIN_BYTES) {
      const content = readFileSync(full);
      writeFileSync(`${full}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
    }
  }
}

walk(path.resolve(process.argv[2] ?? 'dist'));
