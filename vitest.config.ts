import { defineConfig } from 'vitest/config';
import tsconfigPaths from 'vite-tsconfig-paths';

// Unit tests sit beside the code (app/**/*.test.ts); integration tests in tests/.
// Each test file gets a fresh SQLite file through tests/support/setup-db.ts.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'db/**/*.test.ts', 'tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/support/setup-db.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20000,
  },
});
