import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/** One column of a download: its header (what a spreadsheet shows) and the cell of a row. */
export type CsvColumn<T> = { header: string; cell: (row: T) => string | number | null };

/** The rows of a download, fetched in batches (keyset pages) so memory stays flat however many there are. */
export type CsvBatches<T> = AsyncIterable<readonly T[]>;

/** A download as a service describes it; the route sends it with `sendCsv` (services never see the reply). */
export type CsvDownload<T> = { filename: string; rowCount: number; columns: readonly CsvColumn<T>[]; batches: CsvBatches<T> };

/** The header that tells the web how many rows to expect, for its progress bar. */
export const CSV_ROW_COUNT_HEADER = 'x-row-count';

/**
 * Streams rows as CSV: UTF-8 with a byte-order mark (Excel otherwise reads Hangul as the local code page),
 * a header row, RFC 4180 quoting (csv-stringify), and a text cell that a spreadsheet would run as a formula
 * (`=`, `+`, `-`, `@` first: a posting title, an applicant's name) prefixed with `'`. The batches are pulled only as fast as the client reads
 * (`Readable.from` respects backpressure), so a slow download holds one batch, not the whole list.
 */
export function csvStream<T>(columns: readonly CsvColumn<T>[], batches: CsvBatches<T>): Readable {
  async function* records() {
    yield columns.map((c) => c.header);
    for await (const batch of batches) {
      for (const row of batch) yield columns.map((c) => c.cell(row) ?? '');
    }
  }
  const stringifier = stringify({ bom: true, record_delimiter: '\r\n', escape_formulas: true });
  const source = Readable.from(records());
  source.on('error', (error) => stringifier.destroy(error));
  return source.pipe(stringifier);
}

/**
 * Sends a CSV download: `filename` (Korean allowed: RFC 5987 encoding, with an ASCII fallback), the row count
 * for the web's progress, no caching (the data is personal and changes).
 */
export function sendCsv<T>(reply: FastifyReply, options: CsvDownload<T>): FastifyReply {
  const ascii = options.filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(options.filename)}`)
    .header('cache-control', 'no-store')
    .header(CSV_ROW_COUNT_HEADER, String(options.rowCount))
    .send(csvStream(options.columns, options.batches));
}

/**
 * Keyset batches: calls `page(after)` with the last row of the previous batch (undefined at first) until a
 * batch comes back shorter than `size`. The next batch is asked for before this one is handed on, so the
 * database reads it while the caller writes this one (at most two batches are held).
 */
export async function* keysetBatches<T>(size: number, page: (after: T | undefined, size: number) => Promise<T[]>): AsyncGenerator<T[]> {
  let next = page(undefined, size);
  for (;;) {
    const batch = await next;
    const last = batch[batch.length - 1];
    if (batch.length < size || last === undefined) {
      if (batch.length > 0) yield batch;
      return;
    }
    next = page(last, size);
    // A reader that stops early never awaits the batch read ahead: its failure must not go unhandled.
    next.catch(() => {});
    yield batch;
  }
}
