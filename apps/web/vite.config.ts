import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * AppShell (its Header, Aside and Footer) imports react-remove-scroll only to read two class
 * names; the library itself is needed once a dialog opens. Those three modules get the names
 * from src/lib/remove-scroll-class-names.ts, so the library stays out of the first screen.
 */
function appShellWithoutRemoveScroll(): Plugin {
  const classNames = fileURLToPath(
    new URL('./src/lib/remove-scroll-class-names.ts', import.meta.url),
  );
  return {
    name: 'app-shell-without-remove-scroll',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === 'react-remove-scroll' &&
        /AppShell(Header|Aside|Footer)\.mjs$/.test(importer ?? '')
      )
        return classNames;
      return null;
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    appShellWithoutRemoveScroll(),
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
