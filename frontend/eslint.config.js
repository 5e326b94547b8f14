import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The SPA's import zones (bulletproof-react): a feature imports only the shared layers (api/, ui/, lib/, test/
// helpers, config.ts) and the rules package, never another feature nor app/, which composes the features. The shared
// layers import no feature and no app/ wiring either. So a feature can be read, moved or deleted on its own.
const FEATURES = ['auth', 'catalog', 'delivery', 'billing', 'confirmation', 'account', 'support', 'admin'];
const SHARED = ['api', 'ui', 'lib'];

/** A relative import that climbs out of the current folder into one of `folders` (at any depth). */
const into = (folders) => `^(\\.\\./)+(${folders.join('|')})(/|$)`;

const zone = (folder, forbidden, message) => ({
  files: [`src/${folder}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: into(forbidden), message },
          // The services' code and the kit stay out of features; @rto/rules is the one package they share, with the
          // delivery address rule the order service checks with (dependency-free, alone of the contracts).
          { regex: '^@rto/(?!rules(/|$)|contracts/us-address-rule$)', message: 'A feature imports only @rto/rules (and @rto/contracts/us-address-rule) among the workspace packages.' },
        ],
      },
    ],
  },
});

const zones = [
  ...FEATURES.map((feature) =>
    zone(feature, [...FEATURES.filter((other) => other !== feature), 'app'], 'A feature imports only api/, ui/, lib/, test/ and @rto/rules: move what two features share into one of those.'),
  ),
  ...SHARED.map((layer) => zone(layer, [...FEATURES, 'app'], 'api/, ui/ and lib/ are shared by the features and import none of them, nor app/.')),
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
    },
  },
  ...zones,
  {
    // One job a file: hand-written source stays under 300 lines (tests, the browser tests and generated files aside).
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.mjs'],
    ignores: ['**/*.test.{ts,tsx}', 'src/test/**', '**/*.gen.ts'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    files: ['vite.config.ts', 'e2e/**/*.ts', 'scripts/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
);
