/**
 * The `[[headers]]` of netlify.toml and the `_headers` file of the publish folder (written by the
 * build: the page CSP), merged by Netlify's own parser and applied, as on Netlify, only to files
 * served from the publish folder.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';

export const loadHeaders = async (netlifyConfigPath: string, publishDir?: string): Promise<Header[]> => {
  const headersFile = publishDir ? join(publishDir, '_headers') : undefined;
  const headersFiles = headersFile && existsSync(headersFile) ? [headersFile] : [];
  const { headers, errors } = await parseAllHeaders({ headersFiles, netlifyConfigPath, configHeaders: [], minimal: false });
  if (errors.length > 0) throw new Error(`netlify.toml / _headers: ${errors.map(String).join('; ')}`);
  return headers as Header[];
};

export const headersFor = (rules: Header[], pathname: string): Record<string, string> => {
  const values: Record<string, string> = {};
  for (const rule of rules) if (rule.forRegExp.test(pathname)) Object.assign(values, rule.values);
  return values;
};
