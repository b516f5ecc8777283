/**
 * Every route of app/routes.ts, every method, every role: the answer each
 * one gets, kept in the route table (its rows are in tests/support/
 * route-table-screen-rows.ts and route-table-api-rows.ts) and checked
 * against the real app (the same server build `npm start` serves, called in
 * process: see tests/support/route-table-harness.ts). A route added to
 * app/routes.ts without a row fails this test, naming the route; a row whose
 * route is gone fails too.
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
 *   2. Write the row (in the rows file of its kind) from what the route SHOULD answer (docs/product.md § The API,
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
 *   this file's own SQLite file: tens of seconds of CPU. Both sweeps stay in
 *   this one file so the app (the costly part) is loaded once. Vite runs in
 *   middleware mode (no port); like `npm run dev`, React Router's plugin
 *   rewrites .react-router/types (the same files `npm run typecheck` makes).
 *   /dev/outbox answers 404 here: it serves loopback callers only, and an
 *   in-process request has no socket.
 */
import { describe, expect, it } from 'vitest';
import type { Row } from './support/route-table-harness';
import { ROLES, TABLE, WRITE_METHODS, ask, bodyOf, fill, flat, loadRouteTableApp, logged, probes, token } from './support/route-table-ask';

loadRouteTableApp();

describe('the route table', () => {
  it('has a row for every route of app/routes.ts, and none for a route that is gone', () => {
    const inTable = new Set(TABLE.map((r) => r.route));
    const patterns = new Set(flat.map((r) => r.pattern));
    const missing = flat.filter((r) => !inTable.has(r.pattern)).map((r) => `${r.pattern} (${r.file})`);
    const stale = [...inTable].filter((p) => !patterns.has(p));
    expect(missing, `Routes without a row in tests/support/route-table-*-rows.ts: add one (see tests/route-table.test.ts's header)`).toEqual([]);
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
