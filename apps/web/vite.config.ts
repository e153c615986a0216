import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs apart (npm start on port 3000); the proxy keeps one origin, as in
// production where the API process serves this build.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the bundle budget test reads what each screen downloads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The framework changes far less often than the screens: its own chunk stays cached
          // across releases.
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
});
