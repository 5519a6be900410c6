import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'packages/server/drizzle/**', 'bench/results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@newsroom/server', '@newsroom/web'],
              message: 'server and web never import each other',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@newsroom/*'], message: 'domain imports nothing of ours' }] },
      ],
    },
  },
  {
    // The stories area uses the rundowns area only through its door; rundowns never use stories.
    files: ['packages/server/src/areas/stories/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.testkit.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@newsroom/server', '@newsroom/web'],
              message: 'server and web never import each other',
            },
            {
              group: ['../rundowns/*'],
              message: 'import the rundowns area from ../rundowns (its index.ts)',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/server/src/areas/rundowns/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.testkit.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@newsroom/server', '@newsroom/web'],
              message: 'server and web never import each other',
            },
            { group: ['../stories/*'], message: 'the rundowns area does not use the stories area' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    // Plain pages served as they are (the demo MOS plug-in): browser scripts, not Node.
    files: ['packages/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
