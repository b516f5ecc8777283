/**
 * Every route of app/routes.ts, every method, every role: the answer each
 * one gets, kept in the TABLE below and checked against the real app (the
 * same server build `npm start` serves, called in process: see
 * tests/support/route-table-harness.ts). A route added to app/routes.ts without a
 * row here fails this test, naming the route; a row whose route is gone
 * fails too.
 *
 * HOW TO READ A ROW
 *   route   the route's URL pattern as app/routes.ts spells it, parents'
 *           paths joined ('/job/:brandSlug/:jobNumber/items/new'). Several
 *           rows may share a route (a real id, a missing id).
 *   url     what is requested. {name} is a seeded id (tests/route-table-
 *           harness.ts seededIds: brandSlug, jobNumber, jobId, lineId,
 *           brandId, signId, sizeId, optionId, serviceId, clientId, userId)
 *           or a spare made for each request (spareLineId, spareSizeId:
 *           for writes that really delete). 999999 is an id that does not
 *           exist.
 *   GET POST PUT PATCH DELETE
 *           four answers each, for: signed out, User, Admin, Super-Admin.
 *           HEAD is checked against the GET column (and must have no body).
 *     200, 400, 405 ...  that status
 *     login    302 to /login?redirectTo=<this url> (to /login for '/')
 *     denied   302 to / with the one-shot Access Denied flag (admin screens
 *              for a User: docs/product.md § Shared shell, 'Access Denied')
 *     302:/x   302 to /x
 *     a trailing ! means the request is allowed to change data (a DELETE of
 *     a spare); without it, any change to the database fails the test.
 *
 * WHAT EVERY REQUEST CARRIES
 *   Signed-in requests carry a fresh session of the seeded owner (Super-
 *   Admin), admin (Admin) or estimator (User). Writes carry our Origin and an
 *   empty body: `{}` as application/json to /api, an empty form to screens.
 *   So a write route that accepts the method answers 400 here (its
 *   validation), never 500, and must change nothing. A second test sends
 *   malformed bodies (not JSON, JSON null, arrays, stray form fields) to
 *   every write as Super-Admin: never 5xx, never a change.
 *
 * HOW TO ADD A ROW (a new route, or a new id to probe)
 *   1. Add the route to app/routes.ts; this test now fails naming it.
 *   2. Write the row from what the route SHOULD answer (docs/product.md § The API,
 *      and the rules: screens send signed-out visitors to login and Users away from
 *      admin screens; /api answers 401 JSON signed out and 403 JSON to a
 *      User on admin routes, before anything else, 405 for a method it does
 *      not offer; screen actions take POST only; an empty or invalid body is
 *      400). For a route with an id, add a second row with 999999 (404).
 *   3. `ROUTE_TABLE_PRINT=1 npx vitest run tests/route-table.test.ts -t prints`
 *      prints what the app answers, in this syntax, for the rows it disagrees
 *      with and for routes without a row ({param} placeholders become 1: put
 *      real ones in). Compare, never paste blindly: a difference is either a
 *      wrong row or a bug to fix in the app (then say so in the commit).
 *
 * COST AND SIDE EFFECTS
 *   About 2,300 requests plus the malformed-body sweep, in one process with
 *   this file's own SQLite file: tens of seconds of CPU. Vite runs in
 *   middleware mode (no port); like `npm run dev`, React Router's plugin
 *   rewrites .react-router/types (the same files `npm run typecheck` makes).
 *   /dev/outbox answers 404 here: it serves loopback callers only, and an
 *   in-process request has no socket.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import routes from '../app/routes';
import { getDb } from '../app/server/db.server';
import { createSession } from '../app/server/auth/session.server';
import { seed } from '../db/seed';
import {
  METHODS,
  SPARES,
  flattenRoutes,
  loadApp,
  makeRequest,
  seededIds,
  watchWrites,
  writeCount,
  type App,
  type Method,
} from './support/route-table-harness';

type Answers = string; // four tokens: signed out, User, Admin, Super-Admin
/** `body`: what the writes of this row carry instead of the empty one (JSON for /api, a form string for screens). */
type Row = { route: string; url: string; body?: unknown } & Record<Exclude<Method, 'HEAD'>, Answers>;

// prettier-ignore
const TABLE: Row[] = [
  // Public: sign-in, the magic-link landing, sign-out, the dev outbox (loopback only: a test caller is not),
  // and the no-JavaScript PDF download (a form post answered with the file, or back with a toast).
  { route: '/login', url: '/login',
    GET: '200 302:/ 302:/ 302:/', POST: '400 302:/ 302:/ 302:/', PUT: '405 405 405 405', PATCH: '405 405 405 405', DELETE: '405 405 405 405' },
  { route: '/auth/callback', url: '/auth/callback',
    GET: '302:/login 302:/login 302:/login 302:/login', POST: '405 405 405 405', PUT: '405 405 405 405', PATCH: '405 405 405 405', DELETE: '405 405 405 405' },
  { route: '/welcome', url: '/welcome',
    GET: '200 200 200 200', POST: '405 405 405 405', PUT: '405 405 405 405', PATCH: '405 405 405 405', DELETE: '405 405 405 405' },
  { route: '/logout', url: '/logout',
    GET: '302:/ 302:/ 302:/ 302:/', POST: '302:/login 302:/login 302:/login 302:/login', PUT: '405 405 405 405', PATCH: '405 405 405 405', DELETE: '405 405 405 405' },
  { route: '/dev/outbox', url: '/dev/outbox',
    GET: '404 404 404 404', POST: '405 405 405 405', PUT: '405 405 405 405', PATCH: '405 405 405 405', DELETE: '405 405 405 405' },
  { route: '/dev/outbox/:messageId/attachments/:index', url: '/dev/outbox/1/attachments/0',
    GET: '404 404 404 404', POST: '405 405 405 405', PUT: '405 405 405 405', PATCH: '405 405 405 405', DELETE: '405 405 405 405' },
  { route: '/documents/download', url: '/documents/download',
    GET: 'login 405 405 405', POST: 'login 302:/ 302:/ 302:/', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  // Screens for anyone signed in. Screen actions take POST only (405 otherwise); an empty form is 400.
  // A screen with its own error boundary (app/components/shell/route-error.tsx) answers a signed-out
  // write like any other request of it, with the sign-in redirect: its 405 renders inside the shell,
  // whose loader runs first. '/' has no boundary of its own (its 405 belongs to the shell), so 405.
  // The row action of the line-item table (items/:lineId): GET of a line not in the job goes back to the job.
  { route: '/', url: '/',
    GET: 'login 200 200 200', POST: '405 405 405 405', PUT: '405 405 405 405', PATCH: '405 405 405 405', DELETE: '405 405 405 405' },
  { route: '/jobs', url: '/jobs',
    GET: 'login 200 200 200', POST: 'login 405 405 405', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/home', url: '/home',
    GET: 'login 200 200 200', POST: 'login 405 405 405', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/job/new', url: '/job/new',
    GET: 'login 200 200 200', POST: 'login 400 400 400', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/job/new/job', url: '/job/new/job',
    GET: 'login 200 200 200', POST: 'login 400 400 400', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/job/:brandSlug/:jobNumber', url: '/job/{brandSlug}/{jobNumber}',
    GET: 'login 200 200 200', POST: 'login 400 400 400', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/job/:brandSlug/:jobNumber', url: '/job/dhc/1999-999',
    GET: 'login 404 404 404', POST: 'login 404 404 404', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/job/:brandSlug/:jobNumber/items/new', url: '/job/{brandSlug}/{jobNumber}/items/new',
    GET: 'login 200 200 200', POST: 'login 400 400 400', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/job/:brandSlug/:jobNumber/items/new', url: '/job/dhc/1999-999/items/new',
    GET: 'login 404 404 404', POST: 'login 404 404 404', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/job/:brandSlug/:jobNumber/items/:lineId/edit', url: '/job/{brandSlug}/{jobNumber}/items/{lineId}/edit',
    GET: 'login 200 200 200', POST: 'login 400 400 400', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/job/:brandSlug/:jobNumber/items/:lineId/edit', url: '/job/{brandSlug}/{jobNumber}/items/999999/edit',
    GET: 'login 404 404 404', POST: 'login 404 404 404', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  // A line read-only (a locked version's row menu View); nothing posts to it.
  { route: '/job/:brandSlug/:jobNumber/items/:lineId/view', url: '/job/{brandSlug}/{jobNumber}/items/{lineId}/view',
    GET: 'login 200 200 200', POST: 'login 405 405 405', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/job/:brandSlug/:jobNumber/items/:lineId/view', url: '/job/{brandSlug}/{jobNumber}/items/999999/view',
    GET: 'login 404 404 404', POST: 'login 405 405 405', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  // A line's own picture: GET serves it (the seeded line has none: 404), POST is the Edit panel's upload / remove.
  { route: '/job/:brandSlug/:jobNumber/items/:lineId/picture', url: '/job/{brandSlug}/{jobNumber}/items/{lineId}/picture',
    GET: 'login 404 404 404', POST: 'login 400 400 400', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/job/:brandSlug/:jobNumber/items/:lineId/picture', url: '/job/{brandSlug}/{jobNumber}/items/999999/picture',
    GET: 'login 404 404 404', POST: 'login 404 404 404', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  // One row menu per table: a GET of a line's own URL is the job page with that row's menu open.
  { route: '/job/:brandSlug/:jobNumber/items/:lineId', url: '/job/{brandSlug}/{jobNumber}/items/{lineId}',
    GET: 'login 200 200 200', POST: 'login 400 400 400', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/job/:brandSlug/:jobNumber/items/:lineId', url: '/job/{brandSlug}/{jobNumber}/items/999999',
    GET: 'login 302:/job/dhc/2025-014 302:/job/dhc/2025-014 302:/job/dhc/2025-014', POST: 'login 400 400 400', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  // A quote's life: the Send Proposal panel (an empty form names no intent: 400) and the stored documents (none here: 404).
  { route: '/job/:brandSlug/:jobNumber/send', url: '/job/{brandSlug}/{jobNumber}/send',
    GET: 'login 200 200 200', POST: 'login 400 400 400', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/job/:brandSlug/:jobNumber/send', url: '/job/dhc/1999-999/send',
    GET: 'login 404 404 404', POST: 'login 404 404 404', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/job/:brandSlug/:jobNumber/history', url: '/job/{brandSlug}/{jobNumber}/history',
    GET: 'login 200 200 200', POST: 'login 405 405 405', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/job/:brandSlug/:jobNumber/history', url: '/job/dhc/1999-999/history?page=2',
    GET: 'login 404 404 404', POST: 'login 405 405 405', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  // Compare versions: read-only; missing a/b shows the form with a message, a version the job lacks is 404.
  { route: '/job/:brandSlug/:jobNumber/compare', url: '/job/{brandSlug}/{jobNumber}/compare?a=1&b=1',
    GET: 'login 200 200 200', POST: 'login 405 405 405', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/job/:brandSlug/:jobNumber/compare', url: '/job/{brandSlug}/{jobNumber}/compare',
    GET: 'login 200 200 200', POST: 'login 405 405 405', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/job/:brandSlug/:jobNumber/compare', url: '/job/{brandSlug}/{jobNumber}/compare?a=1&b=999999',
    GET: 'login 404 404 404', POST: 'login 405 405 405', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/job/:brandSlug/:jobNumber/compare', url: '/job/dhc/1999-999/compare?a=1&b=2',
    GET: 'login 404 404 404', POST: 'login 405 405 405', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  // The work order: the page (no approved version here: it says so), its forms (an empty form names no intent: 400), a revision's PDF.
  { route: '/job/:brandSlug/:jobNumber/work-order', url: '/job/{brandSlug}/{jobNumber}/work-order',
    GET: 'login 200 200 200', POST: 'login 400 400 400', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/job/:brandSlug/:jobNumber/work-order', url: '/job/dhc/1999-999/work-order',
    GET: 'login 404 404 404', POST: 'login 404 404 404', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/job/:brandSlug/:jobNumber/work-order/revisions/:revision', url: '/job/{brandSlug}/{jobNumber}/work-order/revisions/999999',
    GET: 'login 404 404 404', POST: '405 405 405 405', PUT: '405 405 405 405', PATCH: '405 405 405 405', DELETE: '405 405 405 405' },
  // A signed approval's upload (multipart; an empty form goes back to the job page with the toast saying what is missing).
  { route: '/job/:brandSlug/:jobNumber/approval', url: '/job/{brandSlug}/{jobNumber}/approval',
    GET: 'login 405 405 405', POST: 'login 302:/job/dhc/2025-014 302:/job/dhc/2025-014 302:/job/dhc/2025-014', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/job/:brandSlug/:jobNumber/documents/:sendId', url: '/job/{brandSlug}/{jobNumber}/documents/999999',
    GET: 'login 404 404 404', POST: '405 405 405 405', PUT: '405 405 405 405', PATCH: '405 405 405 405', DELETE: '405 405 405 405' },
  // The Money panel's dialogs: the seeded job has no approved version, so Issue shows why not and an empty post is 400; unknown invoices and payments are 404.
  { route: '/job/:brandSlug/:jobNumber/invoices/issue', url: '/job/{brandSlug}/{jobNumber}/invoices/issue?kind=deposit',
    GET: 'login 200 200 200', POST: 'login 400 400 400', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/job/:brandSlug/:jobNumber/invoices/issue', url: '/job/{brandSlug}/{jobNumber}/invoices/issue',
    GET: 'login 404 404 404', POST: 'login 400 400 400', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/job/:brandSlug/:jobNumber/invoices/:invoiceId/pdf', url: '/job/{brandSlug}/{jobNumber}/invoices/999999/pdf',
    GET: 'login 404 404 404', POST: '405 405 405 405', PUT: '405 405 405 405', PATCH: '405 405 405 405', DELETE: '405 405 405 405' },
  { route: '/job/:brandSlug/:jobNumber/invoices/:invoiceId/:step', url: '/job/{brandSlug}/{jobNumber}/invoices/999999/payment',
    GET: 'login 404 404 404', POST: 'login 404 404 404', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/job/:brandSlug/:jobNumber/payments/:paymentId/reverse', url: '/job/{brandSlug}/{jobNumber}/payments/999999/reverse',
    GET: 'login 404 404 404', POST: 'login 404 404 404', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/p/:token/invoices/:invoiceId', url: '/p/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/invoices/999999',
    GET: '404 404 404 404', POST: '405 405 405 405', PUT: '405 405 405 405', PATCH: '405 405 405 405', DELETE: '405 405 405 405' },
  { route: '/settings/invoices', url: '/settings/invoices',
    GET: 'login denied 200 200', POST: 'login denied 400 400', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  { route: '/api/jobs/:id/invoices', url: '/api/jobs/{jobId}/invoices',
    GET: '401 200 200 200', POST: '401 400 400 400', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/jobs/:id/invoices', url: '/api/jobs/999999/invoices',
    GET: '401 404 404 404', POST: '401 404 404 404', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/invoices/:id/:step', url: '/api/invoices/999999/pdf',
    GET: '401 404 404 404', POST: '401 404 404 404', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/payments/:id/reverse', url: '/api/payments/999999/reverse',
    GET: '401 405 405 405', POST: '401 404 404 404', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  // The client page needs no session: an unknown token is 404 for everyone. Its Accept / Decline post to
  // /answer, which sends a browser back to the page (303) saying what to fix when the form is incomplete.
  { route: '/p/:token', url: '/p/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    GET: '404 404 404 404', POST: '405 405 405 405', PUT: '405 405 405 405', PATCH: '405 405 405 405', DELETE: '405 405 405 405' },
  { route: '/p/:token/answer', url: '/p/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/answer',
    GET: '405 405 405 405', POST: '303:/p/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA?problem=accept#respond 303:/p/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA?problem=accept#respond 303:/p/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA?problem=accept#respond 303:/p/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA?problem=accept#respond', PUT: '405 405 405 405', PATCH: '405 405 405 405', DELETE: '405 405 405 405' },
  { route: '/p/:token/pdf', url: '/p/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/pdf',
    GET: '404 404 404 404', POST: '405 405 405 405', PUT: '405 405 405 405', PATCH: '405 405 405 405', DELETE: '405 405 405 405' },
  // What a brand change would do to the job's lines (the Job Info dialog's note): reads only.
  { route: '/job/:brandSlug/:jobNumber/brand-move', url: '/job/{brandSlug}/{jobNumber}/brand-move?brandId={brandId}',
    GET: 'login 200 200 200', POST: '405 405 405 405', PUT: '405 405 405 405', PATCH: '405 405 405 405', DELETE: '405 405 405 405' },
  { route: '/job/:brandSlug/:jobNumber/brand-move', url: '/job/{brandSlug}/{jobNumber}/brand-move',
    GET: 'login 400 400 400', POST: '405 405 405 405', PUT: '405 405 405 405', PATCH: '405 405 405 405', DELETE: '405 405 405 405' },
  { route: '/job/:brandSlug/:jobNumber/brand-move', url: '/job/dhc/1999-999/brand-move?brandId={brandId}',
    GET: 'login 404 404 404', POST: '405 405 405 405', PUT: '405 405 405 405', PATCH: '405 405 405 405', DELETE: '405 405 405 405' },
  { route: '/daves-hot-chicken', url: '/daves-hot-chicken',
    GET: 'login 200 200 200', POST: 'login 405 405 405', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/skechers', url: '/skechers',
    GET: 'login 200 200 200', POST: 'login 405 405 405', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/coming-soon/:brandName?', url: '/coming-soon/wendys',
    GET: 'login 200 200 200', POST: 'login 405 405 405', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  // Admin screens: a User is sent to / with Access Denied. /users' Disable/Enable button answers a
  // bad post with a redirect and a red toast, as the download does.
  { route: '/data', url: '/data',
    GET: 'login denied 200 200', POST: 'login denied 400 400', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  { route: '/data/signs/new', url: '/data/signs/new',
    GET: 'login denied 200 200', POST: 'login denied 400 400', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  { route: '/data/signs/:signId/edit', url: '/data/signs/{signId}/edit',
    GET: 'login denied 200 200', POST: 'login denied 400 400', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  { route: '/data/signs/:signId/edit', url: '/data/signs/999999/edit',
    GET: 'login denied 404 404', POST: 'login denied 400 400', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  { route: '/data/signs/:signId/history', url: '/data/signs/{signId}/history',
    GET: 'login denied 200 200', POST: 'login denied 405 405', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  { route: '/data/signs/:signId/history', url: '/data/signs/999999/history',
    GET: 'login denied 404 404', POST: 'login denied 405 405', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  { route: '/data/price-changes', url: '/data/price-changes',
    GET: 'login denied 200 200', POST: 'login denied 400 400', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  { route: '/data/price-changes/preview', url: '/data/price-changes/preview',
    GET: 'login denied 200 200', POST: 'login denied 400 400', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  { route: '/data/price-changes/:changeId', url: '/data/price-changes/999999',
    GET: 'login denied 404 404', POST: 'login denied 404 404', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  { route: '/books', url: '/books',
    GET: 'login denied 200 200', POST: 'login denied 405 405', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  { route: '/books/export', url: '/books/export?file=customers&from=2026-01-01&to=2026-12-31',
    GET: 'login denied 200 200', POST: '405 405 405 405', PUT: '405 405 405 405', PATCH: '405 405 405 405', DELETE: '405 405 405 405' },
  { route: '/books/export', url: '/books/export?file=nope',
    GET: 'login denied 400 400', POST: '405 405 405 405', PUT: '405 405 405 405', PATCH: '405 405 405 405', DELETE: '405 405 405 405' },
  { route: '/data/prices-on', url: '/data/prices-on',
    GET: 'login denied 200 200', POST: 'login denied 405 405', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  { route: '/data/options/:optionId/history', url: '/data/options/{optionId}/history',
    GET: 'login denied 200 200', POST: 'login denied 405 405', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  { route: '/data/options/:optionId/history', url: '/data/options/999999/history',
    GET: 'login denied 404 404', POST: 'login denied 405 405', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  { route: '/data/options/:optionId/values/:index', url: '/data/options/{optionId}/values/0',
    GET: 'login denied 200 200', POST: 'login denied 400 400', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  { route: '/data/options/:optionId/values/:index', url: '/data/options/999999/values/0',
    GET: 'login denied 404 404', POST: 'login denied 404 404', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  // Catalogue files: the imports' history, the upload/undo form (an empty post goes back with a red toast) and a preview that is not there.
  { route: '/data/imports', url: '/data/imports',
    GET: 'login denied 200 200', POST: 'login denied 302:/data?tab=signs 302:/data?tab=signs', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  { route: '/data/imports/:importId', url: '/data/imports/999999',
    GET: 'login denied 404 404', POST: 'login denied 404 404', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  { route: '/data/brands/new', url: '/data/brands/new',
    GET: 'login denied 200 200', POST: 'login denied 400 400', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  { route: '/data/brands/:brandId/edit', url: '/data/brands/{brandId}/edit',
    GET: 'login denied 200 200', POST: 'login denied 400 400', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  { route: '/data/brands/:brandId/edit', url: '/data/brands/999999/edit',
    GET: 'login denied 404 404', POST: 'login denied 404 404', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  { route: '/data/services/new', url: '/data/services/new',
    GET: 'login denied 200 200', POST: 'login denied 400 400', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  { route: '/data/services/:serviceId/edit', url: '/data/services/{serviceId}/edit',
    GET: 'login denied 200 200', POST: 'login denied 400 400', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  { route: '/data/services/:serviceId/edit', url: '/data/services/999999/edit',
    GET: 'login denied 404 404', POST: 'login denied 404 404', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  { route: '/users', url: '/users',
    GET: 'login denied 200 200', POST: 'login denied 302:/users 302:/users', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  { route: '/users/invite', url: '/users/invite',
    GET: 'login denied 200 200', POST: 'login denied 400 400', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  { route: '/users/:userId/edit', url: '/users/{userId}/edit',
    GET: 'login denied 200 200', POST: 'login denied 400 400', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  { route: '/users/:userId/edit', url: '/users/999999/edit',
    GET: 'login denied 404 404', POST: 'login denied 404 404', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  // /api for anyone signed in: 401 JSON signed out, whatever the method (before any 405); the
  // catalogue writes on these URLs (POST /api/brands, /api/signs, /api/services, /api/signs/:id/pricing) are admin only.
  { route: '/api/auth/personalized-magic-link', url: '/api/auth/personalized-magic-link',
    GET: '405 405 405 405', POST: '400 400 400 400', PUT: '405 405 405 405', PATCH: '405 405 405 405', DELETE: '405 405 405 405' },
  { route: '/api/auth/user', url: '/api/auth/user',
    GET: '401 200 200 200', POST: '401 405 405 405', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/logout', url: '/api/logout',
    GET: '401 405 405 405', POST: '401 200 200 200', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/jobs', url: '/api/jobs',
    GET: '401 200 200 200', POST: '401 400 400 400', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/jobs/:brandSlug/:jobNumber', url: '/api/jobs/{brandSlug}/{jobNumber}',
    GET: '401 200 200 200', POST: '401 405 405 405', PUT: '401 405 405 405', PATCH: '401 400 400 400', DELETE: '401 405 405 405' },
  { route: '/api/jobs/:brandSlug/:jobNumber', url: '/api/jobs/dhc/1999-999',
    GET: '401 404 404 404', POST: '401 405 405 405', PUT: '401 405 405 405', PATCH: '401 404 404 404', DELETE: '401 405 405 405' },
  // A quote's life: a version's send / mark-sent / withdraw / approval (POST, JSON or PDF) and its stored documents (GET).
  { route: '/api/jobs/:id/versions/:versionNumber/:step', url: '/api/jobs/{jobId}/versions/1/send',
    GET: '401 405 405 405', POST: '401 400 400 400', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/jobs/:id/versions/:versionNumber/:step', url: '/api/jobs/{jobId}/versions/1/approval',
    GET: '401 405 405 405', POST: '401 415 415 415', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/jobs/:id/versions/:versionNumber/:step', url: '/api/jobs/{jobId}/versions/1/documents',
    GET: '401 200 200 200', POST: '401 405 405 405', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/jobs/:id/versions/:versionNumber/:step', url: '/api/jobs/999999/versions/1/send',
    GET: '401 405 405 405', POST: '401 404 404 404', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  // The work order's API: no approved version on the seeded job (409); a revision or line it lacks (404); PATCH needs notes (400).
  { route: '/api/jobs/:brandSlug/:jobNumber/work-order', url: '/api/jobs/{brandSlug}/{jobNumber}/work-order',
    GET: '401 409 409 409', POST: '401 409 409 409', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/jobs/:brandSlug/:jobNumber/work-order/revisions/:revision', url: '/api/jobs/{brandSlug}/{jobNumber}/work-order/revisions/999999',
    GET: '401 404 404 404', POST: '401 405 405 405', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/jobs/:brandSlug/:jobNumber/work-order/lines/:lineId', url: '/api/jobs/{brandSlug}/{jobNumber}/work-order/lines/{lineId}',
    GET: '401 405 405 405', POST: '401 405 405 405', PUT: '401 405 405 405', PATCH: '401 400 400 400', DELETE: '401 405 405 405' },
  // The books export: admins only; without a file and range it is 400.
  { route: '/api/books/export', url: '/api/books/export',
    GET: '401 403 400 400', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 405 405', DELETE: '401 403 405 405' },
  { route: '/api/books/export', url: '/api/books/export?file=payments&from=2026-01-01&to=2026-12-31',
    GET: '401 403 200 200', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 405 405', DELETE: '401 403 405 405' },
  { route: '/api/job-history/:jobId', url: '/api/job-history/{jobId}',
    GET: '401 200 200 200', POST: '401 405 405 405', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/job-history/:jobId', url: '/api/job-history/999999',
    GET: '401 404 404 404', POST: '401 405 405 405', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/jobs/:id/versions', url: '/api/jobs/{jobId}/versions',
    GET: '401 200 200 200', POST: '401 400 400 400', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/jobs/:id/versions', url: '/api/jobs/999999/versions',
    GET: '401 404 404 404', POST: '401 400 400 400', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/brands', url: '/api/brands',
    GET: '401 200 200 200', POST: '401 403 400 400', PUT: '401 403 405 405', PATCH: '401 403 405 405', DELETE: '401 403 405 405' },
  { route: '/api/brands/:brandId/signs', url: '/api/brands/{brandId}/signs',
    GET: '401 200 200 200', POST: '401 405 405 405', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/brands/:brandId/signs', url: '/api/brands/999999/signs',
    GET: '401 404 404 404', POST: '401 405 405 405', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/brands/:brandId/services', url: '/api/brands/{brandId}/services',
    GET: '401 200 200 200', POST: '401 405 405 405', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/brands/:brandId/services', url: '/api/brands/999999/services',
    GET: '401 404 404 404', POST: '401 405 405 405', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/signs', url: '/api/signs',
    GET: '401 200 200 200', POST: '401 403 400 400', PUT: '401 403 405 405', PATCH: '401 403 405 405', DELETE: '401 403 405 405' },
  { route: '/api/signs/:id/pricing', url: '/api/signs/{signId}/pricing',
    GET: '401 200 200 200', POST: '401 403 400 400', PUT: '401 403 405 405', PATCH: '401 403 405 405', DELETE: '401 403 405 405' },
  { route: '/api/signs/:id/pricing', url: '/api/signs/999999/pricing',
    GET: '401 404 404 404', POST: '401 403 400 400', PUT: '401 403 405 405', PATCH: '401 403 405 405', DELETE: '401 403 405 405' },
  { route: '/api/signs/:id/options', url: '/api/signs/{signId}/options',
    GET: '401 200 200 200', POST: '401 405 405 405', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/signs/:id/options', url: '/api/signs/999999/options',
    GET: '401 404 404 404', POST: '401 405 405 405', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/services', url: '/api/services',
    GET: '401 200 200 200', POST: '401 403 400 400', PUT: '401 403 405 405', PATCH: '401 403 405 405', DELETE: '401 403 405 405' },
  { route: '/api/job-line-items', url: '/api/job-line-items',
    GET: '401 405 405 405', POST: '401 400 400 400', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/job-line-items/by-job/:brandSlug/:jobNumber', url: '/api/job-line-items/by-job/{brandSlug}/{jobNumber}',
    GET: '401 200 200 200', POST: '401 405 405 405', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/job-line-items/by-job/:brandSlug/:jobNumber', url: '/api/job-line-items/by-job/dhc/1999-999',
    GET: '401 404 404 404', POST: '401 405 405 405', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/job-line-items/:id', url: '/api/job-line-items/999999',
    GET: '401 404 404 404', POST: '401 405 405 405', PUT: '401 405 405 405', PATCH: '401 400 400 400', DELETE: '401 404 404 404' },
  { route: '/api/job-line-items/:id', url: '/api/job-line-items/{spareLineId}',
    GET: '401 200 200 200', POST: '401 405 405 405', PUT: '401 405 405 405', PATCH: '401 400 400 400', DELETE: '401 200! 200! 200!' },
  { route: '/api/profiles', url: '/api/profiles',
    GET: '401 200 200 200', POST: '401 405 405 405', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  // /api for admins only: 403 JSON for a User.
  { route: '/api/users', url: '/api/users',
    GET: '401 403 200 200', POST: '401 403 400 400', PUT: '401 403 405 405', PATCH: '401 403 405 405', DELETE: '401 403 405 405' },
  { route: '/api/stats', url: '/api/stats',
    GET: '401 403 200 200', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 405 405', DELETE: '401 403 405 405' },
  { route: '/api/clients/search', url: '/api/clients/search?q=Hot',
    GET: '401 200 200 200', POST: '401 405 405 405', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/clients/:id/addresses', url: '/api/clients/{clientId}/addresses',
    GET: '401 200 200 200', POST: '401 405 405 405', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/clients/:id/addresses', url: '/api/clients/999999/addresses',
    GET: '401 404 404 404', POST: '401 405 405 405', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/clients/:id/contacts', url: '/api/clients/{clientId}/contacts',
    GET: '401 200 200 200', POST: '401 405 405 405', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/clients/:id/contacts', url: '/api/clients/999999/contacts',
    GET: '401 404 404 404', POST: '401 405 405 405', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/mapbox/suggest', url: '/api/mapbox/suggest?q=Main',
    GET: '401 405 405 405', POST: '401 400 400 400', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/generate-proposal', url: '/api/generate-proposal',
    GET: '401 405 405 405', POST: '401 400 400 400', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/generate-pricing-sheet', url: '/api/generate-pricing-sheet',
    GET: '401 405 405 405', POST: '401 400 400 400', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/signs-with-pricing', url: '/api/signs-with-pricing',
    GET: '401 403 200 200', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 405 405', DELETE: '401 403 405 405' },
  { route: '/api/signs/:id', url: '/api/signs/{signId}',
    GET: '401 403 200 200', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 400 400', DELETE: '401 403 405 405' },
  { route: '/api/signs/:id', url: '/api/signs/999999',
    GET: '401 403 404 404', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 400 400', DELETE: '401 403 405 405' },
  { route: '/api/sign-pricing/fill', url: '/api/sign-pricing/fill',
    GET: '401 403 405 405', POST: '401 403 400 400', PUT: '401 403 405 405', PATCH: '401 403 405 405', DELETE: '401 403 405 405' },
  { route: '/api/sign-pricing/restore', url: '/api/sign-pricing/restore',
    GET: '401 403 405 405', POST: '401 403 400 400', PUT: '401 403 405 405', PATCH: '401 403 405 405', DELETE: '401 403 405 405' },
  { route: '/api/sign-pricing/:id', url: '/api/sign-pricing/999999',
    GET: '401 403 405 405', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 400 400', DELETE: '401 403 404 404' },
  { route: '/api/sign-pricing/:id', url: '/api/sign-pricing/{spareSizeId}',
    GET: '401 403 405 405', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 400 400', DELETE: '401 403 204! 204!' },
  { route: '/api/catalogue-changes', url: '/api/catalogue-changes',
    GET: '401 403 200 200', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 405 405', DELETE: '401 403 405 405' },
  { route: '/api/catalogue/export', url: '/api/catalogue/export',
    GET: '401 403 200 200', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 405 405', DELETE: '401 403 405 405' },
  { route: '/api/catalogue/imports', url: '/api/catalogue/imports',
    GET: '401 403 200 200', POST: '401 403 400 400', PUT: '401 403 405 405', PATCH: '401 403 405 405', DELETE: '401 403 405 405' },
  { route: '/api/catalogue/imports/:id/:step', url: '/api/catalogue/imports/999999/apply',
    GET: '401 403 405 405', POST: '401 403 404 404', PUT: '401 403 405 405', PATCH: '401 403 405 405', DELETE: '401 403 405 405' },
  { route: '/api/price-changes', url: '/api/price-changes',
    GET: '401 403 200 200', POST: '401 403 400 400', PUT: '401 403 405 405', PATCH: '401 403 405 405', DELETE: '401 403 405 405' },
  { route: '/api/price-changes/preview', url: '/api/price-changes/preview',
    GET: '401 403 405 405', POST: '401 403 400 400', PUT: '401 403 405 405', PATCH: '401 403 405 405', DELETE: '401 403 405 405' },
  { route: '/api/price-changes/:id', url: '/api/price-changes/999999',
    GET: '401 403 404 404', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 400 400', DELETE: '401 403 404 404' },
  { route: '/api/price-history', url: '/api/price-history',
    GET: '401 403 400 400', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 405 405', DELETE: '401 403 405 405' },
  { route: '/api/prices-on', url: '/api/prices-on',
    GET: '401 403 400 400', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 405 405', DELETE: '401 403 405 405' },
  { route: '/api/options', url: '/api/options',
    GET: '401 403 200 200', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 405 405', DELETE: '401 403 405 405' },
  { route: '/api/options/:id', url: '/api/options/{optionId}',
    GET: '401 403 405 405', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 400 400', DELETE: '401 403 405 405' },
  { route: '/api/options/:id', url: '/api/options/999999',
    GET: '401 403 405 405', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 400 400', DELETE: '401 403 405 405' },
  { route: '/api/users/:id', url: '/api/users/{userId}',
    GET: '401 403 405 405', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 400 400', DELETE: '401 403 405 405' },
  { route: '/api/users/:id', url: '/api/users/999999',
    GET: '401 403 405 405', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 400 400', DELETE: '401 403 405 405' },
  { route: '/api/brands/:id', url: '/api/brands/{brandId}',
    GET: '401 403 405 405', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 400 400', DELETE: '401 403 405 405' },
  { route: '/api/brands/:id', url: '/api/brands/999999',
    GET: '401 403 405 405', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 400 400', DELETE: '401 403 405 405' },
  { route: '/api/services/:id', url: '/api/services/{serviceId}',
    GET: '401 403 405 405', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 400 400', DELETE: '401 403 405 405' },
  { route: '/api/services/:id', url: '/api/services/999999',
    GET: '401 403 405 405', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 400 400', DELETE: '401 403 405 405' },
  // Valid bodies: a missing id is 404 (not 400, not 500) once the body passes; and the role rules
  // that only a body reaches (only a Super-Admin grants Admin: 409 for an Admin).
  { route: '/api/users/:id', url: '/api/users/{userId}', body: { role: 'Admin' },
    GET: '401 403 405 405', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 409 200!', DELETE: '401 403 405 405' },
  { route: '/api/users', url: '/api/users', body: { fullName: 'Route Table', email: 'route-table@example.com', role: 'Admin' },
    GET: '401 403 200 200', POST: '401 403 409 201!', PUT: '401 403 405 405', PATCH: '401 403 405 405', DELETE: '401 403 405 405' },
  { route: '/users/:userId/edit', url: '/users/{userId}/edit', body: 'role=Super-Admin&status=Active',
    GET: 'login denied 200 200', POST: 'login denied 409 302:/users!', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  { route: '/api/users/:id', url: '/api/users/999999', body: { jobTitle: 'Nobody' },
    GET: '401 403 405 405', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 404 404', DELETE: '401 403 405 405' },
  { route: '/api/job-line-items/:id', url: '/api/job-line-items/999999', body: { sortOrder: 1 },
    GET: '401 404 404 404', POST: '401 405 405 405', PUT: '401 405 405 405', PATCH: '401 404 404 404', DELETE: '401 404 404 404' },
  { route: '/api/jobs/:id/versions', url: '/api/jobs/999999/versions', body: { sourceVersionNumber: 1 },
    GET: '401 404 404 404', POST: '401 404 404 404', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/jobs/:brandSlug/:jobNumber', url: '/api/jobs/dhc/1999-999', body: { jobName: 'Nothing here' },
    GET: '401 404 404 404', POST: '401 405 405 405', PUT: '401 405 405 405', PATCH: '401 404 404 404', DELETE: '401 405 405 405' },
  { route: '/api/signs/:id/pricing', url: '/api/signs/999999/pricing', body: { sizeName: '99"' },
    GET: '401 404 404 404', POST: '401 403 404 404', PUT: '401 403 405 405', PATCH: '401 403 405 405', DELETE: '401 403 405 405' },
  { route: '/api/signs/:id', url: '/api/signs/999999', body: { name: 'Nothing here' },
    GET: '401 403 404 404', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 404 404', DELETE: '401 403 405 405' },
  { route: '/api/sign-pricing/:id', url: '/api/sign-pricing/999999', body: { signPrice: 1 },
    GET: '401 403 405 405', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 404 404', DELETE: '401 403 404 404' },
  { route: '/api/options/:id', url: '/api/options/999999', body: { values: 'A, B' },
    GET: '401 403 405 405', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 404 404', DELETE: '401 403 405 405' },
  { route: '/api/brands/:id', url: '/api/brands/999999', body: { name: 'Nothing here' },
    GET: '401 403 405 405', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 404 404', DELETE: '401 403 405 405' },
  { route: '/api/services/:id', url: '/api/services/999999', body: { name: 'Nothing here' },
    GET: '401 403 405 405', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 404 404', DELETE: '401 403 405 405' },
  { route: '/data/signs/:signId/edit', url: '/data/signs/999999/edit', body: 'brandId={brandId}&name=Nothing&signType=Wall+Signs&priceType=fixed',
    GET: 'login denied 404 404', POST: 'login denied 404 404', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  // Duplicate a job and line templates: the Duplicate dialog and Save as Template
  // (an empty form names no version or name: 400), the admin's Edit Template dialog, and their /api routes
  // (rename and delete admin only; none is seeded, so 999999 answers 404 once the body passes).
  { route: '/job/:brandSlug/:jobNumber/duplicate', url: '/job/{brandSlug}/{jobNumber}/duplicate',
    GET: 'login 200 200 200', POST: 'login 400 400 400', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/job/:brandSlug/:jobNumber/duplicate', url: '/job/dhc/1999-999/duplicate',
    GET: 'login 404 404 404', POST: 'login 404 404 404', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  // Re-price a Draft to today's catalogue: the preview; an empty form has no preview stamp (400).
  { route: '/job/:brandSlug/:jobNumber/reprice', url: '/job/{brandSlug}/{jobNumber}/reprice',
    GET: 'login 200 200 200', POST: 'login 400 400 400', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/job/:brandSlug/:jobNumber/reprice', url: '/job/dhc/1999-999/reprice',
    GET: 'login 404 404 404', POST: 'login 404 404 404', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/job/:brandSlug/:jobNumber/save-template', url: '/job/{brandSlug}/{jobNumber}/save-template',
    GET: 'login 200 200 200', POST: 'login 400 400 400', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/job/:brandSlug/:jobNumber/save-template', url: '/job/dhc/1999-999/save-template',
    GET: 'login 404 404 404', POST: 'login 404 404 404', PUT: 'login 405 405 405', PATCH: 'login 405 405 405', DELETE: 'login 405 405 405' },
  { route: '/data/templates/:templateId/edit', url: '/data/templates/999999/edit',
    GET: 'login denied 404 404', POST: 'login denied 404 404', PUT: 'login denied 405 405', PATCH: 'login denied 405 405', DELETE: 'login denied 405 405' },
  { route: '/api/jobs/:id/duplicate', url: '/api/jobs/{jobId}/duplicate',
    GET: '401 405 405 405', POST: '401 400 400 400', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/jobs/:id/duplicate', url: '/api/jobs/999999/duplicate', body: { sourceVersionNumber: 1 },
    GET: '401 405 405 405', POST: '401 404 404 404', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/templates', url: '/api/templates',
    GET: '401 200 200 200', POST: '401 400 400 400', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/templates', url: '/api/templates', body: { jobId: 999999, versionNumber: 1, name: 'Nothing here' },
    GET: '401 200 200 200', POST: '401 404 404 404', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  { route: '/api/templates/:id', url: '/api/templates/999999',
    GET: '401 404 404 404', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 400 400', DELETE: '401 403 404 404' },
  { route: '/api/templates/:id', url: '/api/templates/999999', body: { name: 'Nothing here' },
    GET: '401 404 404 404', POST: '401 403 405 405', PUT: '401 403 405 405', PATCH: '401 403 404 404', DELETE: '401 403 404 404' },
  { route: '/api/templates/:id/add', url: '/api/templates/999999/add',
    GET: '401 405 405 405', POST: '401 404 404 404', PUT: '401 405 405 405', PATCH: '401 405 405 405', DELETE: '401 405 405 405' },
  // Anything else: the JSON 404 under /api, the Not Found page elsewhere.
  { route: '/api/*', url: '/api/no-such-thing',
    GET: '404 404 404 404', POST: '404 404 404 404', PUT: '404 404 404 404', PATCH: '404 404 404 404', DELETE: '404 404 404 404' },
  { route: '/*', url: '/no-such-page',
    GET: '404 404 404 404', POST: '404 404 404 404', PUT: '404 404 404 404', PATCH: '404 404 404 404', DELETE: '404 404 404 404' },
];

// ---------------------------------------------------------------- the machinery

const ROLES = [
  { name: 'signed out', email: null },
  { name: 'User', email: 'estimator@signboard.local' },
  { name: 'Admin', email: 'admin@signboard.local' },
  { name: 'Super-Admin', email: 'owner@signboard.local' },
] as const;

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

let app: App;
let ids: Record<string, string>;
/** What the app logged (React Router logs every refused method and error): kept, and shown with a 5xx. */
const logged: string[] = [];

beforeAll(async () => {
  seed(getDb());
  ids = seededIds();
  watchWrites();
  app = await loadApp();
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
}, 300_000); // loading the app through Vite takes minutes on a machine shared by many test runs

afterAll(async () => {
  await app?.close();
});

/** The url with its placeholders filled; `lenient` (print mode) puts 1 for a name it does not know. */
function fill(url: string, lenient = false): string {
  return url.replace(/\{(\w+)\}/g, (_, name: string) => {
    const spare = SPARES[name];
    if (spare) return spare();
    const value = ids[name] ?? (lenient ? '1' : undefined);
    if (value === undefined) throw new Error(`Unknown placeholder {${name}} in ${url}`);
    return value;
  });
}

async function cookieFor(email: string | null): Promise<string | null> {
  if (!email) return null;
  const id = getDb().$client.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as number;
  return (await createSession(id)).cookie.split(';')[0]!;
}

function bodyOf(row: Pick<Row, 'body'>): { json?: unknown; form?: string } | undefined {
  if (row.body === undefined) return undefined;
  return typeof row.body === 'string' ? { form: fill(row.body) } : { json: row.body };
}

type Seen = { status: number; location: string | null; denied: boolean; body: string; type: string; wrote: boolean };

/** Asks the app, and tells whether it wrote anything but session bookkeeping. */
async function ask(method: Method, url: string, email: string | null, body?: { json?: unknown; form?: string }): Promise<Seen> {
  const cookie = await cookieFor(email);
  const before = writeCount();
  const res = await app.handle(makeRequest(method, url, cookie, body));
  const text = await res.text();
  const wrote = writeCount() !== before;
  return {
    status: res.status,
    location: res.headers.get('Location'),
    denied: res.headers.getSetCookie().some((c) => c.startsWith('__denied=') && !/Max-Age=0/i.test(c)),
    body: text,
    type: res.headers.get('Content-Type') ?? '',
    wrote,
  };
}

function loginFor(url: string): string {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  return path === '/' ? '/login' : `/login?${new URLSearchParams({ redirectTo: path })}`;
}

/** What was seen, as a table token. */
function token(seen: Seen, url: string): string {
  const mark = seen.wrote ? '!' : '';
  if (seen.status === 302 && seen.location === loginFor(url)) return `login${mark}`;
  if (seen.status === 302 && seen.location === '/' && seen.denied) return `denied${mark}`;
  if (seen.location) return `${seen.status}:${seen.location}${mark}`;
  return `${seen.status}${mark}`;
}

type Probe = { row: Row; method: Method; role: (typeof ROLES)[number]; expected: string };

function probes(): Probe[] {
  const out: Probe[] = [];
  for (const row of TABLE) {
    for (const method of METHODS) {
      const column = method === 'HEAD' ? row.GET : row[method];
      const answers = column.trim().split(/\s+/);
      if (answers.length !== ROLES.length) throw new Error(`${row.url} ${method}: four answers expected, got '${column}'`);
      ROLES.forEach((role, i) => out.push({ row, method, role, expected: answers[i]! }));
    }
  }
  return out;
}

const flat = flattenRoutes(routes as never);

describe('the route table', () => {
  it('has a row for every route of app/routes.ts, and none for a route that is gone', () => {
    const inTable = new Set(TABLE.map((r) => r.route));
    const patterns = new Set(flat.map((r) => r.pattern));
    const missing = flat.filter((r) => !inTable.has(r.pattern)).map((r) => `${r.pattern} (${r.file})`);
    const stale = [...inTable].filter((p) => !patterns.has(p));
    expect(missing, `Routes without a row in tests/route-table.test.ts TABLE: add one (see its header)`).toEqual([]);
    expect(stale, 'Rows for routes no longer in app/routes.ts').toEqual([]);
  });

  it(
    'gets the answer the table says, for every route, method and role',
    async () => {
      const wrong: string[] = [];
      for (const { row, method, role, expected } of probes()) {
        const url = fill(row.url);
        logged.length = 0;
        const seen = await ask(method, url, role.email, bodyOf(row));
        const problems: string[] = [];
        if (token(seen, url) !== expected) problems.push(`expected ${expected}, got ${token(seen, url)}`);
        if (seen.status >= 500) problems.push(`server error: ${logged.join(' / ').slice(0, 300) || seen.body.slice(0, 200)}`);
        if (method === 'HEAD' && seen.body !== '') problems.push('HEAD answered with a body');
        if (url.startsWith('/api/') && seen.status >= 400 && method !== 'HEAD') {
          let error: unknown;
          try {
            error = (JSON.parse(seen.body) as { error?: unknown }).error;
          } catch {
            /* not JSON */
          }
          if (!/^application\/json/.test(seen.type) || typeof error !== 'string') problems.push(`not a JSON {error}: ${seen.type} ${seen.body.slice(0, 120)}`);
        }
        if (problems.length) wrong.push(`${method} ${url} as ${role.name}: ${problems.join('; ')}`);
      }
      expect(wrong).toEqual([]);
    },
    300_000,
  );

  it(
    'never answers 5xx nor changes anything when a write carries a malformed body (as Super-Admin)',
    async () => {
      // Sent as application/json to /api and as a form to screens (see makeRequest).
      const apiBodies = [{ form: '{"unclosed' }, { json: null }, { json: [1, 2] }, { json: { id: -1, intent: '\u0000', sortOrder: 'x' } }];
      const formBodies = [{ form: 'intent=%00bogus&id=-1&email=x' }, { form: 'intent=move&toSortOrder=abc&version=-1&%%%=%' }];
      const wrong: string[] = [];
      for (const row of TABLE) {
        if (row.body !== undefined) continue; // its own body is checked by the table
        for (const method of WRITE_METHODS) {
          if (row[method].includes('!')) continue; // a write it is meant to do
          for (const body of row.url.startsWith('/api/') ? apiBodies : formBodies) {
            const url = fill(row.url);
            logged.length = 0;
            const seen = await ask(method, url, ROLES[3].email, body);
            if (seen.status >= 500 || seen.wrote) {
              wrong.push(`${method} ${url} ${JSON.stringify(body)}: ${seen.status}${seen.wrote ? ', changed data' : ''} ${logged.join(' / ').slice(0, 200)}`);
            }
          }
        }
      }
      expect(wrong).toEqual([]);
    },
    300_000,
  );
});

// `ROUTE_TABLE_PRINT=1 ... -t prints`: what the app answers, in the table's syntax, for each row it
// disagrees with and each route without a row (header, step 3).
if (process.env.ROUTE_TABLE_PRINT) {
  it('prints what the app answers', async () => {
    const lines: string[] = [];
    const rows: Array<Partial<Row> & Pick<Row, 'route' | 'url'>> = [...TABLE];
    const inTable = new Set(TABLE.map((r) => r.route));
    for (const r of flat) if (!inTable.has(r.pattern)) rows.push({ route: r.pattern, url: r.pattern.replace(/:(\w+)\??/g, '{$1}') });
    for (const row of rows) {
      const cols: string[] = [];
      let differs = false;
      for (const method of ['GET', ...WRITE_METHODS] as const) {
        const answers: string[] = [];
        for (const role of ROLES) {
          const url = fill(row.url, true);
          answers.push(token(await ask(method, url, role.email, bodyOf(row)), url));
        }
        const seen = answers.join(' ');
        if (seen !== row[method]?.trim().split(/\s+/).join(' ')) differs = true;
        cols.push(`${method}: '${seen}'`);
      }
      if (differs) lines.push(`  { route: '${row.route}', url: '${row.url}',\n    ${cols.join(', ')} },`);
    }
    console.log(lines.length ? lines.join('\n') : 'Every row agrees with the app.');
  }, 300_000);
}
