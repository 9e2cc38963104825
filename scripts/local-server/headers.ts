/** The `[[headers]]` of netlify.toml, applied (as on Netlify) only to files served from the publish folder. */
import { parseAllHeaders, type Header } from '@netlify/headers-parser';

export const loadHeaders = async (netlifyConfigPath: string): Promise<Header[]> => {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [], netlifyConfigPath, configHeaders: [], minimal: false });
  if (errors.length > 0) throw new Error(`netlify.toml headers: ${errors.map(String).join('; ')}`);
  return headers as Header[];
};

export const headersFor = (rules: Header[], pathname: string): Record<string, string> => {
  const values: Record<string, string> = {};
  for (const rule of rules) if (rule.forRegExp.test(pathname)) Object.assign(values, rule.values);
  return values;
};
