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

describe('layer rules', () => {
  it.each([
    ['src/domain/news.ts', "import { value } from '../lib/api-client';"],
    ['src/domain/news.ts', "import { value } from 'react';"],
    ['src/domain/news.schema.ts', "import { value } from '../components/ui/styles';"],
    ['src/lib/build-content.ts', "import { value } from '../../netlify/functions/_shared/store/index.ts';"],
    ['src/components/admin/screens/NewsAdmin.tsx', "import { value } from '../../../../scripts/lib/sample-data.ts';"],
    ['src/components/public/NewsList.tsx', "import { value } from '../../domain/news.schema';"],
    ['src/components/forms/SkaterForm.tsx', "import { value } from 'zod';"],
    ['src/components/ui/Field.tsx', "import { value } from '../../domain/fields.schema';"],
    ['src/components/ui/paging.tsx', "import { value } from '../admin/hooks/usePaging';"],
    ['netlify/functions/news.ts', "import { value } from '../../scripts/lib/sample-data.ts';"],
    ['netlify/plugins/export-content/index.js', "import { value } from '../../../scripts/lib/local-blobs.ts';"],
  ])('%s may not: %s', async (filePath, code) => {
    expect(await restricted(filePath, code)).toBe(true);
  });

  it.each([
    ['src/domain/news.ts', "import { value } from './fields.ts';"],
    ['src/domain/news.schema.ts', "import { value } from 'zod';"],
    ['src/domain/achievement.ts', "import { value } from '../config/rules.ts';"],
    ['src/components/public/NewsList.tsx', "import type { value } from '../../domain/news.schema';"],
    ['src/components/public/NewsList.tsx', "import { value } from '../../domain/news';"],
    ['src/components/admin/screens/NewsAdmin.tsx', "import { value } from '../../../domain/news.schema';"],
    ['netlify/functions/news.ts', "import { value } from '../../src/domain/news.schema.ts';"],
  ])('%s may: %s', async (filePath, code) => {
    expect(await restricted(filePath, code)).toBe(false);
  });
});
