/**
 * The browser's API client: failures carry the parsed answer, and a 401 on any call but the login
 * tells the admin area that the session has ended (one place, not every screen's catch block).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, onSignedOut } from '../../src/lib/api-client.ts';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('throws ApiError with the status, the message, the errors and the parsed answer', async () => {
    const body = { message: 'Title is required', errors: ['Title is required'] };
    vi.stubGlobal('fetch', answer(400, body));
    const error = await api.addNews({ title: '' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Title is required', errors: ['Title is required'], data: body });
  });

  it('reports a 401 as a signed-out session, once per failed call', async () => {
    const signedOut = vi.fn();
    const stop = onSignedOut(signedOut);
    vi.stubGlobal('fetch', answer(401, { message: 'Please sign in.' }));
    await expect(api.deleteNews('abc')).rejects.toBeInstanceOf(ApiError);
    await expect(api.registrations()).rejects.toBeInstanceOf(ApiError);
    expect(signedOut).toHaveBeenCalledTimes(2);
    stop();
    await expect(api.deleteNews('abc')).rejects.toBeInstanceOf(ApiError);
    expect(signedOut).toHaveBeenCalledTimes(2);
  });

  it('does not take a refused login for a session that ended', async () => {
    const signedOut = vi.fn();
    const stop = onSignedOut(signedOut);
    vi.stubGlobal('fetch', answer(401, { message: 'Authentication failed.' }));
    await expect(api.login('admin', 'wrong')).rejects.toBeInstanceOf(ApiError);
    expect(signedOut).not.toHaveBeenCalled();
    stop();
  });

  it('does not report other failures as a signed-out session', async () => {
    const signedOut = vi.fn();
    const stop = onSignedOut(signedOut);
    vi.stubGlobal('fetch', answer(403, { message: 'This request must come from the site itself.' }));
    await expect(api.deleteNews('abc')).rejects.toBeInstanceOf(ApiError);
    expect(signedOut).not.toHaveBeenCalled();
    stop();
  });
});
