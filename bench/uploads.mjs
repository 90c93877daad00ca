// npm run bench:uploads — what a recruiter gets when uploading a company-page cover image and logo (issue 18), through
// the real server: `POST /api/v5/partners/uploads?purpose=…` with a multipart `file`, signed in as admin@demo.test.
// Three files, generated once per run with sharp: a 12-megapixel phone photo (4000×3000 JPEG of noise on soft shapes
// and gradients, so that it compresses like a photo: 4–5 MB) and a 1600×500 PNG as covers, and a 1000×1000 PNG as
// a logo. Each is uploaded BENCH_UPLOADS times with each of BENCH_CLIENTS' numbers of concurrent keep-alive clients
// (closed loop, after BENCH_WARMUP uploads), and beside it, in the same run and with the same clients, two
// baselines: a bare Fastify route with @fastify/multipart that only reads the same body into memory (the transport),
// and sharp alone in this process doing the server's image work (metadata, then each variant in parallel: EXIF
// rotation, the centred crop to the purpose's ratio, resize, WebP at the settings of
// apps/server/src/modules/uploads/upload-processing.ts). What is left is what the server adds (type sniffing,
// storage writes, the row, session and CSRF checks, logging). It also prints the server's peak RSS during each
// run at the highest number of clients.
// The server runs with the settings `npm start` uses (log level info, logs to /dev/null, files on the local disk
// under its DATA_DIR) on the embedded PGlite database with the small demo data, in a temporary directory (uploads do
// not grow with the data). Prints figures only; asserts nothing. Builds nothing: run `npm run build` first.
// The sharp baseline runs first, at normal priority; the HTTP load then comes from this process at BENCH_NICE.
//   BENCH_UPLOADS   measured uploads per file and number of clients (default 20)
//   BENCH_WARMUP    uploads before each measurement (default 2)
//   BENCH_CLIENTS   numbers of concurrent clients, comma-separated (default 1,4)
//   BENCH_NICE      the load generator's niceness for the HTTP runs (default 10; 0 keeps it)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { contractPaths, percentile, root, seed, signIn, startServer, stopServer, table, waitFor } from './lib.mjs';

const uploads = Number(process.env.BENCH_UPLOADS ?? 20);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const levels = (process.env.BENCH_CLIENTS ?? '1,4').split(',').map(Number);
const nice = Number(process.env.BENCH_NICE ?? 10);
const PORT = 3241;
const BARE_PORT = 3242;
const PATHS = contractPaths(['uploads.create']);
const ms = (v) => v.toFixed(0);
const mb = (bytes) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

// As the server: UPLOAD_SPECS in packages/contract/src/company-page.ts, WEBP and MAX_INPUT_PIXELS in upload-processing.ts.
const SPECS = {
  cover: {
    ratio: 16 / 5,
    variants: [
      [1920, 600],
      [960, 300],
    ],
  },
  logo: {
    ratio: 1,
    variants: [
      [400, 400],
      [120, 120],
    ],
  },
};
const WEBP = { quality: 82, effort: 2 };
const MAX_INPUT_PIXELS = 120_000_000;

// ---------------------------------------------------------------- the files

/** A deterministic pseudo-random source, so that every run uploads the same bytes. */
function random(seed) {
  let s = seed;
  return () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

/**
 * A phone photo: soft colour shapes (a 40×30 random image upscaled), lit by gradients, with sensor-like gaussian
 * noise, at JPEG quality 92 with 4:2:0 chroma and an EXIF block, as a phone writes it.
 */
async function phonePhoto(width, height) {
  const next = random(12345);
  const small = Buffer.alloc(40 * 30 * 3);
  for (let i = 0; i < small.length; i++) small[i] = Math.floor(next() * 256);
  const base = await sharp(small, { raw: { width: 40, height: 30, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const noise = await sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 11 } } })
    .raw()
    .toBuffer();
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const v = base[i + c] * 0.7 + (x / width) * 40 + ((y / height) * 30 * (c + 1)) / 2 + (noise[i + c] - 128);
        pixels[i + c] = v < 0 ? 0 : v > 255 ? 255 : v;
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92, chromaSubsampling: '4:2:0' })
    .withExif({ IFD0: { Make: 'Bench', Model: 'Phone 12MP', Orientation: '1' } })
    .toBuffer();
}

/** A designed banner: gradients, shapes and type, as a PNG (what a design tool exports). */
function bannerPng(width, height) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f4fd6"/><stop offset="1" stop-color="#27c2a0"/></linearGradient>
    <radialGradient id="r"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    ${Array.from({ length: 24 }, (_, i) => `<circle cx="${(i * 173) % width}" cy="${(i * 97) % height}" r="${40 + ((i * 37) % 160)}" fill="url(#r)"/>`).join('')}
    <text x="80" y="${height / 2 + 30}" font-family="sans-serif" font-size="96" font-weight="700" fill="#fff">Nuri Cloud — we are hiring</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A logo: a mark and a word on a transparent square, as a PNG with alpha. */
function logoPng(size) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f4fd6"/><stop offset="1" stop-color="#27c2a0"/></linearGradient></defs>
    <circle cx="${size / 2}" cy="${size * 0.42}" r="${size * 0.3}" fill="url(#g)"/>
    <path d="M ${size * 0.35} ${size * 0.5} Q ${size / 2} ${size * 0.2} ${size * 0.65} ${size * 0.5}" stroke="#fff" stroke-width="${size * 0.04}" fill="none"/>
    <text x="50%" y="${size * 0.9}" text-anchor="middle" font-family="sans-serif" font-size="${size * 0.12}" font-weight="700" fill="#1f2a44">NURI</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

// ---------------------------------------------------------------- sharp alone (the server's image work, in process)

/** The largest centred rectangle of the ratio (upload-processing.ts cropRect without an editor's crop). */
function centredCrop(ratio, width, height) {
  if (width / height > ratio) {
    const kept = Math.max(1, Math.round(height * ratio));
    return { left: Math.floor((width - kept) / 2), top: 0, width: kept, height };
  }
  const kept = Math.max(1, Math.round(width / ratio));
  return { left: 0, top: Math.floor((height - kept) / 2), width, height: kept };
}

async function sharpAlone(purpose, bytes) {
  const open = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const metadata = await open().metadata();
  const turned = (metadata.orientation ?? 1) >= 5;
  const rect = centredCrop(SPECS[purpose].ratio, turned ? metadata.height : metadata.width, turned ? metadata.width : metadata.height);
  const files = await Promise.all(
    SPECS[purpose].variants.map(([width, height]) => open().rotate().extract(rect).resize(width, height, { fit: 'cover' }).webp(WEBP).toBuffer()),
  );
  return files.reduce((sum, file) => sum + file.length, 0);
}

// ---------------------------------------------------------------- the transport baseline

// The same multipart limits as uploads.routes.ts; the file is read into memory as readUploadPart does, and dropped.
const BARE_MULTIPART = `
import Fastify from 'fastify';
import multipart from '@fastify/multipart';
const app = Fastify();
await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024 + 1, files: 1, fields: 0, parts: 1, headerPairs: 20 }, preservePath: true });
app.post('/upload', async (request) => {
  const part = await request.file();
  const chunks = [];
  for await (const chunk of part.file) chunks.push(chunk);
  return { name: part.filename, byte_size: Buffer.concat(chunks).length };
});
app.get('/', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

async function startBareMultipart(port) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', BARE_MULTIPART], {
    cwd: path.join(root, 'apps/server'),
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(child, `http://127.0.0.1:${port}/`);
  return child;
}

// ---------------------------------------------------------------- load

/** A multipart/form-data body with the one `file` part, as a browser's FormData sends it. */
function multipartBody(name, type, bytes) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`);
  return { body: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

function post(agent, url, headers, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers: { ...headers, 'content-length': body.length } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString() }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** `count` calls of `send` shared by `clients` concurrent loops; each latency in ms, and the calls per second. */
async function run(clients, count, send) {
  const latencies = [];
  let failed = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < count) {
        next++;
        const t = performance.now();
        try {
          if (!(await send())) failed++;
        } catch {
          failed++;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), perSecond: count / seconds, failed };
}

async function measure(clients, send) {
  if (warmup > 0) await run(clients, warmup, send);
  return run(clients, uploads, send);
}

/** The process's resident memory now and its peak since the last reset, in bytes; resetting needs our own child. */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}
function resetPeak(pid) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

// ---------------------------------------------------------------- run

console.log('… generating the files');
const generated = performance.now();
const files = [
  { label: 'cover, 4000×3000 phone JPEG', purpose: 'cover', name: 'IMG_2041.jpg', type: 'image/jpeg', bytes: await phonePhoto(4000, 3000) },
  { label: 'cover, 1600×500 PNG', purpose: 'cover', name: 'banner.png', type: 'image/png', bytes: await bannerPng(1600, 500) },
  { label: 'logo, 1000×1000 PNG', purpose: 'logo', name: 'logo.png', type: 'image/png', bytes: await logoPng(1000) },
];
console.log(`  ${files.map((f) => `${f.label}: ${mb(f.bytes.length)}`).join('; ')} (${((performance.now() - generated) / 1000).toFixed(1)} s)`);

const rows = [];
const row = (call, clients, r, extra = '') => ({
  call,
  clients,
  'p50 ms': ms(r.p50),
  'p95 ms': ms(r.p95),
  'p99 ms': ms(r.p99),
  'req/s': r.perSecond.toFixed(2),
  failed: r.failed,
  'peak RSS': extra,
});

// Sharp alone first, while this process is at normal priority and nothing else runs.
const alone = new Map();
for (const file of files) {
  const out = await sharpAlone(file.purpose, file.bytes);
  console.log(`… sharp alone, ${file.label}: ${file.purpose} variants ${(out / 1024).toFixed(0)} KB in all`);
  for (const n of levels) alone.set(`${file.label}/${n}`, await measure(n, async () => (await sharpAlone(file.purpose, file.bytes)) > 0));
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pc-bench-uploads-'));
// The embedded database and local file storage under the temporary DATA_DIR, whatever this shell's environment says.
const env = { DATA_DIR: dataDir, DATABASE_URL: '', STORAGE_DIR: '', S3_BUCKET: '' };
console.log(`… seeding the small demo data in ${dataDir}`);
seed(env, 'small');
const bare = await startBareMultipart(BARE_PORT);
const { child, base } = await startServer(env, PORT, { defaults: true });
const verdicts = [];
const startRss = memory(child.pid).rss;
try {
  const cookie = await signIn(base, 'admin@demo.test');
  const { token } = await (await fetch(`${base}/api/v3/csrf`, { headers: { cookie } })).json();
  const top = Math.max(...levels);
  if (nice > os.getPriority()) os.setPriority(nice);
  console.log(
    `… ${levels.join(' and ')} clients, ${uploads} uploads per file and number of clients after ${warmup} of warm-up, ` +
      `the HTTP load at nice ${os.getPriority()}`,
  );
  for (const file of files) {
    const { body, contentType } = multipartBody(file.name, file.type, file.bytes);
    const url = `${base}${PATHS['uploads.create']}?purpose=${file.purpose}`;
    const headers = { cookie, 'x-csrf-token': token, 'content-type': contentType };
    const first = await post(new http.Agent(), url, headers, body);
    if (first.status !== 200) throw new Error(`${url}: ${first.status} ${first.text.slice(0, 300)}`);
    const { upload } = JSON.parse(first.text).data;
    console.log(`… ${file.label}: stored as ${upload.width}×${upload.height}, variants ${Object.keys(upload.variants).join(', ')}`);
    for (const n of levels) {
      const agent = new http.Agent({ keepAlive: true, maxSockets: n });
      const toServer = async () => (await post(agent, url, headers, body)).status === 200;
      const toBare = async () => (await post(agent, `http://127.0.0.1:${BARE_PORT}/upload`, { 'content-type': contentType }, body)).status === 200;
      const watch = n === top;
      if (watch) {
        resetPeak(child.pid);
        resetPeak(bare.pid);
      }
      const before = memory(child.pid).rss;
      const measured = await measure(n, toServer);
      const serverPeak = watch ? memory(child.pid).peak : null;
      const transport = await measure(n, toBare);
      const barePeak = watch ? memory(bare.pid).peak : null;
      agent.destroy();
      const sharpOnly = alone.get(`${file.label}/${n}`);
      rows.push(
        row(file.label, n, measured, serverPeak ? `${mb(serverPeak)} (before ${mb(before)})` : ''),
        row('  baseline: bare multipart read', n, transport, barePeak ? mb(barePeak) : ''),
        row('  baseline: sharp alone', n, sharpOnly),
      );
      verdicts.push(
        `${file.label}, ${n} client${n === 1 ? '' : 's'}: p50 ${ms(measured.p50)} ms, p95 ${ms(measured.p95)} ms, ${measured.perSecond.toFixed(2)}/s; ` +
          `transport p50 ${ms(transport.p50)} + sharp p50 ${ms(sharpOnly.p50)} = ${ms(transport.p50 + sharpOnly.p50)} ms, ` +
          `the server adds ${ms(measured.p50 - transport.p50 - sharpOnly.p50)} ms at p50` +
          (serverPeak ? `; server peak RSS ${mb(serverPeak)}` : ''),
      );
    }
  }
  console.log(
    `\nUpload benchmark (PGlite, small seed, local file storage), ${levels.join(' and ')} concurrent clients, ${uploads} uploads each, ` +
      `default server settings (log level info), ${os.availableParallelism()} cores shared with the load generator; ` +
      `the server's RSS after start ${mb(startRss)}, peak RSS measured over the runs at ${top} clients`,
  );
  table(rows);
  for (const line of verdicts) console.log(line);
} finally {
  await stopServer(child);
  await stopServer(bare);
  rmSync(dataDir, { recursive: true, force: true });
}
