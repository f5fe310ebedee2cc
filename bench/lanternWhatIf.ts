import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { defaultSettings } from 'lighthouse/core/config/constants.js';

/** One message of Chromium's DevTools protocol, as Lighthouse logs a load's network. */
export interface DevtoolsMessage {
  method: string;
  params?: {
    requestId?: string;
    request?: { url: string };
    encodedDataLength?: number;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

/**
 * A change to a load's requests: those whose address matches `merge` left out and their bytes
 * added to the one matching `into`, as if the bundler had made one file of them; and bytes taken
 * from (or, negative, added to) the requests matching each key of `shrink`.
 */
export interface WhatIf {
  merge?: string;
  into?: string;
  shrink?: Record<string, number>;
}

/** The load's DevTools log with the change made; also how many requests and bytes it merged. */
export const applyWhatIf = (
  log: readonly DevtoolsMessage[],
  whatIf: WhatIf,
): { log: DevtoolsMessage[]; merged: number; bytes: number } => {
  const urls = new Map<string, string>();
  for (const message of log) {
    const { requestId, request } = message.params ?? {};
    if (message.method === 'Network.requestWillBeSent' && requestId && request) {
      urls.set(requestId, request.url);
    }
  }
  const idsMatching = (pattern: string | undefined) =>
    pattern === undefined
      ? []
      : [...urls].filter(([, url]) => new RegExp(pattern).test(url)).map(([id]) => id);
  const merged = new Set(idsMatching(whatIf.merge));
  const into = idsMatching(whatIf.into).find((id) => !merged.has(id));
  if (whatIf.merge !== undefined && into === undefined) {
    throw new Error(`No request matches ${whatIf.into ?? '(into)'} to merge into`);
  }
  const finished = (message: DevtoolsMessage) =>
    message.method === 'Network.loadingFinished' ? message.params?.requestId : undefined;
  let bytes = 0;
  for (const message of log) {
    const id = finished(message);
    if (id && merged.has(id)) bytes += message.params?.encodedDataLength ?? 0;
  }
  const shrink = Object.entries(whatIf.shrink ?? {}).map(
    ([pattern, by]) => [new RegExp(pattern), by] as const,
  );
  const changed = log
    .filter((message) => !merged.has(message.params?.requestId ?? ''))
    .map((message) => {
      const id = finished(message);
      if (!id) return message;
      const url = urls.get(id) ?? '';
      const delta =
        (id === into ? bytes : 0) -
        shrink.reduce((sum, [pattern, by]) => sum + (pattern.test(url) ? by : 0), 0);
      if (delta === 0) return message;
      const encodedDataLength = Math.max(0, (message.params?.encodedDataLength ?? 0) + delta);
      return { ...message, params: { ...message.params, encodedDataLength } };
    });
  return { log: changed, merged: merged.size, bytes };
};

/** What `npm run bench` keeps of an audit's artifacts when LIGHTHOUSE_ARTIFACTS is set. */
export interface SavedArtifacts {
  Trace: unknown;
  DevtoolsLog: DevtoolsMessage[];
  GatherContext: unknown;
  URL: unknown;
}

/** Lighthouse's simulated (Lantern) FCP and LCP of a load, with the mobile preset's settings. */
const simulate = async (artifacts: SavedArtifacts, log: DevtoolsMessage[]) => {
  const settings = { ...defaultSettings };
  const context = { computedCache: new Map(), settings };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: log,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: [],
    simulator: null,
  } as unknown as Parameters<typeof LanternLargestContentfulPaint.request>[0];
  const fcp = await LanternFirstContentfulPaint.request(data, context as never);
  const lcp = await LanternLargestContentfulPaint.request(data, context as never);
  return {
    fcp: fcp.timing,
    lcp,
    optimistic: lcp.optimisticEstimate,
    pessimistic: lcp.pessimisticEstimate,
  };
};

const ms = (value: number) => `${Math.round(value)} ms`;

/** The requests and the longer tasks on the LCP's pessimistic path, as Lantern times them. */
const printPath = (timings: Map<unknown, { startTime: number; endTime: number }>) => {
  const rows = [...timings].sort(([, a], [, b]) => a.startTime - b.startTime);
  for (const [node, { startTime, endTime }] of rows) {
    const { type, request } = node as {
      type: string;
      request?: { url: string; transferSize: number };
    };
    if (type === 'cpu' && endTime - startTime < 20) continue;
    const what = request
      ? `${new URL(request.url).pathname} ${request.transferSize} B`
      : 'CPU task';
    console.log(`  ${ms(startTime).padStart(8)} → ${ms(endTime).padStart(8)}  ${what}`);
  }
};

/**
 * `npx tsx bench/lanternWhatIf.ts <artifacts.json> [--merge re --into re] [--shrink re=bytes]
 * [--path]`: Lighthouse's simulated mobile FCP and LCP for an audit saved by `npm run bench`
 * (LIGHTHOUSE_ARTIFACTS), as it was and with its requests changed, to see what a change to the
 * chunks would move before building it. --path prints the LCP's simulated requests and tasks.
 */
const main = async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      merge: { type: 'string' },
      into: { type: 'string' },
      shrink: { type: 'string', multiple: true },
      path: { type: 'boolean', default: false },
    },
  });
  const file = positionals[0];
  if (!file) throw new Error('Usage: tsx bench/lanternWhatIf.ts <artifacts.json> [options]');
  const artifacts = JSON.parse(await readFile(file, 'utf8')) as SavedArtifacts;
  const shrink = Object.fromEntries(
    (values.shrink ?? []).map((entry) => {
      const at = entry.lastIndexOf('=');
      return [entry.slice(0, at), Number(entry.slice(at + 1))];
    }),
  );
  const report = async (label: string, log: DevtoolsMessage[]) => {
    const { fcp, lcp, optimistic, pessimistic } = await simulate(artifacts, log);
    console.log(
      `${label}: FCP ${ms(fcp)}, LCP ${ms(lcp.timing)} (optimistic ${ms(optimistic.timeInMs)}, pessimistic ${ms(pessimistic.timeInMs)})`,
    );
    if (values.path) printPath(pessimistic.nodeTimings as never);
  };
  await report('as loaded', artifacts.DevtoolsLog);
  if (values.merge === undefined && values.shrink === undefined) return;
  const changed = applyWhatIf(artifacts.DevtoolsLog, {
    merge: values.merge,
    into: values.into,
    shrink,
  });
  await report(
    `${changed.merged} requests (${changed.bytes} B) merged, bytes changed`,
    changed.log,
  );
};

if (import.meta.url === `file://${process.argv[1]}`) await main();
