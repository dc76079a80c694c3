import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The demo is served under a strict CSP: no inline module preload polyfill.
    modulePreload: { polyfill: false },
    sourcemap: true,
  },
});
