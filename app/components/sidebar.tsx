import { Form, NavLink } from 'react-router';
import { SIDEBAR_BRANDS } from '~/domain/brands';
import { Avatar } from './avatar';

type Profile = { name: string; title: string; email: string; image: string | null; isAdmin: boolean };

function Item({ to, label, icon, end }: { to: string; label: string; icon: string; end?: boolean }) {
  return (
    <li>
      <NavLink
        to={to}
        end={end}
        className={({ isActive }) =>
          `flex items-center gap-3 rounded-md px-3 py-2 text-sm ${
            isActive ? 'bg-white/10 font-medium text-white' : 'text-slate-300 hover:bg-sidebar-hover hover:text-white'
          }`
        }
      >
        <span aria-hidden="true" className="w-5 text-center">
          {icon}
        </span>
        {label}
      </NavLink>
    </li>
  );
}

/** The dark 260 px sidebar: logo, navigation, Admin section for admins, profile block. */
export function Sidebar({ profile }: { profile: Profile }) {
  return (
    <aside className="sticky top-0 flex h-screen w-[260px] shrink-0 flex-col bg-sidebar text-white">
      <div className="flex items-center gap-2 px-5 py-5">
        <img src="/favicon.svg" alt="" className="h-8 w-8" />
        <span className="text-lg font-semibold tracking-tight">Signboard</span>
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3">
        <ul className="space-y-1">
          <Item to="/" label="Home" icon="⌂" end />
        </ul>
        <p className="mt-6 px-3 text-xs font-semibold tracking-wider text-slate-400 uppercase">Brands</p>
        <ul className="mt-2 space-y-1">
          {SIDEBAR_BRANDS.map((b) => (
            <Item key={b.slug} to={`/coming-soon/${b.slug}`} label={b.name} icon="▣" />
          ))}
        </ul>
        {profile.isAdmin ? (
          <>
            <p className="mt-6 px-3 text-xs font-semibold tracking-wider text-slate-400 uppercase">Admin</p>
            <ul className="mt-2 space-y-1">
              <Item to="/data" label="Data" icon="▤" />
              <Item to="/users" label="Users" icon="☺" />
            </ul>
          </>
        ) : null}
      </nav>
      {/* <details> opens without JavaScript; the menu works before hydration. */}
      <details className="group relative border-t border-white/10">
        <summary className="flex cursor-pointer list-none items-center gap-3 px-4 py-4 hover:bg-sidebar-hover">
          <Avatar name={profile.name} image={profile.image} size={36} />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium">{profile.name}</span>
            <span className="block truncate text-xs text-slate-400">{profile.title}</span>
          </span>
          <span aria-hidden="true" className="text-slate-400">
            ⋮
          </span>
        </summary>
        <div className="absolute right-3 bottom-full left-3 mb-2 rounded-md border border-slate-200 bg-white py-2 text-slate-900 shadow-lg">
          <div className="px-4 pb-2">
            <p className="truncate text-sm font-medium">{profile.name}</p>
            <p className="truncate text-xs text-slate-500">{profile.email}</p>
          </div>
          <Form method="post" action="/logout" className="border-t border-slate-100 pt-1">
            <button type="submit" className="w-full px-4 py-2 text-left text-sm hover:bg-slate-50">
              Log out
            </button>
          </Form>
        </div>
      </details>
    </aside>
  );
}
