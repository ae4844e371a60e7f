import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      'bench/results/**',
      'e2e/test-results/**',
      'e2e/artifacts/**',
      'jest.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-console': 'off',
    },
  },
  { files: ['frontend/**/*.{ts,tsx}'], languageOptions: { globals: globals.browser } },
  {
    // One form behaviour everywhere (SPEC §9 fading field errors): the app's Form wraps antd's. One way to tell
    // the user and to ask (components/notify, components/confirm): antd's static APIs escape the theme.
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: ['frontend/src/components/Form.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'antd', importNames: ['Form'], message: "Import Form from 'components/Form' (fading field errors)." },
            { name: 'antd', importNames: ['message', 'notification'], message: "Use useNotify from 'components/notify'." },
            { name: 'antd', importNames: ['Popconfirm'], message: "Use useConfirm from 'components/confirm'." },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Modal'][property.name=/^(confirm|info|success|error|warning)$/]",
          message: "Use useConfirm from 'components/confirm' (the static Modal escapes the theme).",
        },
        {
          selector: "CallExpression[callee.object.name='App'][callee.property.name='useApp']",
          message: "Use useConfirm from 'components/confirm' or useNotify from 'components/notify'.",
        },
      ],
    },
  },
  {
    // Issue 23: what a screen shows comes from the catalogue (i18n/locales), never a literal English string:
    // JSX text, and the attributes a user reads.
    files: ['frontend/src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'title',
              'label',
              'placeholder',
              'description',
              'alt',
              'aria-label',
              'okText',
              'cancelText',
              'tooltip',
              'extra',
              'help',
              'message',
              'emptyText',
              'content',
              'addonBefore',
              'addonAfter',
              'suffix',
              'prefix',
              'text',
              'subTitle',
              'checkedChildren',
              'unCheckedChildren',
              'notFoundContent',
              'tip',
            ],
          },
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s·•—–…×→←]+', '[A-Z_-]+', 'kr', 'CO2', 'Consign'] },
        },
      ],
    },
  },
  {
    // Issue 23: every message a service sends is a text of contracts' API catalogue (API_MESSAGES_EN), so its error
    // body carries the `code` a client shows in its reader's language. An AppError names a catalogue text
    // (MESSAGES.…, RULE_MESSAGES.…) or a message by code with its placeholders (apiMessage(code, params)), never a literal.
    files: ['services/*/src/**/*.ts', 'packages/kit/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='AppError'][arguments.0.type=/^(Literal|TemplateLiteral)$/]",
          message: "An AppError's message comes from contracts' catalogue: MESSAGES/RULE_MESSAGES, or apiMessage(code, params).",
        },
        {
          selector: "NewExpression[callee.name='AppError'][arguments.1.type=/^(Literal|TemplateLiteral)$/]",
          message: "An AppError's message comes from contracts' catalogue: MESSAGES/RULE_MESSAGES, or apiMessage(code, params).",
        },
      ],
    },
  },
  {
    // Every e2e test fails on a console warning or error and ends with an axe-core check: that is the suite's own
    // `test` (tests/fixtures.ts), so Playwright's bare one is not imported.
    files: ['e2e/tests/**/*.ts'],
    ignores: ['e2e/tests/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './fixtures' (console guard and axe-core on every test).",
            },
          ],
        },
      ],
    },
  },
  {
    // The two modules that wrap antd's App context.
    files: ['frontend/src/components/confirm.ts', 'frontend/src/components/notify.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  prettier,
);
