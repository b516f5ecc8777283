import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // BUILD_DIR lets the e2e harness build into its own directory, so several
  // people can run tests in one checkout without clobbering build/.
  buildDirectory: process.env.BUILD_DIR || 'build',
  // The whole route manifest comes with the first page instead of being fetched (/__manifest) once links render:
  // each fetched part re-rendered the whole page just after it hydrated (the router's state is replaced when
  // routes are patched in), doubling React's work on a slow machine for a few KB of HTML.
  routeDiscovery: { mode: 'initial' },
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
