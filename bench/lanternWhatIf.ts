import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
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

interface TraceEvent {
  name: string;
  ts: number;
  args?: { data?: { isLoadingMainFrame?: boolean } };
}

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
  const tbt = await LanternTotalBlockingTime.request(data, context as never);
  return {
    fcp: fcp.timing,
    fcpOptimistic: fcp.optimisticEstimate.timeInMs,
    lcp,
    tbt,
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

/** What a simulated task ran, as far as the trace says: the scripts it evaluated or called into. */
const taskScripts = (node: {
  childEvents?: { name: string; args?: { data?: { url?: string; functionName?: string } } }[];
}) => {
  const seen = new Map<string, number>();
  for (const event of node.childEvents ?? []) {
    const { url, functionName } = event.args?.data ?? {};
    if (!url || !/^(EvaluateScript|FunctionCall|v8.compile)$/.test(event.name)) continue;
    const name = `${event.name === 'EvaluateScript' ? 'evaluate ' : ''}${new URL(url).pathname.replace(/^.*\//, '')}${functionName ? ` ${functionName}` : ''}`;
    seen.set(name, (seen.get(name) ?? 0) + 1);
  }
  return [...seen].map(([name, count]) => (count > 1 ? `${name} ×${count}` : name)).join(', ');
};

/**
 * The tasks Lantern counts in TBT (pessimistic simulation): those of 50 ms or more after the
 * optimistic FCP, with their blocking time (what exceeds 50 ms) and what they ran.
 */
const printBlocking = (
  timings: Map<unknown, { startTime: number; endTime: number; duration: number }>,
  from: number,
  navigationStart: number,
) => {
  const rows = [...timings]
    .filter(
      ([node, { duration, endTime }]) =>
        (node as { type: string }).type === 'cpu' && duration >= 50 && endTime > from,
    )
    .sort(([, a], [, b]) => a.startTime - b.startTime);
  for (const [node, { startTime, duration }] of rows) {
    // Where the task was in the load as traced (unthrottled), to find it in the trace.
    const traced = ((node as { event: { ts: number } }).event.ts - navigationStart) / 1000;
    console.log(
      `  ${ms(startTime).padStart(8)} ${ms(duration).padStart(7)} blocking ${ms(duration - 50).padStart(6)}  (traced at ${ms(traced)})  ${taskScripts(node as never).slice(0, 140)}`,
    );
  }
};

/**
 * `npx tsx bench/lanternWhatIf.ts <artifacts.json> [--merge re --into re] [--shrink re=bytes]
 * [--path] [--tbt]`: Lighthouse's simulated mobile FCP, LCP and TBT for an audit saved by
 * `npm run bench` (LIGHTHOUSE_ARTIFACTS), as it was and with its requests changed, to see what a
 * change to the chunks would move before building it. --path prints the LCP's simulated
 * requests and tasks; --tbt the tasks that TBT counts.
 */
const main = async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      merge: { type: 'string' },
      into: { type: 'string' },
      shrink: { type: 'string', multiple: true },
      path: { type: 'boolean', default: false },
      tbt: { type: 'boolean', default: false },
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
    const { fcp, fcpOptimistic, lcp, tbt, optimistic, pessimistic } = await simulate(
      artifacts,
      log,
    );
    console.log(
      `${label}: FCP ${ms(fcp)}, LCP ${ms(lcp.timing)} (optimistic ${ms(optimistic.timeInMs)}, pessimistic ${ms(pessimistic.timeInMs)}), TBT ${ms(tbt.timing)} (optimistic ${ms(tbt.optimisticEstimate.timeInMs)}, pessimistic ${ms(tbt.pessimisticEstimate.timeInMs)})`,
    );
    if (values.path) printPath(pessimistic.nodeTimings as never);
    if (values.tbt) {
      const { traceEvents } = artifacts.Trace as { traceEvents: TraceEvent[] };
      const navigation =
        traceEvents.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame) ??
        traceEvents.find((e) => e.name === 'navigationStart');
      printBlocking(
        tbt.pessimisticEstimate.nodeTimings as never,
        fcpOptimistic,
        navigation?.ts ?? 0,
      );
    }
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
