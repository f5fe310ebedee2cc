import type { BenchContext } from '../types';
import type { BenchServer } from './server';

/** A statement of `lines` credits over the last days, each line new to the bench database. */
const statement = (lines: number, ctx: BenchContext): string => {
  const run = Date.now().toString(36);
  const today = Date.parse(ctx.today);
  const rows = Array.from({ length: lines }, (_, i) => {
    const day = new Date(today - (i % 5) * 86_400_000).toISOString().slice(0, 10);
    const amount = (420_000 * (1 + (i % 7))).toLocaleString('id-ID');
    return `${day};TRSF E-BANKING CR BENCH ${run} ${i};"${amount},00"`;
  });
  return ['Tanggal;Keterangan;Kredit', ...rows].join('\n');
};

const post = async (server: BenchServer, token: string, csv: string) => {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'mutasi.csv');
  const started = performance.now();
  const response = await fetch(`${server.url}/api/user/bank_statement`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const answer = (await response.json()) as { data?: Record<string, number>; message?: string };
  if (!response.ok) throw new Error(`bank import: ${response.status} ${answer.message ?? ''}`);
  return { ms: performance.now() - started, data: answer.data ?? {} };
};

/**
 * The statement import (issue 32): a file of `lines` credit lines imported and matched once,
 * then the same file again (every line already known). One request each, as SBS imports it.
 */
export const benchBankImport = async (
  server: BenchServer,
  token: string,
  ctx: BenchContext,
  lines: number,
): Promise<void> => {
  const csv = statement(lines, ctx);
  const first = await post(server, token, csv);
  const again = await post(server, token, csv);
  console.log(`\nBank statement import, ${lines} lines (${Math.round(csv.length / 1024)} KB)`);
  console.log(
    `  new:       ${first.ms.toFixed(0)} ms (imported ${first.data.imported}, matched ${first.data.matched}, to check ${first.data.to_check})`,
  );
  console.log(`  re-import: ${again.ms.toFixed(0)} ms (known ${again.data.known})`);
};
