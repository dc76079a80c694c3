import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceConditionResolve } from '../../scripts/source-condition';

export default defineConfig({
  // @airlock/* from their sources (the "source" condition), so the demo and the frame need no package build.
  ...sourceConditionResolve,
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
