/**
 * The layer rules of eslint.config.js (run by `npm run check`) refuse what they must: each case is
 * a line of code placed in a file of a layer, linted with the project's own configuration.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

const restricted = async (filePath: string, code: string): Promise<boolean> => {
  const [result] = await eslint.lintText(`${code}\nexport const used = value;\n`, { filePath });
  return (result?.messages ?? []).some((message) => message.ruleId === '@typescript-eslint/no-restricted-imports');
};

/** The same rules in an .astro file: the import is in its frontmatter. */
const restrictedInAstro = async (filePath: string, code: string): Promise<boolean> => {
  const [result] = await eslint.lintText(`---\n${code}\n---\n<p>{value}</p>\n`, { filePath });
  return (result?.messages ?? []).some((message) => message.ruleId === '@typescript-eslint/no-restricted-imports');
};

// The first case loads the project's ESLint configuration and its plugins: seconds on a busy machine.
describe('layer rules', { timeout: 60_000 }, () => {
  it.each([
    ['src/domain/content/news.ts', "import { value } from '../../lib/api-client';"],
    ['src/domain/content/news.ts', "import { value } from '../../src/lib/api-client.ts';"],
    ['src/domain/content/news.ts', "import { value } from 'react';"],
    ['src/domain/content/news.schema.ts', "import { value } from '../../components/ui/styles';"],
    ['src/lib/build-content.ts', "import { value } from '../../netlify/functions/_shared/store/index.ts';"],
    ['src/lib/build-content.ts', "import { value } from '../../netlify/functions/_shared/store/index.ts';"],
    ['src/components/admin/content/NewsAdmin.tsx', "import { value } from '../../../../scripts/lib/sample-data.ts';"],
    ['src/components/public/content/NewsList.tsx', "import { value } from '../../src/domain/content/news.schema.ts';"],
    ['src/components/public/registry/SkaterForm.tsx', "import { value } from 'zod';"],
    ['src/components/ui/Field.tsx', "import { value } from '../../src/domain/common/fields.schema.ts';"],
    ['src/components/ui/paging.tsx', "import { value } from '../admin/kit/hooks/useAdminList';"],
    ['src/components/public/registry/SkaterForm.tsx', "import { value } from '../../src/components/admin/kit/fields.tsx';"],
    ['netlify/functions/news.ts', "import { value } from '../../scripts/lib/sample-data.ts';"],
    ['netlify/plugins/export-content/index.js', "import { value } from '../../../scripts/lib/local-blobs.ts';"],
    // One import style: a module outside the folder by its alias, in every layer.
    ['src/domain/content/news.ts', "import { value } from '../common/text.ts';"],
    ['src/components/public/content/NewsList.tsx', "import { value } from '../../../domain/content/news.ts';"],
    ['netlify/functions/_shared/fees/ledger.ts', "import { value } from '../store/index.ts';"],
    ['scripts/bench/harness.ts', "import { value } from '../lib/png.ts';"],
    ['src/domain/content/news.ts', "import { value } from '#lib/client/index.ts';"],
    ['netlify/functions/news.ts', "import { value } from '#scripts/lib/sample-data.ts';"],
  ])('%s may not: %s', async (filePath, code) => {
    expect(await restricted(filePath, code)).toBe(true);
  });

  it.each([
    ['src/domain/content/news.ts', "import { value } from './news.schema.ts';"],
    ['src/domain/content/news.ts', "import { value } from '#domain/common/text.ts';"],
    ['src/domain/content/news.schema.ts', "import { value } from 'zod';"],
    ['src/domain/content/achievement.ts', "import { value } from '#config/rules.ts';"],
    ['src/components/public/content/NewsList.tsx', "import type { value } from '#domain/content/news.schema.ts';"],
    ['src/components/public/content/NewsList.tsx', "import { value } from '#domain/content/news.ts';"],
    ['src/components/admin/content/NewsAdmin.tsx', "import { value } from '#domain/content/news.schema.ts';"],
    ['netlify/functions/news.ts', "import { value } from '#domain/content/news.schema.ts';"],
  ])('%s may: %s', async (filePath, code) => {
    expect(await restricted(filePath, code)).toBe(false);
  });

  it.each([
    ['src/pages/news.astro', "import value from '../layouts/BaseLayout.astro';"],
    ['src/pages/admin/desk.astro', "import '../../styles/global.css';"],
    ['src/components/shell/Header.astro', "import { value } from '#shared/store/index.ts';"],
    ['src/components/ui/Card.astro', "import { value } from '#components/admin/kit/fields.tsx';"],
  ])('%s may not: %s', async (filePath, code) => {
    expect(await restrictedInAstro(filePath, code)).toBe(true);
  });

  it.each([
    ['src/pages/news.astro', "import value from '#layouts/BaseLayout.astro';"],
    ['src/pages/admin/desk.astro', "import '#styles/global.css';"],
  ])('%s may: %s', async (filePath, code) => {
    expect(await restrictedInAstro(filePath, code)).toBe(false);
  });
});
