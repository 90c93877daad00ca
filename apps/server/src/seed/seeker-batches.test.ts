import { describe, expect, it } from 'vitest';
import { seekerBatchGenerator, seekerBatches, type SeekerBatch, type SeekerBatchPlan } from './seeker-batches.js';

const plan: SeekerBatchPlan = {
  companies: [
    { name: '한빛소프트웨어', industryId: 10_100 },
    { name: '서연회계법인', industryId: 10_300 },
    { name: '대한물산', industryId: 10_500 },
  ],
  nowMs: Date.parse('2026-11-01T00:00:00Z'),
};

/** A batch with its rows as text: compared byte by byte, megabytes of Uint8Array take the matcher a minute. */
type ReadableBatch = Omit<SeekerBatch, 'rows'> & { rows: string };
const readable = (batch: SeekerBatch): ReadableBatch => ({ ...batch, rows: new TextDecoder().decode(batch.rows) });

async function collect(batches: AsyncIterable<SeekerBatch>): Promise<ReadableBatch[]> {
  const all: ReadableBatch[] = [];
  for await (const batch of batches) all.push(readable(batch));
  return all;
}

describe('seeker batches', () => {
  it('a batch is the same whenever and wherever it is generated', () => {
    const generate = seekerBatchGenerator(plan);
    const later = seekerBatchGenerator(plan);
    generate(1, 50);
    expect(readable(generate(51, 50))).toEqual(readable(later(51, 50)));
  });

  it('worker threads produce every id once, in order, exactly as the main thread would', async () => {
    const total = 10_500;
    const batches = await collect(seekerBatches(plan, total, 2_000));
    expect(batches.map((b) => b.firstId)).toEqual([1, 2_001, 4_001, 6_001, 8_001, 10_001]);
    expect(batches.reduce((sum, b) => sum + b.names.length, 0)).toBe(total);
    const ids = batches.flatMap((b) =>
      b.rows
        .trimEnd()
        .split('\n')
        .map((line) => Number(line.slice(0, line.indexOf('\t')))),
    );
    expect(ids).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    const inProcess = seekerBatchGenerator(plan);
    expect(batches[5]).toEqual(readable(inProcess(10_001, 500)));
    expect(batches[0]).toEqual(readable(inProcess(1, 2_000)));
  }, 60_000);
});
