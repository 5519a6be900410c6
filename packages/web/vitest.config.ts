import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Unit tests of the web shell: jsdom, files beside the code they test. */
export default defineConfig({
  root: decodeURIComponent(new URL('.', import.meta.url).pathname),
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/freshModules.ts', 'src/test/setup.ts'],
    // One jsdom and one load of node_modules per worker, not per file: about two thirds of the
    // suite's CPU time went to making them. Each file still starts from fresh source modules
    // and a cleaned page (freshModules.ts, setup.ts).
    isolate: false,
    env: { TZ: 'UTC' },
    // Screens with antd settle slowly on a loaded 2-core machine; see the async wait in setup.ts.
    testTimeout: 20_000,
  },
});
