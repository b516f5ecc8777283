/**
 * The job page's 404: 'Job not found' and, when the
 * address's words match jobs, those jobs as links: of the address's brand
 * first, then of any brand. The words themselves are not shown (docs/product.md § Job page). Any
 * other error is the screen's usual boundary.
 */
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ScreenErrorBoundary } from '~/components/shell/route-error';
import type { JobSuggestion } from '~/server/jobs/job-not-found.server';

type NotFoundData = { message: string; sameBrand: JobSuggestion[]; anyBrand: JobSuggestion[]; brandName: string | null };

function isNotFoundData(value: unknown): value is NotFoundData {
  return typeof value === 'object' && value !== null && 'sameBrand' in value && 'anyBrand' in value;
}

function Suggestions({ heading, jobs }: { heading: string; jobs: JobSuggestion[] }) {
  if (jobs.length === 0) return null;
  return (
    <section className="w-full max-w-xl text-left">
      <h2 className="text-sm font-semibold text-slate-700">{heading}</h2>
      <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
        {jobs.map((j) => (
          <li key={j.href} className="px-4 py-2">
            <Link discover="none" to={j.href} className="font-medium text-slate-900 underline-offset-2 hover:underline [overflow-wrap:anywhere]">
              {j.jobName}
            </Link>
            <p className="text-xs text-slate-500 [overflow-wrap:anywhere]">{`${j.clientName} · ${j.jobNumber} · ${j.brandName}`}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function JobNotFoundBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404 || !isNotFoundData(error.data)) return <ScreenErrorBoundary />;
  const { message, sameBrand, anyBrand, brandName } = error.data;
  const found = sameBrand.length + anyBrand.length > 0;
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-semibold">{message}</h1>
      <p className="text-slate-600">{found ? 'These jobs match its address:' : 'It may have been removed, or the link is out of date.'}</p>
      <Suggestions heading={brandName ? `${brandName} jobs` : 'Jobs of this brand'} jobs={sameBrand} />
      <Suggestions heading={sameBrand.length ? 'Jobs of other brands' : 'Jobs of any brand'} jobs={anyBrand} />
      <Link discover="none" to="/" className="inline-block rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white">
        Back to Jobs
      </Link>
    </div>
  );
}
