// ESLint for the whole repository: TypeScript, React (hooks, accessibility) and Astro files, and the
// rule that imports run one way, down the layers of docs/architecture.md, with no circle.
// typescript-eslint's rules run without type information: the type-aware set cost over a minute of
// CPU on this code base, and the compiler (`astro check`, strictest) already checks the types.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers, lowest first. A file may import its own layer and the layers below it, never one
 * above. `src/client/` is browser code that only needs the bottom layer; `src/styles/` and
 * `src/assets/` hold no code and may be imported from anywhere.
 */
const layers = [
  { name: 'lib, i18n, config, content', paths: ['src/lib', 'src/i18n', 'src/config', 'src/content', 'src/content.config.ts'] },
  { name: 'client', paths: ['src/client'] },
  { name: 'embeds, ui', paths: ['src/components/embeds', 'src/components/ui'] },
  { name: 'sections, islands, chrome', paths: ['src/components/sections', 'src/components/islands', 'src/components/chrome'] },
  { name: 'pages, layouts', paths: ['src/pages', 'src/layouts'] },
];

const zones = [
  ...layers.flatMap((layer, i) =>
    layers.slice(i + 1).map((above) => ({
      target: layer.paths,
      from: above.paths,
      message: `Imports run down: ${layer.name} may not import ${above.name} (docs/architecture.md, "Layers").`,
    })),
  ),
  {
    target: ['src'],
    from: ['build', 'tools', 'tests'],
    message: 'The site does not import build-time code, Node tools or tests.',
  },
  {
    target: ['build'],
    from: ['src/client', 'src/components', 'src/pages', 'src/layouts', 'tools', 'tests'],
    message: 'Build steps import only src/lib, src/config, src/i18n, src/content and build/ itself.',
  },
  { target: ['tools'], from: ['tests'], message: 'Node tools do not import tests.' },
];

export default defineConfig(
  {
    ignores: ['dist/', '.astro/', 'reports/', 'screenshots/', 'test-results/', 'playwright-report/', '.real-content*/', '.tmp/', 'public/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs['flat/recommended'],
  // Accessibility: eslint-plugin-astro's wrappers of jsx-a11y for .astro files, jsx-a11y itself for TSX.
  astro.configs['flat/jsx-a11y-recommended'].map((config) =>
    config.plugins?.['jsx-a11y'] ? { ...config, files: ['**/*.astro'] } : config,
  ),
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  // React's rules where React runs: components and hooks. Elsewhere `useTranslations(lang)` is a
  // plain function (src/i18n/ui), not a hook, and the rules of hooks would misread it.
  {
    files: ['src/**/*.tsx', 'src/**/use-*.ts', 'src/**/hooks.ts'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks a parameter or a destructured part that is deliberately unused.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // French text holds narrow and ordinary no-break spaces on purpose (before « » ; : ? !),
      // in strings and template literals alike.
      'no-irregular-whitespace': [
        'error',
        { skipStrings: true, skipTemplates: true, skipComments: true, skipRegExps: true, skipJSXText: true },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    rules: {
      // A row that scrolls sideways is focusable so the keyboard can scroll it (axe's
      // scrollable-region-focusable): the carousel's strip (a region) and the pillars' list.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: ['ol'] }],
      // Keys pressed on the carousel's focusable parts bubble to one handler on their container:
      // the container itself is not made interactive. Clicks on a static element stay refused.
      'jsx-a11y/no-static-element-interactions': ['error', { handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress'] }],
    },
  },
  {
    // The search page's own field takes the focus: the visitor came to that page to type.
    files: ['src/components/islands/SiteSearch.tsx'],
    rules: { 'jsx-a11y/no-autofocus': 'off' },
  },
  {
    files: ['src/**/*.tsx', 'src/**/use-*.ts', 'src/**/hooks.ts'],
    rules: {
      // Setting state once mounted is how an island learns it runs in the browser (useHydrated,
      // ConsentGate's offline check) while the server HTML and the first render stay identical.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // The editor's cross-field rules read a file's data as the YAML gives it, before any schema.
    files: ['src/lib/editor/cross-field-rules.ts', 'tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Node tools read terminal output, whose colour codes start with the ESC control character.
    files: ['tools/**'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,astro,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.astro'],
      'import-x/parsers': {
        '@typescript-eslint/parser': ['.ts', '.tsx'],
        'astro-eslint-parser': ['.astro'],
      },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
