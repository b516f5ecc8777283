// How the production server (server.js) splits the build's route table by an address's first segment, apart so a
// test can hold each smaller table to the whole one (tests/server-route-tables.test.ts).

/**
 * React Router tries a request's address against the routes of its table in rank order, and builds a route object
 * for every route of the table to render a page. Every route of ours but the last ('*', no such address) starts
 * with a fixed first segment ('jobs', 'job', 'data', 'api', ...), so an address can only ever match routes with its
 * own first segment, the routes with no segment of their own (the root, the shells, the home page) and '*'. Such a
 * table gives the same matches, the same page and the same partial manifest as the whole one (the manifest matches
 * '/' and the address's parents, which are in it too), at a fraction of the work per request.
 *
 * A route whose first segment is not fixed (':param', '*', 'name?') is in every table. An address whose first
 * segment no route has (the route discovery's /__manifest, the home page's /_root.data, an unknown page) gets the
 * whole table, as React Router alone would, less the routes of the segments kept `apart`: those are only ever
 * matched in their own table (server.js keeps the /api routes apart, so the route discovery never sends one to
 * a browser).
 */
export function routeTables(build, { apart = [] } = {}) {
  const keyOf = new Map(Object.keys(build.routes).map((id) => [id, firstSegmentKey(build.routes, id)]));
  const keys = new Set([...keyOf.values()].filter((key) => key !== ANY)); // '' among them: the root's
  const onlyRoutes = (keep) => {
    const pick = (routes) => Object.fromEntries(Object.entries(routes).filter(([id]) => keep(keyOf.get(id))));
    return { ...build, routes: pick(build.routes), assets: { ...build.assets, routes: pick(build.assets.routes) } };
  };
  const everywhere = (key) => key === '' || key === ANY;
  const tables = new Map([...keys].map((key) => [key, onlyRoutes((k) => k === key || everywhere(k))]));
  return { tables, whole: onlyRoutes((key) => !apart.includes(key)) };
}

const ANY = Symbol('any first segment');

/** The fixed first segment of a route's whole path, lower case; '' when it has none; ANY when it is not fixed. */
function firstSegmentKey(routes, id) {
  const pieces = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    if (route.path) pieces.unshift(...route.path.split('/').filter(Boolean));
  }
  if (pieces.length === 0) return '';
  return /^[^:*?]+$/.test(pieces[0]) ? pieces[0].toLowerCase() : ANY;
}

/**
 * The key of a request's table: the first segment of its path, decoded and in lower case (React Router matches
 * decoded and without regard to case), once a data request's '.data' is off ('/jobs.data' is '/jobs').
 */
export function requestKey(pathname) {
  const path = pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
  const segment = path.split('/')[1] ?? '';
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/** The table for a request's path: its first segment's, or the whole one when no route has that segment. */
export function tableFor({ tables, whole }, pathname) {
  return tables.get(requestKey(pathname)) ?? whole;
}
