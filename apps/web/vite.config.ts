import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Vendor groups that change rarely get long-cached chunks of their own, so a feature
 * release only invalidates the small area chunks. Order matters: first match wins.
 */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
  { name: 'mantine', test: /node_modules[\\/](@mantine|@floating-ui)[\\/]/ },
  {
    name: 'state',
    test: /node_modules[\\/](@reduxjs|react-redux|redux|redux-persist|immer|reselect)[\\/]/,
  },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
  { name: 'table', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'icons', test: /node_modules[\\/]@tabler[\\/]/ },
  { name: 'vendor', test: /node_modules[\\/]/ },
];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000' } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
});
