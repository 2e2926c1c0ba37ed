import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import unicorn from 'eslint-plugin-unicorn';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresOf = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const clientFeatures = featuresOf('src/client/features');
const serverFeatures = featuresOf('src/server/features');

// Imports flow one way: shared -> features -> app. A feature does not import another feature,
// except, on the server, another feature's public faces: its services (`*.service.ts`), its visibility
// predicates (`*-visibility.ts`: what the public may see, as SQL) and its rules without a database
// (`*-rules.ts`). No import cycle, lazy imports included (import-x/no-cycle): a module of a cycle can be
// read before it exists, depending on which one loads first.
const boundaries = [
  {
    target: './src/shared',
    from: ['./src/server', './src/client'],
    message: 'src/shared is imported by both sides and imports neither.',
  },
  { target: './src/server', from: './src/client', message: 'The server does not import client code.' },
  // The layers below the features (decision 026): what a feature adds to them is wired in main.ts,
  // tasks.ts or auth-hooks.ts, never imported by them.
  ...['auth', 'db', 'email', 'storage', 'realtime', 'events', 'lib'].map((layer) => ({
    target: `./src/server/${layer}`,
    from: './src/server/features',
    message: `src/server/${layer} is below the features: a feature registers its part (auth-hooks.ts, tasks.ts) instead of being imported.`,
  })),
  // Client layers: components/ and lib/ (generic UI, the API client) <- entities/<e> (the domain UI and
  // hooks several features use: application, startup, job, follow, job alert) <- features <- app.
  {
    target: ['./src/client/components', './src/client/lib'],
    from: ['./src/client/entities', './src/client/features', './src/client/app'],
    message: 'Shared UI and lib are generic: they do not depend on entities, features or the app.',
  },
  {
    target: './src/client/entities',
    from: ['./src/client/features', './src/client/app'],
    message: 'Entities are below the features: a feature composes them, they never import a feature or the app.',
  },
  {
    target: './src/client/features',
    from: './src/client/app',
    message: 'Features do not import the app; the app composes features.',
  },
  ...clientFeatures.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [`./${feature}`],
    message:
      'Client features do not import each other: move what they share to entities/ (domain UI and hooks) or components/, lib/ (generic).',
  })),
  ...serverFeatures.flatMap((feature) =>
    serverFeatures
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `./src/server/features/${feature}`,
        from: `./src/server/features/${other}`,
        except: readdirSync(`src/server/features/${other}`, { recursive: true, encoding: 'utf8' })
          .filter((f) => f.endsWith('.service.ts') || f.endsWith('-visibility.ts') || f.endsWith('-rules.ts'))
          .map((f) => `./${f}`),
        message:
          "A server feature calls another feature's service (or reads its *-visibility.ts), never its internals.",
      })),
  ),
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, unicorn },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      // no-cycle reads the imported modules itself: with these it parses TypeScript and skips packages.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // File names in kebab-case, so a name reads the same on every file system and in every import.
      'unicorn/filename-case': ['error', { case: 'kebabCase' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    // One caller (decision 072): a guard before the handler (requireUser, requireAdmin) types the actor as
    // present, so a handler never asserts it is.
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "TSNonNullExpression > CallExpression[callee.property.name='get'][arguments.0.value=/^(actor|user)$/]",
          message: "Put requireUser or requireAdmin before the handler: its type gives a present caller, with no '!'.",
        },
      ],
    },
  },
  {
    // The one test that wires the server to the server build of the client, as main.ts does at run time
    // with dist/server/entry-server.js; it imports the renderer's source instead of the built file.
    files: ['src/server/ssr.test.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // The browser may know the server's types (the typed API client), never its code.
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**'],
              allowTypeImports: true,
              message: 'The client imports only types from the server.',
            },
          ],
        },
      ],
    },
  },
);
