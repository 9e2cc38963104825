// @ts-check
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import tseslint from 'typescript-eslint';

/*
 * The layers, so they cannot drift (each rule names what it protects):
 *   src/domain    the rules and schemas of each resource: imports only zod, src/config and itself;
 *   src/          the site: never imports the functions (netlify/) or the tooling (scripts/);
 *   public islands (src/components/public, ui): schema modules (*.schema.ts) as types only,
 *                 so zod never reaches a visitor's browser, and nothing of the admin area;
 *   netlify/      the functions and the build plugin: never import scripts/ (the production build
 *                 must not depend on local tooling).
 * A later block for the same files replaces an earlier block's rule options, so each block lists
 * every pattern that applies to its files.
 */
const notFunctionsOrTooling = {
  regex: String.raw`(^|/)(netlify|scripts)/|^#(shared|functions|scripts)/`,
  message: 'src/ is the site: it never imports the functions (netlify/) or the local tooling (scripts/).',
};
const schemaTypesOnly = {
  regex: String.raw`\.schema(\.ts)?$`,
  allowTypeImports: true,
  message: 'Public islands take types from schema modules (import type …); their limits and texts are in the zod-free <resource>.ts.',
};
const noZod = {
  regex: '^zod($|/)',
  message: 'Public islands do not ship zod: the server validates, the zod-free domain modules give limits and texts.',
};
const noAdmin = {
  regex: String.raw`(^|/)admin/`,
  message: 'The shared UI kit and the public islands never import the admin area (it would ship to every visitor).',
};
const domainOnly = {
  regex: String.raw`^(?!zod$|\./[^/]+$|#domain/[^/]+/[^/]+$|#config/[^/]+$)`,
  message: 'src/domain imports only zod, src/config and other src/domain modules.',
};
const noTooling = {
  regex: String.raw`(^|/)scripts/|^#scripts/`,
  message: 'netlify/ never imports scripts/: the production build and the functions must not depend on local tooling.',
};

/** One import style: a module outside the importer's folder is named by its `#` alias (package.json "imports"), never by climbing. */
const noClimbing = {
  regex: String.raw`^\.\./`,
  message: 'Import a module outside this folder by its # alias (package.json "imports"), not with \'../\'.',
};

/**
 * @param {...Record<string, unknown>} patterns
 * @returns {import('eslint').Linter.RulesRecord}
 */
const restrict = (...patterns) => ({
  'no-restricted-imports': 'off',
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noClimbing, ...patterns] }],
});

export default defineConfig(
  { ignores: ['dist/', '.astro/', '.netlify/', '.content/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  tseslint.configs.recommended,
  // .astro files too: the plugin's parser reads their frontmatter and scripts as TypeScript.
  astro.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['scripts/**/*.{ts,js,mjs}'], rules: restrict() },
  { files: ['src/**/*.{ts,tsx,astro}', 'astro.config.mjs'], rules: restrict(notFunctionsOrTooling) },
  { files: ['src/components/{public,ui}/**/*.{ts,tsx,astro}'], rules: restrict(notFunctionsOrTooling, schemaTypesOnly, noZod, noAdmin) },
  { files: ['src/domain/**/*.ts'], rules: restrict(domainOnly) },
  { files: ['netlify/**/*.{ts,js}'], rules: restrict(noTooling) },
);
