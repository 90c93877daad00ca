import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { csvStream, keysetBatches, type CsvColumn } from './csv.js';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

type Row = { id: number; name: string; memo: string | null };
const columns: CsvColumn<Row>[] = [
  { header: '번호', cell: (r) => r.id },
  { header: '이름', cell: (r) => r.name },
  { header: '메모', cell: (r) => r.memo },
];

describe('csvStream', () => {
  it('writes a BOM, Korean headers and quotes what needs quoting', async () => {
    const batches: Row[][] = [[{ id: 1, name: '김서연', memo: '쉼표, 그리고 "따옴표"' }], [{ id: 2, name: '이준호', memo: null }]];
    const out = await text(csvStream(columns, Readable.from(batches)));
    expect(out.startsWith('\ufeff')).toBe(true);
    expect(parse(out.slice(1))).toEqual([
      ['번호', '이름', '메모'],
      ['1', '김서연', '쉼표, 그리고 "따옴표"'],
      ['2', '이준호', ''],
    ]);
  });

  it('keeps a text cell from running as a formula in a spreadsheet; numbers stay numbers', async () => {
    const batches: Row[][] = [
      [{ id: -1, name: '=HYPERLINK("https://evil.test","클릭")', memo: '@SUM(A1)' }],
      [{ id: 2, name: '+821012345678', memo: '-5' }],
    ];
    const out = await text(csvStream(columns, Readable.from(batches)));
    expect(parse(out.slice(1)).slice(1)).toEqual([
      ['-1', `'=HYPERLINK("https://evil.test","클릭")`, "'@SUM(A1)"],
      ['2', "'+821012345678", "'-5"],
    ]);
  });

  it('ends with the error when a batch fails, rather than a truncated file that looks whole', async () => {
    async function* batches(): AsyncGenerator<Row[]> {
      yield await Promise.resolve([{ id: 1, name: '김서연', memo: null }]);
      throw new Error('connection lost');
    }
    await expect(text(csvStream(columns, batches()))).rejects.toThrow('connection lost');
  });
});

describe('keysetBatches', () => {
  it('pages after the last row until a short page', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => i + 1);
    const seen: (number | undefined)[] = [];
    const out: number[][] = [];
    for await (const batch of keysetBatches<number>(3, (after, size) => {
      seen.push(after);
      return Promise.resolve(rows.filter((r) => r > (after ?? 0)).slice(0, size));
    }))
      out.push(batch);
    expect(out).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(seen).toEqual([undefined, 3, 6]);
  });
});

describe('keysetBatches reading ahead', () => {
  it('asks for the next batch before handing on the current one', async () => {
    const asked: (number | undefined)[] = [];
    const batches = keysetBatches<number>(2, (after) => {
      asked.push(after);
      return Promise.resolve(after === undefined ? [1, 2] : after === 2 ? [3, 4] : []);
    });
    const first = await batches.next();
    expect(first.value).toEqual([1, 2]);
    expect(asked).toEqual([undefined, 2]);
  });

  it('leaves no unhandled failure when the reader stops before a batch read ahead fails', async () => {
    const batches = keysetBatches<number>(1, (after) => (after === undefined ? Promise.resolve([1]) : Promise.reject(new Error('connection lost'))));
    expect((await batches.next()).value).toEqual([1]);
    await batches.return(undefined);
    // An unhandled rejection would fail the run; give it a turn to surface.
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
});
