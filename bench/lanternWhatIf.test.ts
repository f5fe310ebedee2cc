import { describe, expect, it } from 'vitest';
import { applyWhatIf, type DevtoolsMessage } from './lanternWhatIf';

/** A load's log: each request sent, then finished with its bytes. */
const load = (requests: Record<string, number>): DevtoolsMessage[] =>
  Object.entries(requests).flatMap(([url, bytes], i) => [
    { method: 'Network.requestWillBeSent', params: { requestId: `r${i}`, request: { url } } },
    { method: 'Network.dataReceived', params: { requestId: `r${i}` } },
    { method: 'Network.loadingFinished', params: { requestId: `r${i}`, encodedDataLength: bytes } },
  ]);

const bytesOf = (log: DevtoolsMessage[]) =>
  Object.fromEntries(
    log
      .filter((message) => message.method === 'Network.loadingFinished')
      .map((message) => [
        log.find(
          (sent) =>
            sent.method === 'Network.requestWillBeSent' &&
            sent.params?.requestId === message.params?.requestId,
        )?.params?.request?.url,
        message.params?.encodedDataLength,
      ]),
  );

const LOAD = load({
  'http://h/index.html': 3000,
  'http://h/assets/core-a.js': 146_000,
  'http://h/assets/Form-b.js': 2000,
  'http://h/assets/dates-c.js': 1300,
  'http://h/assets/money-d.js': 1200,
});

describe('applyWhatIf', () => {
  it('leaves out the merged requests, every message of them, and adds their bytes to one', () => {
    const { log, merged, bytes } = applyWhatIf(LOAD, { merge: 'dates-|money-', into: 'Form-' });
    expect([merged, bytes]).toEqual([2, 2500]);
    expect(bytesOf(log)).toEqual({
      'http://h/index.html': 3000,
      'http://h/assets/core-a.js': 146_000,
      'http://h/assets/Form-b.js': 4500,
    });
    expect(log.some((message) => message.params?.requestId === 'r3')).toBe(false);
  });

  it('takes bytes from a request, or adds them with a negative figure, never below none', () => {
    const { log } = applyWhatIf(LOAD, {
      shrink: { 'core-': 40_000, 'Form-': -500, 'money-': 5000 },
    });
    expect(bytesOf(log)).toMatchObject({
      'http://h/assets/core-a.js': 106_000,
      'http://h/assets/Form-b.js': 2500,
      'http://h/assets/money-d.js': 0,
    });
  });

  it('refuses a merge with nowhere to go', () => {
    expect(() => applyWhatIf(LOAD, { merge: 'dates-', into: 'nothing' })).toThrow(/nothing/);
    expect(() => applyWhatIf(LOAD, { merge: 'dates-' })).toThrow(/into/);
  });

  it('changes nothing when asked for nothing', () => {
    expect(applyWhatIf(LOAD, {}).log).toEqual(LOAD);
  });
});
