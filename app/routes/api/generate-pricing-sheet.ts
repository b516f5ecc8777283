/**
 * POST /api/generate-pricing-sheet {brandSlug, jobNumber, version}: the
 * internal pricing sheet PDF of that job version as a download ('Pricing
 * Sheet - <job name>.pdf'), or JSON {error} as for the proposal. Signed-in
 * staff only, like everything else.
 */
import { documentRoute } from '~/server/pdf/respond.server';

const route = documentRoute('pricing-sheet');
export const loader = route.loader;
export const action = route.action;
