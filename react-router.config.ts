import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // BUILD_DIR lets the e2e harness build into its own directory, so several
  // people can run tests in one checkout without clobbering build/.
  buildDirectory: process.env.BUILD_DIR || 'build',
  // A page brings only its own routes (React Router's lazy route discovery), not a table of all 64: building
  // the browser's router from the whole table took a task of 40-60 ms at CPU x4 on every page, and made the
  // route-matching warm-up before it (entry.client.tsx) a long task too. A route the page does not have is asked
  // for (/__manifest) when a link, form or redirect goes to it. Links and forms say discover="none"
  // (eslint.config.js holds every one to it): a link that announced its route would have it fetched and patched
  // in just after the page hydrated, and patching in routes replaces the router's state, which renders the whole
  // page again.
  routeDiscovery: { mode: 'lazy' },
  // React Router 8's behaviour, decided now so builds print no future-flag warnings.
  future: {
    // Not yet: server.js's getLoadContext returns a plain object (the CSP nonce); with
    // middleware on it must return a RouterContextProvider, and loaders read it differently.
    v8_middleware: false,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
    // Not yet: with it, `request.url` of a client-side data request keeps its `.data` suffix,
    // and several loaders and the session helpers read paths from `request.url`. Opting in
    // means moving them to the loader's `url` argument first.
    v8_passThroughRequests: false,
  },
} satisfies Config;
