import { parseArgs } from 'node:util';
import { benchApi } from './api';
import { benchEmbedded } from './api/embedded';
import { benchBundle } from './bundle';
import { benchLighthouse } from './lighthouse';

/**
 * `npm run bench`: prints the figures the issues set goals for.
 *   - the bundle: what /sign-in and each screen's first load download, the compression ratio;
 *   - Lighthouse (mobile and desktop presets, Debian's Chromium) on /sign-in and three signed-in
 *     screens, beside a bare react-admin app built in the same run (bench/lighthouse.ts), and
 *     the components React rendered during one load of each (bench/renders.ts);
 *   - the embedded default (bench/api/embedded.ts): embedded PostgreSQL and PGlite on the demo
 *     data, first start, throughput, /api/health under load and memory, beside PostgreSQL at
 *     DATABASE_URL when it is set;
 *   - the API under load, on PostgreSQL at DATABASE_URL (skipped without it): every case of
 *     bench/cases/ at each client count.
 * Flags: --members N (add synthetic members until there are N), --clients 10,50,
 * --seconds 10, --only <text in a case's name>, --statement-lines 10000 (the timed bank
 * statement import; 0 skips it), --skip-bundle, --skip-lighthouse, --skip-embedded,
 * --lighthouse-only (neither the bundle nor the API), --lighthouse-runs 3 (each figure the median
 * of that many audits), --lighthouse-screens <pattern> (only the screens whose name matches,
 * beside the bare app's), --lighthouse-presets mobile,desktop.
 * Exits non-zero when a bundle goal is missed, after printing everything.
 */
const { values } = parseArgs({
  options: {
    members: { type: 'string' },
    clients: { type: 'string', default: '10,50' },
    seconds: { type: 'string', default: '10' },
    only: { type: 'string' },
    'statement-lines': { type: 'string', default: '10000' },
    'skip-bundle': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-embedded': { type: 'boolean', default: false },
    'lighthouse-only': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string', default: '3' },
    'lighthouse-screens': { type: 'string' },
    'lighthouse-presets': { type: 'string', default: 'mobile,desktop' },
  },
  strict: true,
});

const wholeNumber = (name: string, raw: string): number => {
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    throw new Error(`--${name} must be a positive whole number, got "${raw}"`);
  }
  return Number(raw);
};

const lighthouseOnly = values['lighthouse-only'];
const missed = values['skip-bundle'] || lighthouseOnly ? [] : await benchBundle();
if (!values['skip-lighthouse']) {
  const screens = values['lighthouse-screens'];
  await benchLighthouse({
    runs: wholeNumber('lighthouse-runs', values['lighthouse-runs']),
    screens: screens === undefined ? undefined : new RegExp(screens),
    presets: values['lighthouse-presets'].split(','),
  });
}

const url = process.env.DATABASE_URL;
const clients = values.clients.split(',').map((c) => wholeNumber('clients', c));
const seconds = wholeNumber('seconds', values.seconds);
if (!values['skip-embedded'] && !lighthouseOnly) {
  await benchEmbedded({
    referenceUrl: url,
    clients: clients[0]!,
    seconds,
    only: values.only,
  });
}
if (url && !lighthouseOnly) {
  await benchApi({
    url,
    members: values.members === undefined ? undefined : wholeNumber('members', values.members),
    clients,
    seconds,
    only: values.only,
    statementLines:
      values['statement-lines'] === '0'
        ? 0
        : wholeNumber('statement-lines', values['statement-lines']),
  });
} else if (!lighthouseOnly) {
  console.log(
    '\nAPI figures: set DATABASE_URL to a PostgreSQL database (e.g. with --members 1000000)',
  );
}

if (missed.length > 0) {
  console.error(`\nBundle goals missed:\n  ${missed.join('\n  ')}`);
  process.exitCode = 1;
}
