/** Admin API calls from browser tests: sign in like the admin UI does, then call the API with the session. */
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../fixtures/constants.ts';

export const signInApi = async (request: APIRequestContext, baseURL: string): Promise<void> => {
  const res = await request.post('/api/login', {
    data: { admin: E2E_ADMIN.name, password: E2E_ADMIN.password },
    headers: { Origin: baseURL },
  });
  if (!res.ok()) throw new Error(`admin login failed: ${res.status()} ${await res.text()}`);
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
