import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { HttpError } from 'react-admin';
import { checkMockedAnswers } from './support/contract';
import { resetWidth } from './support/screenWidth';
import { server } from './support/server';

configure({
  // Lazy pages are compiled on first use; on a busy CI machine that can take seconds.
  asyncUtilTimeout: inject('asyncUtilTimeout'),
  // A failed query says what it looked for; the whole DOM (thousands of lines) only on request.
  ...(inject('debugDom')
    ? {}
    : {
        getElementError: (message: string | null) => {
          const error = new Error(`${message ?? ''}\n(DOM not printed: set DEBUG_DOM=1 to see it)`);
          error.name = 'TestingLibraryElementError';
          return error;
        },
      }),
});

// react-admin logs every failed data provider call outside production. The tests answer errors
// on purpose and assert what the screen says, so those logs are noise; any other error prints.
const logError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (args[0] instanceof HttpError) return;
  logError(...args);
};

const mockedAnswers = checkMockedAnswers(server);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
  resetWidth();
  window.history.replaceState(null, '', '/');
  await mockedAnswers.assertNoViolations();
});
afterAll(() => {
  // The suite shares one module graph per worker (isolate: false): the next file adds its own.
  server.events.removeAllListeners();
  server.close();
});
