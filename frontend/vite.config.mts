import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * antd's Card imports Tabs statically for its `tabList` prop, which no card here uses: Tabs, rc-menu and
 * rc-dropdown (~21 KB gzip) rode along with every card, the seller portal's first screen too. In builds,
 * Card gets a lazy Tabs instead; everything else that imports Tabs gets the real one.
 */
function lazyCardTabs(): Plugin {
  const shim = fileURLToPath(new URL('./src/app/card-tabs.tsx', import.meta.url));
  let matched = false;
  return {
    name: 'consign:lazy-card-tabs',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '../tabs' || !importer || !/antd[\\/]es[\\/]card[\\/]Card\.js$/.test(importer)) return null;
      matched = true;
      return shim;
    },
    // An antd upgrade that moves Card's import must fail loudly rather than put ~21 KB back on every page.
    buildEnd(error) {
      if (!error && !matched) this.error("lazy-card-tabs: antd's Card no longer imports '../tabs'; update the plugin");
    },
  };
}

export default defineConfig({
  plugins: [react(), lazyCardTabs()],
  resolve: {
    // Validation rules and messages come from the same contracts the services use.
    alias: { '@consign/contracts': fileURLToPath(new URL('../packages/contracts/src/index.ts', import.meta.url)) },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // The rc-component packages declare no sideEffects, so importing one export kept whole packages (antd's
      // form context pulled all of rc-form and async-validator into every page). They have none at load time.
      treeshake: { moduleSideEffects: [{ test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false }] },
      output: {
        codeSplitting: {
          // What the entry needs (React, the store, antd's core) in one file rather than a dozen shared chunks:
          // each small file compresses on its own, which cost the sign-in page and the portal ~10 KB gzip.
          // Not `includeDependenciesRecursively`: the entry's static imports are $initial already, so the group is
          // closed under them, and following the raw graph brought back what tree shaking had dropped.
          groups: [{ name: 'app', tags: ['$initial'], includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
