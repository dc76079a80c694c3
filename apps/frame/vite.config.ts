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
    // The frame is served under a strict CSP (no inline script or style): no module preload polyfill.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
});
