import { AsyncLocalStorage } from 'node:async_hooks';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';

/**
 * `npm run dev`: records each request's TCP peer the way server.js does, so
 * the sign-in rate limits and the loopback-only /dev/outbox see the real
 * client (app/server/auth/rate-limit.server.ts reads the same store).
 */
function clientAddress(): Plugin {
  return {
    name: 'signboard-client-address',
    configureServer(server) {
      const g = globalThis as unknown as { __signboardClientAddress?: AsyncLocalStorage<string> };
      g.__signboardClientAddress ??= new AsyncLocalStorage<string>();
      const store = g.__signboardClientAddress;
      server.middlewares.use((req, _res, next) => store.run(req.socket.remoteAddress ?? '', next));
    },
  };
}

export default defineConfig({
  plugins: [clientAddress(), tailwindcss(), reactRouter(), tsconfigPaths()],
  // Dev keeps sign-in mail at /dev/outbox: loopback only unless HOST opens it.
  server: { host: process.env.HOST || '127.0.0.1' },
  // Shared modules under 4 KB are merged into a chunk that loads with them, so a page asks for about half as
  // many script files (the job page 31 -> 18, the jobs list 18 -> 9) for 0-10 KB more gzipped: each request is
  // a round trip on a phone's network. Zod, the dialogs, drag and drop and the item form still load on first use.
  build: { rollupOptions: { output: { experimentalMinChunkSize: 4000 } } },
  // better-sqlite3 is native: keep it out of the server bundle. lucide-react and date-fns go into it, so
  // only the icons and functions the app uses load: imported whole at run time they held 35 MB of the
  // server's memory (lucide-react alone 27 MB: every icon it has).
  ssr: { external: ['better-sqlite3'], noExternal: ['lucide-react', 'date-fns'] },
});
