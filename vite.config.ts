import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/build/precompress';

/**
 * The page's first script (src/client/early/early-actions.ts, decision 022): bundled on its own as a
 * classic script and written inline at the end of <head>, so it runs before any of a server-rendered
 * page's content exists, without a request of its own before the first paint. The server allows it by
 * its hash in the Content-Security-Policy (static.ts, `inlineScriptHashes`).
 */
function earlyActionsScript(): Plugin {
  let code = '';
  return {
    name: 'liftoff:early-actions',
    apply: 'build',
    async buildStart() {
      const output = await build({
        configFile: false,
        logLevel: 'warn',
        build: {
          write: false,
          minify: true,
          target: 'es2020',
          lib: {
            entry: new URL('./src/client/early/early-actions.ts', import.meta.url).pathname,
            formats: ['iife'],
            name: 'liftoffEarly',
            fileName: () => 'early.js',
          },
        },
      });
      const chunk = (Array.isArray(output) ? output[0]! : (output as { output: unknown[] })).output[0] as {
        code: string;
      };
      code = chunk.code.trim();
      // Inline, the code must not be able to end its own element.
      if (/<\/script|<!--/i.test(code))
        throw new Error('early-actions: the bundled script contains </script or <!--, which cannot be inlined');
    },
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'script', children: code, injectTo: 'head' }],
    },
  };
}

/**
 * React Router 7's package exports only its development build, whose dev-only warnings (and their
 * texts) stay in a production bundle (remix-run/react-router#14102). The browser's build takes the
 * production build the package ships beside it, the same code without them (decision 069).
 */
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  resolve: isSsrBuild ? {} : { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
  publicDir: 'public',
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [earlyActionsScript(), precompress()])],
  build: isSsrBuild
    ? {
        // The server build of the app (entry-server.tsx), which the server loads to render public
        // pages; packages stay in node_modules (one React for the server and the renderer).
        outDir: '../../dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: true,
      }
    : {
        outDir: '../../dist/client',
        emptyOutDir: true,
        sourcemap: true,
        // Which files each page loads: read by the bundle budget (scripts/bundle-budget.ts).
        manifest: true,
        // The boot script is what every public page runs before its content can be tapped: no polyfill for
        // <link rel="modulepreload">, which every browser this app supports (ES modules, dynamic import) has.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // What every page runs, in one file rather than seven small ones: on a phone each extra
                // request before the content costs a round trip. Icons stay with the code that draws them:
                // gathered here, every icon of every member's page loaded on visitors' pages too.
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|clsx|hono)[\\/]/,
                },
              ],
            },
          },
        },
      },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
