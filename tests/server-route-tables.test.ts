/**
 * server.js hands each request to a handler over only the routes its first segment can match
 * (server-route-tables.js). Each such table must match exactly what the whole table matches: for the address
 * itself, and for '/' and the address's parents (what React Router puts in the page's partial manifest). Checked
 * here on our own route table, on an address for every route and on awkward ones (case, escapes, data requests,
 * unknown pages, the route discovery's /__manifest).
 */
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../app/routes';
import { requestKey, routeTables, tableFor } from '../server-route-tables.js';

type BuildRoute = { id: string; parentId?: string; path?: string; index?: boolean };
type Build = { routes: Record<string, BuildRoute>; assets: { routes: Record<string, BuildRoute> } };

/** The build's flat route list, as `react-router build` writes it from app/routes.ts (ids are files without extension). */
function flatten(entries: RouteConfigEntry[], parentId = 'root', out: Record<string, BuildRoute> = {}) {
  for (const entry of entries) {
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, '');
    out[id] = { id, parentId, path: entry.path, index: entry.index };
    flatten(entry.children ?? [], id, out);
  }
  return out;
}
const flat: Record<string, BuildRoute> = { root: { id: 'root', path: '' }, ...flatten(routes) };
const build: Build = { routes: flat, assets: { routes: flat } };

/** The nested route objects React Router's matcher takes, made from a table's flat routes. */
function nested(table: Record<string, BuildRoute>, parentId?: string): RouteObject[] {
  return Object.values(table)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index ? { id: route.id, path: route.path, index: true } : { id: route.id, path: route.path, children: nested(table, route.id) },
    );
}

/** Route ids matched for a path and for '/' and each of its parents, as the partial manifest asks. */
function matched(table: Record<string, BuildRoute>, pathname: string) {
  const tree = nested(table);
  const segments = pathname.split('/').filter(Boolean);
  const paths = [pathname, '/', ...segments.slice(0, -1).map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)];
  return paths.map((path) => `${path}: ${(matchRoutes(tree, path) ?? []).map((m) => m.route.id).join(' > ')}`);
}

/** One address per route, its parameters filled in. */
const everyRoutesAddress = Object.keys(flat).map((id) => {
  const pieces: string[] = [];
  for (let route: BuildRoute | undefined = flat[id]; route; route = route.parentId ? flat[route.parentId] : undefined) {
    if (route.path) pieces.unshift(route.path);
  }
  return `/${pieces.join('/')}`.replace(/:(\w+)\??/g, 'x1').replace(/\*/g, 'some/thing');
});
const awkward = [
  '/', '/JOBS', '/Jobs/', '/%6Aobs', '/jobs/extra', '/job', '/job/dhc', '/job/dhc/12/items/3/edit', '/DATA/signs/new',
  '/data/nothing/here', '/api', '/API/jobs', '/api/nothing', '/nothing', '/%E0%A4%A', '/coming-soon', '/p', '/p/abc/pdf/extra',
  '/__manifest', '/_root.data', '/jobs.data', '/job/dhc/12.data', '/users/7/edit', '/daves-hot-chicken', '/Skechers/',
];

describe('route tables split by first segment (server.js)', () => {
  const split = routeTables(build, { apart: ['api'] });

  it('makes a table for each first segment of our routes, each far smaller than the whole', () => {
    expect([...split.tables.keys()].sort()).toEqual(expect.arrayContaining(['', 'api', 'data', 'job', 'jobs', 'login', 'p']));
    const whole = Object.keys(flat).length;
    expect(Object.keys(split.tables.get('jobs')!.routes).length).toBeLessThan(whole / 5);
  });

  it.each([...everyRoutesAddress, ...awkward])('matches %s as the whole table does', (pathname) => {
    const table = tableFor(split, pathname) as Build;
    expect(Object.keys(table.assets.routes)).toEqual(Object.keys(table.routes));
    const path = pathname.endsWith('.data') ? pathname.slice(0, -5) || '/' : pathname;
    expect(matched(table.routes, path)).toEqual(matched(flat, path));
  });

  it('keeps the /api routes out of the whole table, which answers the route discovery', () => {
    const whole = Object.keys(split.whole.routes);
    expect(whole.filter((id) => id.startsWith('routes/api/'))).toEqual([]);
    expect(whole).toEqual(Object.keys(flat).filter((id) => !id.startsWith('routes/api/')));
    expect(Object.keys(split.tables.get('api')!.routes)).toContain('routes/api/not-found');
  });

  it('sends what no route starts with to the whole table, /__manifest among them', () => {
    expect(tableFor(split, '/__manifest')).toBe(split.whole);
    expect(tableFor(split, '/_root.data')).toBe(split.whole);
    expect(tableFor(split, '/nothing')).toBe(split.whole);
    expect(tableFor(split, '/')).toBe(split.tables.get(''));
  });

  it('keys a request by its first segment, decoded, in lower case, without a data request\'s .data', () => {
    expect(requestKey('/Jobs.data')).toBe('jobs');
    expect(requestKey('/job/dhc/12.data')).toBe('job');
    expect(requestKey('/%41pi/jobs')).toBe('api');
    expect(requestKey('/%E0%A4%A')).toBe('%e0%a4%a');
    expect(requestKey('/')).toBe('');
  });
});
