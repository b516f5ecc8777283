/**
 * POST /api/generate-proposal {brandSlug, jobNumber, version}: the proposal
 * PDF of that job version as a download ('<proposal no> v<n> (<job
 * name>).pdf'), or JSON {error} (400, 401, 404, 503 with Retry-After when
 * busy; needsApiKey only when no Chromium can be started).
 */
import { documentRoute } from '~/server/pdf/respond.server';

const route = documentRoute('proposal');
export const loader = route.loader;
export const action = route.action;
