import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { CONTRACT_FILE } from '../../../server/api-docs/document';
import { loadContract, toContractPath, type Contract } from '../../contract/contract';

let contract: Contract | undefined;

/** docs/openapi.yaml as a checker, loaded once per test file. */
export const serverContract = (): Contract => {
  contract ??= loadContract(readFileSync(CONTRACT_FILE, 'utf8'));
  return contract;
};

const bodyOf = (payload: unknown): string | Uint8Array | null | undefined => {
  if (payload === null || payload === undefined) return null;
  if (typeof payload === 'string' || payload instanceof Uint8Array) return payload;
  // A stream (a file, the xlsx, a compressed answer): its type is checked, not its bytes.
  return undefined;
};

/**
 * Checks every answer the app sends against the contract, as it is sent: a route or status the
 * contract lacks, another content type, or a JSON body its schema refuses. `inject` then fails
 * with the violations, so the test that caused them fails where it made the call; answers sent
 * to a real client (a listening server) are reported by `assertNoViolations`.
 */
export const checkAnswers = (app: FastifyInstance) => {
  const found: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    // No route matched: the not-found handler answered, and it is no route of the contract.
    if (route === undefined) return payload;
    try {
      const problems = serverContract().check({
        method: request.method,
        path: toContractPath(route),
        status: reply.statusCode,
        contentType: reply.getHeader('content-type')?.toString(),
        body: bodyOf(payload),
      });
      found.push(...problems.map((problem) => `${request.method} ${request.url}: ${problem}`));
    } catch (error) {
      // A schema the validator cannot compile: the test fails with it, the answer goes out.
      found.push(`${request.method} ${request.url}: ${String(error)}`);
    }
    return payload;
  });

  const assertNoViolations = () => {
    if (!found.length) return;
    const message = `Answers that break docs/openapi.yaml:\n${found.join('\n')}`;
    found.length = 0;
    throw new Error(message);
  };

  // The tests call inject with options and await it; its other forms (a chain, a callback)
  // are not used, so the wrapper keeps to that one.
  const inject = app.inject.bind(app) as (
    options: InjectOptions | string,
  ) => Promise<LightMyRequestResponse>;
  const checkedInject = async (options: InjectOptions | string) => {
    const response = await inject(options);
    assertNoViolations();
    return response;
  };
  app.inject = checkedInject as unknown as FastifyInstance['inject'];

  return { assertNoViolations };
};
