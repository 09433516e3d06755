import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Layers, top to bottom (docs/architecture.md): app → components → http → server →
// lib and content. Imports point down only; env is read by http and server alone.
// islands/ is the public pages' browser code, beside the others: it may import lib/ only,
// and nothing imports it (scripts/build-islands.ts bundles it).
const layerZones = [
  {
    target: './src/islands',
    from: [
      './src/app',
      './src/components',
      './src/http',
      './src/server',
      './src/env',
      './src/content',
    ],
    message: 'islands/ runs in the browser without React: it may import lib/ only.',
  },
  {
    target: [
      './src/app',
      './src/components',
      './src/http',
      './src/server',
      './src/lib',
      './src/content',
    ],
    from: './src/islands',
    message: 'islands/ is bundled on its own (scripts/build-islands.ts); nothing imports it.',
  },
  {
    target: './src/lib',
    from: ['./src/app', './src/components', './src/http', './src/server', './src/env'],
    message: 'lib/ is browser-safe: it may not import server code or the configuration.',
  },
  {
    target: './src/content',
    from: ['./src/app', './src/components', './src/http', './src/server', './src/env'],
    message: 'content/ is static copy: it may import lib/ only.',
  },
  {
    target: './src/server',
    from: ['./src/app', './src/components', './src/http'],
    message: 'server/ is the domain: it knows nothing of routes, components or HTTP.',
  },
  {
    target: './src/http',
    from: ['./src/app', './src/components'],
    message: 'http/ serves the routes; it may not import them or components.',
  },
  {
    target: './src/components',
    from: ['./src/app', './src/http'],
    message: 'components/ may not import routes or the HTTP layer.',
  },
  {
    target: './src/env',
    from: ['./src/app', './src/components', './src/http', './src/server', './src/lib'],
    message: 'env/ is read by the layers, never the other way round.',
  },
];

/** Every module of server/ and http/ starts with `import 'server-only'`. */
const requireServerOnly = {
  meta: {
    type: 'problem',
    messages: { missing: "A server module must start with `import 'server-only';`." },
    schema: [],
  },
  create(context) {
    return {
      Program(program) {
        const first = program.body.find((node) => node.type === 'ImportDeclaration');
        if (first?.source.value !== 'server-only') {
          context.report({ node: program.body[0] ?? program, messageId: 'missing' });
        }
      },
    };
  },
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'import/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    // Browser-reachable schemas take zod from lib/zod-setup.ts, which sets it up for the CSP.
    files: [
      'src/lib/**/*.{ts,tsx}',
      'src/components/**/*.{ts,tsx}',
      'src/content/**/*.ts',
      'src/islands/**/*.ts',
    ],
    ignores: ['src/lib/zod-setup.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Import { z } from '@/lib/zod-setup': it keeps zod from probing for eval.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts', 'src/http/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { project: { rules: { 'require-server-only': requireServerOnly } } },
    rules: { 'project/require-server-only': 'error' },
  },
  {
    ignores: [
      '.next*/**',
      'node_modules/**',
      'data/**',
      'test-data/**',
      'public/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
];

export default config;
