import type { SetupServer } from 'msw/node';
import contractText from '../../../docs/openapi.yaml?raw';
import { loadContract } from '../../contract/contract';

/** docs/openapi.yaml as a checker of the answers msw mocks. */
export const appContract = loadContract(contractText);

/**
 * Checks every answer a handler mocks against the contract: a route or status the contract
 * lacks, another content type, or a JSON body its schema refuses. The answers are read from
 * msw's life-cycle events as they go out; `assertNoViolations` (after each test) waits for the
 * last of them and fails the test with what it found.
 */
export const checkMockedAnswers = (server: SetupServer) => {
  const found: string[] = [];
  const pending: Promise<void>[] = [];

  server.events.on('response:mocked', ({ request, response }) => {
    const copy = response.clone();
    pending.push(
      (async () => {
        const url = new URL(request.url);
        const template = appContract.templateOf(request.method, url.pathname);
        const label = `${request.method} ${url.pathname}${url.search}`;
        if (!template) {
          found.push(`${label}: not in docs/openapi.yaml`);
          return;
        }
        const problems = appContract.check({
          method: request.method,
          path: template,
          status: copy.status,
          contentType: copy.headers.get('content-type') ?? undefined,
          body: new Uint8Array(await copy.arrayBuffer()),
        });
        found.push(...problems.map((problem) => `${label}: ${problem}`));
      })(),
    );
  });

  return {
    async assertNoViolations() {
      await Promise.all(pending.splice(0));
      if (!found.length) return;
      const message = `Mocked answers that break docs/openapi.yaml:\n${found.join('\n')}`;
      found.length = 0;
      throw new Error(message);
    },
  };
};
