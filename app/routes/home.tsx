import { Form, Link, useLoaderData } from 'react-router';
import type { Route } from './+types/home';
import { formatUpdated } from '~/domain/dates';
import { formatCents } from '~/domain/money';
import { displayName } from '~/domain/users/profile';
import { QuotedChart } from '~/components/dashboard/quoted-chart';
import { BrandMargins } from '~/components/dashboard/brand-margins';
import { isAdmin, requireUser } from '~/server/auth/session.server';
import { dashboardStats } from '~/server/stats/stats.server';
import { jobPath } from '~/domain/jobs/job-path';

export const meta: Route.MetaFunction = () => [{ title: 'Home | Signboard' }];

import { moneyDue } from '~/server/books/money-due.server';
import { MoneyDue } from '~/components/dashboard/money-due';
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const stats = dashboardStats();
  return {
    name: displayName(user),
    role: user.role || 'User',
    admin: isAdmin(user),
    moneyDue: moneyDue(),
    stats: { ...stats, recentJobs: stats.recentJobs.map((j) => ({ ...j, updated: formatUpdated(j.updatedAt) })) },
  };
}

const CARDS = [
  { to: '/jobs', title: 'Jobs', text: 'Create and price jobs, keep versions and download proposals.', admin: false },
  { to: '/data', title: 'Data Management', text: 'Brands, signs with size pricing, options and services.', admin: true },
  { to: '/users', title: 'Users', text: 'Everyone who can sign in, with their roles and status.', admin: true },
];

/** The dashboard: figures from the database, where to go next, and a way out. */
export default function Home() {
  const { name, role, admin, stats, moneyDue: due } = useLoaderData<typeof loader>();
  const figures = [
    { label: 'Jobs', value: stats.jobs.toLocaleString('en-US') },
    { label: 'Active Brands', value: stats.activeBrands.toLocaleString('en-US') },
    { label: 'Signs', value: stats.signs.toLocaleString('en-US') },
    { label: 'Services', value: stats.services.toLocaleString('en-US') },
    { label: 'Users', value: stats.activeUsers.toLocaleString('en-US') },
  ];
  const money = [
    { label: 'Quoted (approved, sent or latest versions, before tax)', value: formatCents(stats.totals.priceCents) },
    { label: 'Budget', value: formatCents(stats.totals.budgetCents) },
    { label: 'Margin', value: `${formatCents(stats.totals.marginCents)}${stats.totals.marginPercent === null ? '' : ` (${stats.totals.marginPercent}%)`}` },
  ];
  return (
    <div className="p-4 sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-6">
        <div>
          <h1 className="text-3xl font-semibold">Dashboard</h1>
          <p className="mt-2 text-slate-600">
            Welcome, {name}! You are signed in as <span className="font-medium text-slate-900">{role}</span>.
          </p>
        </div>
        <Form discover="none" method="post" action="/logout">
          <button type="submit" className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50">
            Sign Out
          </button>
        </Form>
      </div>

      <ul className="mt-8 grid gap-6 sm:grid-cols-3">
        {CARDS.filter((c) => admin || !c.admin).map((card) => (
          <li key={card.to}>
            <Link discover="none" to={card.to} className="block h-full rounded-lg border border-slate-200 p-6 shadow-sm transition hover:border-slate-400 hover:shadow">
              <h2 className="text-lg font-semibold">{card.title}</h2>
              <p className="mt-2 text-sm text-slate-600">{card.text}</p>
            </Link>
          </li>
        ))}
      </ul>

      <section aria-labelledby="figures" className="mt-10">
        <h2 id="figures" className="text-lg font-semibold">
          At a glance
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-5">
          {figures.map((f) => (
            <div key={f.label} className="rounded-lg border border-slate-200 p-4">
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{f.label}</dt>
              <dd className="mt-1 text-2xl font-semibold tabular-nums">{f.value}</dd>
            </div>
          ))}
        </dl>
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          {money.map((f) => (
            <div key={f.label} className="rounded-lg border border-slate-200 p-4">
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{f.label}</dt>
              <dd className="mt-1 text-xl font-semibold tabular-nums">{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="brand-margin" className="mt-10">
        <h2 id="brand-margin" className="text-lg font-semibold">
          Margin of quotes by brand
        </h2>
        <p className="mt-1 text-sm text-slate-600">The latest version of each job, against each brand&apos;s target margin.</p>
        <div className="mt-4">
          <BrandMargins rows={stats.marginByBrand} />
        </div>
      </section>

      <div className="mt-10 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="quoted">
          <h2 id="quoted" className="text-lg font-semibold">
            Value quoted per month
          </h2>
          <div className="mt-4 rounded-lg border border-slate-200 p-4">
            <QuotedChart months={stats.months} rows={stats.monthly} />
          </div>
        </section>
        <MoneyDue deposits={due.deposits} overdue={due.overdue} />
        <section aria-labelledby="recent">
          <h2 id="recent" className="text-lg font-semibold">
            Recently updated jobs
          </h2>
          <ul className="mt-4 divide-y divide-slate-100 rounded-lg border border-slate-200">
            {stats.recentJobs.length === 0 ? <li className="p-4 text-sm text-slate-600">No jobs yet.</li> : null}
            {stats.recentJobs.map((j) => (
              <li key={j.id} className="p-4">
                <Link discover="none" to={jobPath(j)} className="font-medium hover:underline">
                  {j.jobName}
                </Link>
                <p className="text-xs text-slate-500">
                  {j.brandName} · {j.jobNumber} · {j.updated}
                </p>
                <p className="text-sm tabular-nums">
                  {formatCents(j.priceCents)}
                  {j.totalOf ? <small className="ml-1 text-xs text-slate-500">{j.totalOf}</small> : null}
                </p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

/** An error or 404 here keeps the sidebar and offers a way back. */
export { ScreenErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
