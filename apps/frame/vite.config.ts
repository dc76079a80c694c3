import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  // @airlock/* from their sources (the "source" condition, scripts/source-condition.ts), so no package build is needed.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The frame is served under a strict CSP (no inline script or style): no module preload polyfill.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
});
