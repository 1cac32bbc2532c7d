import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  plugins: [
    react(),
    // A brotli and a gzip copy of every text asset, made once here; the server sends them as
    // they are (@fastify/static preCompressed) instead of compressing on every request.
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000' } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // What a page needs is what its route imports: the bundler splits by use. Forcing vendor
    // groups put every Mantine component and all of zod in chunks loaded before the login form.
    manifest: true,
    modulePreload: {
      // The dashboard's charts (and their chart library) load after its counters: the page's
      // chunk names none of their files, and the charts' chunk brings its own imports with it.
      resolveDependencies: (_file, deps, { hostId }) =>
        /dashboards-page/.test(hostId) ? [] : deps,
    },
  },
});
