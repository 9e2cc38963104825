/** Admin API calls from browser tests: the worker's admin session, then calls to the API with it. */
import type { APIRequestContext } from '@playwright/test';
import { withAdminSession } from '../fixtures/session.ts';

/** Gives the request context the worker's admin session (opened once per worker: fixtures/session.ts). */
export const signInApi = async (request: APIRequestContext, baseURL: string): Promise<void> => {
  await withAdminSession(request, baseURL);
};

export const adminDelete = async (request: APIRequestContext, baseURL: string, path: string) => {
  const res = await request.delete(path, { headers: { Origin: baseURL } });
  if (!res.ok()) throw new Error(`DELETE ${path} failed: ${res.status()} ${await res.text()}`);
};

export const adminPost = async (request: APIRequestContext, baseURL: string, path: string, data: unknown) => {
  const res = await request.post(path, { data, headers: { Origin: baseURL } });
  if (!res.ok()) throw new Error(`POST ${path} failed: ${res.status()} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
};
