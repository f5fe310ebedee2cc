import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from './support/renderApp';
import { inquiryData } from '../../src/inquiry-data';
import { collectDeclarations } from '../../src/resources/declarations';
import { answerAuthLocally } from '../../src/providers/localAuthAnswers';
import { createQueryClient } from '../../src/providers/queryClient';

const declarations = collectDeclarations([inquiryData]);

/** A question as react-admin asks it, with an authProvider that never answers. */
const ask = (client: ReturnType<typeof createQueryClient>, key: unknown[]) => {
  const queryFn = vi.fn(() => new Promise<boolean>(() => undefined));
  const observer = new QueryObserver(client, { queryKey: key, queryFn });
  const stop = observer.subscribe(() => undefined);
  return { result: observer.getCurrentResult(), queryFn, stop };
};

const canEdit = ['auth', 'canAccess', { action: 'edit', resource: 'inquiry-data' }];

describe('the auth questions react-admin asks before a screen shows', () => {
  afterEach(() => sessionStorage.clear());

  it('are answered as they are asked, from the session and the access table', () => {
    signInAs('SBS');
    const client = createQueryClient();
    answerAuthLocally(client, declarations);
    const signedIn = ask(client, ['auth', 'checkAuth', {}]);
    expect(signedIn.result).toMatchObject({ status: 'success', data: true });
    const sbs = ask(client, canEdit);
    expect(sbs.result).toMatchObject({ status: 'success', data: true });
    // Not asked again of the authProvider while the screen watches the answer.
    expect(sbs.queryFn).not.toHaveBeenCalled();
    const permissions = ask(client, ['auth', 'getPermissions', {}]);
    expect(permissions.result).toMatchObject({ status: 'success', data: 'SBS' });
    expect(permissions.queryFn).not.toHaveBeenCalled();
    signedIn.stop();
    sbs.stop();
    permissions.stop();
  });

  it('answer no where the access table says no', () => {
    signInAs('ESS');
    const client = createQueryClient();
    answerAuthLocally(client, declarations);
    const { result, stop } = ask(client, canEdit);
    expect(result).toMatchObject({ status: 'success', data: false });
    stop();
  });

  it('go to the authProvider without a session, which sends the visitor to sign in', () => {
    const client = createQueryClient();
    answerAuthLocally(client, declarations);
    const { result, queryFn, stop } = ask(client, ['auth', 'checkAuth', {}]);
    expect(result.status).toBe('pending');
    expect(queryFn).toHaveBeenCalledOnce();
    stop();
  });

  it('leave other queries alone', () => {
    signInAs('SBS');
    const client = createQueryClient();
    answerAuthLocally(client, declarations);
    const { result, stop } = ask(client, ['inquiry-data', 'getList', { page: 1 }]);
    expect(result.status).toBe('pending');
    stop();
  });
});
