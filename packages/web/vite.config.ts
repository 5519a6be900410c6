import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The web package folder, so the config works from the repository root too. */
const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);

/** The API server the dev server forwards to. */
const apiTarget = 'http://localhost:8080';

/** Vite build and dev server of the web shell. */
export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server's CSP forbids inline scripts; keep the module preload polyfill out of index.html.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 1200,
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/ws': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
});
