import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Preloaded into the server the bench starts (`--import`): measures the event loop's delay and
 * answers the bench over the IPC channel, so the figure is the server's own, not the load
 * generator's. Plain JavaScript: the server runs without a TypeScript loader, as `npm start` runs
 * it, and this must not add one.
 */
const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();

/** @param {number} ns */
const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;

/** The server's peak resident memory since the last reset, sampled every 50 ms. */
let peakRss = process.memoryUsage.rss();
setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 50).unref();

process.on('message', (message) => {
  if (message === 'loop-reset') {
    histogram.reset();
    peakRss = process.memoryUsage.rss();
    process.send?.({ type: 'loop-reset' });
  } else if (message === 'loop-read') {
    process.send?.({
      type: 'loop-read',
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      rssMb: Math.round(Math.max(peakRss, process.memoryUsage.rss()) / 1_048_576),
    });
  }
});
