/** A worker thread of the seed: generates the seeker batches the main thread asks for (see seeker-batches.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import { seekerBatchGenerator, type SeekerBatchPlan } from './seeker-batches.js';

if (!parentPort) throw new Error('seeker-worker runs as a worker thread');
const port = parentPort;
const generate = seekerBatchGenerator(workerData as SeekerBatchPlan);
port.on('message', ({ firstId, count }: { firstId: number; count: number }) => {
  const batch = generate(firstId, count);
  // The rows' bytes move to the main thread rather than being copied.
  port.postMessage(batch, [batch.rows.buffer]);
});
