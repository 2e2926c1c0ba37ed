import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
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
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // What every page runs, in one file rather than seven small ones: on a phone each extra
                // request before the content costs a round trip. Icons join it (about 4 KB compressed for all
                // of them) instead of arriving as two dozen files of a few hundred bytes.
                { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|lucide-react|clsx|hono)[\\/]/ },
              ],
            },
          },
        },
      },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
