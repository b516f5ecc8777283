import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/coming-soon';
import { brandJobsHref, comingSoonName } from '~/domain/catalogue/brands';

export function loader({ params }: Route.LoaderArgs) {
  return { name: comingSoonName(params.brandName), jobsHref: brandJobsHref(params.brandName) };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.name ?? 'Coming soon'} | Signboard` }];
}

export default function ComingSoon() {
  const { name, jobsHref } = useLoaderData<typeof loader>();
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center p-8 text-center">
      <h1 className="text-3xl font-semibold">{name}</h1>
      <p className="mt-3 text-slate-600">Coming soon. This brand&apos;s workspace is on its way.</p>
      {/* The page stays (docs/product.md § Coming soon); a person who came for the brand's jobs is not left at a dead end. */}
      {jobsHref ? (
        <Link
          discover="none"
          to={jobsHref}
          className="mt-6 rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white hover:bg-slate-700"
        >
          {`See ${name} jobs`}
        </Link>
      ) : null}
    </div>
  );
}

/** An error or 404 here keeps the sidebar and offers a way back. */
export { ScreenErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
