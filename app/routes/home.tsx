import { Form, Link, useLoaderData } from 'react-router';
import type { Route } from './+types/home';
import { displayName } from '~/domain/profile';
import { requireUser } from '~/server/session.server';

export const meta: Route.MetaFunction = () => [{ title: 'Home | Signboard' }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { name: displayName(user), role: user.role || 'User' };
}

const CARDS = [
  { to: '/jobs', title: 'Jobs', text: 'Create and price jobs, keep versions and download proposals.' },
  { to: '/data', title: 'Data Management', text: 'Brands, signs with size pricing, options and services.' },
  { to: '/users', title: 'Users', text: 'Everyone who can sign in, with their roles and status.' },
];

/** The dashboard: where to go next, and a way out. */
export default function Home() {
  const { name, role } = useLoaderData<typeof loader>();
  return (
    <div className="p-8">
      <div className="flex items-start justify-between gap-6">
        <div>
          <h1 className="text-3xl font-semibold">Dashboard</h1>
          <p className="mt-2 text-slate-600">
            Welcome, {name}! You are signed in as <span className="font-medium text-slate-900">{role}</span>.
          </p>
        </div>
        <Form method="post" action="/logout">
          <button
            type="submit"
            className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            Sign Out
          </button>
        </Form>
      </div>
      <ul className="mt-8 grid grid-cols-3 gap-6">
        {CARDS.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="block h-full rounded-lg border border-slate-200 p-6 shadow-sm transition hover:border-slate-400 hover:shadow"
            >
              <h2 className="text-lg font-semibold">{card.title}</h2>
              <p className="mt-2 text-sm text-slate-600">{card.text}</p>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
