import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // BUILD_DIR lets the e2e harness build into its own directory, so several
  // people can run tests in one checkout without clobbering build/.
  buildDirectory: process.env.BUILD_DIR || 'build',
} satisfies Config;
