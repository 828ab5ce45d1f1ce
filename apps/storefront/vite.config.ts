import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // The contracts from their sources (package.json "source" condition), not their build.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  base: '/',
  server: { port: 5173, proxy: { '/app_index': 'http://127.0.0.1:8080', '/uploads': 'http://127.0.0.1:8080' } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 600 },
});
