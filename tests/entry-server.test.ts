/**
 * The route table a page renders with on the server: the build's, without the /api routes (they never render a
 * page), made once for the build's manifest rather than on every request.
 */
import { describe, expect, it } from 'vitest';
import type { EntryContext } from 'react-router';
import { withoutApiRoutes } from '../app/entry.server';

const route = (id: string, parentId?: string) => ({ id, parentId, path: id.split('/').pop(), hasLoader: false, hasAction: false, module: `/${id}.js` });

function contextWith(manifest: object): EntryContext {
  return { manifest, isSpaMode: false, staticHandlerContext: { matches: [] } } as unknown as EntryContext;
}

describe('withoutApiRoutes', () => {
  const manifest = {
    url: '/assets/manifest.js',
    routes: {
      root: route('root'),
      'routes/jobs': route('routes/jobs', 'root'),
      'routes/job.send': route('routes/job.send', 'routes/jobs'),
      'routes/api/jobs': route('routes/api/jobs', 'root'),
      'routes/api/auth.user': route('routes/api/auth.user', 'root'),
    },
  };

  it('keeps every page route and the rest of the context, and leaves out the /api ones', () => {
    const context = contextWith(manifest);
    const page = withoutApiRoutes(context);
    expect(Object.keys(page.manifest.routes)).toEqual(['root', 'routes/jobs', 'routes/job.send']);
    expect(page.manifest.url).toBe('/assets/manifest.js');
    expect(page.staticHandlerContext).toBe(context.staticHandlerContext);
    // The build's own manifest is left as it was: React Router matches requests against all of it.
    expect(Object.keys(manifest.routes)).toHaveLength(5);
  });

  it('makes the smaller table once per manifest', () => {
    expect(withoutApiRoutes(contextWith(manifest)).manifest).toBe(withoutApiRoutes(contextWith(manifest)).manifest);
    const other = { ...manifest, routes: { root: route('root') } };
    expect(withoutApiRoutes(contextWith(other)).manifest.routes).toEqual({ root: other.routes.root });
  });
});
