// Preloaded into the bench's app server (`node --expose-gc --import`): on SIGUSR2 it runs a full
// garbage collection and writes the process's memory to MEMORY_PROBE_FILE. The resident set after
// a load run moves with what V8 has not yet collected and keeps committed; what a full collection
// leaves is what the server holds on to, so growth there is a leak and growth in RSS alone is not.
import { renameSync, writeFileSync } from 'node:fs';

process.on('SIGUSR2', () => {
  global.gc?.();
  const { rss, heapTotal, heapUsed, external } = process.memoryUsage();
  const mb = (bytes) => Math.round(bytes / 1048576);
  const figures = { rss: mb(rss), heapTotal: mb(heapTotal), heapUsed: mb(heapUsed), external: mb(external), at: Date.now() };
  // Written whole, then renamed into place: the bench never reads half a file.
  writeFileSync(`${process.env.MEMORY_PROBE_FILE}.part`, JSON.stringify(figures));
  renameSync(`${process.env.MEMORY_PROBE_FILE}.part`, process.env.MEMORY_PROBE_FILE);
});
