// A worker process of bench/queue-compare.mjs: `node --import tsx bench/queue-worker.mjs <queue> <database url>`
// with the settings as JSON in BENCH_QUEUE_SETTINGS. Prints "ready" once its worker runs; SIGTERM stops it
// gracefully; the bench kills it with SIGKILL for the delivery test.
import { startWorker } from './queue-adapters.mjs';

const [name, url] = process.argv.slice(2);
const settings = JSON.parse(process.env.BENCH_QUEUE_SETTINGS ?? '{}');
const stop = await startWorker(name, url, settings);
process.once('SIGTERM', () => {
  void stop().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
});
process.stdout.write('ready\n');
