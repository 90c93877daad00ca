// Writes .br and .gz beside each text asset of the web build, so the server sends them without
// compressing on every request (@fastify/static preCompressed).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root } from './ensure-install.mjs';

const dist = path.join(root, 'apps/web/dist');
const TEXT = /\.(js|css|html|svg|json|txt|map)$/;
let count = 0;

function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (TEXT.test(entry.name) && !entry.name.endsWith('.map')) {
      const data = readFileSync(full);
      if (data.length < 1024) continue;
      writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
      writeFileSync(`${full}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      count++;
    }
  }
}

walk(dist);
console.log(`pre-compressed ${count} assets in apps/web/dist`);
