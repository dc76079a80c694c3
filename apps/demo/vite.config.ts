import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  // @airlock/* from their sources (the "source" condition, scripts/source-condition.ts), so no package build is needed.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The demo is served under a strict CSP: no inline module preload polyfill.
    modulePreload: { polyfill: false },
    sourcemap: true,
    // The main chunk is the dApp's own viem + wagmi + react stack (~650 kB, ~200 kB gzipped);
    // Airlock's share of it is measured by `npm run bench` (bundle.initial.gz).
    chunkSizeWarningLimit: 800,
  },
});
