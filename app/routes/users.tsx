/**
 * /users (admin): tabs All, Active, Disabled; the table (image, name and
 * e-mail, job title or 'N/A', status, role, Date Added); Invite User and Edit
 * are nested dialogs; Disable/Enable posts here. The server applies the role
 * rules; a refusal comes back as a red toast.
 */
import { Form, Link, Outlet, useLoaderData } from 'react-router';
import type { Route } from './+types/users';
import { formatListDate } from '~/domain/dates';
import { USER_TABS, userChoices, userStatusFormSchema, usersTab } from '~/domain/users/user-admin';
import { Avatar } from '~/components/ui/avatar';
import { ScrollTable, StatusBadge } from '~/components/catalogue/catalogue-tables';
import { requireAdmin } from '~/server/auth/session.server';
import { errorToast, redirectWithToast } from '~/server/http/toast.server';
import { countActiveSuperAdmins, listUsers, updateUser } from '~/server/users/users.server';
import { requireFormPost } from '~/server/http/methods.server';
import { isolateText } from '~/domain/user-text';
import { refusalOf } from '~/domain/write-result';

export const meta: Route.MetaFunction = () => [{ title: 'Users | Signboard' }];

export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireAdmin(request);
  const tab = usersTab(new URL(request.url).searchParams.get('tab'));
  const status = tab === 'active' ? 'Active' : tab === 'disabled' ? 'Disabled' : undefined;
  const supers = countActiveSuperAdmins();
  return {
    tab,
    meId: me.id,
    // Disable/Enable is offered only where the server would do it (an Admin is not offered it on a Super-Admin).
    users: listUsers({ status }).map((u) => ({ ...u, dateAdded: formatListDate(new Date(u.createdAt)), statusRefusal: userChoices(me, u, supers).statusRefusal })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const me = await requireAdmin(request);
  requireFormPost(request);
  const parsed = userStatusFormSchema.safeParse(Object.fromEntries(await request.formData()));
  const back = `/users${new URL(request.url).search}`;
  if (!parsed.success) return errorToast(back, 'Invalid request');
  try {
    const user = updateUser(me, parsed.data.id, { status: parsed.data.status });
    return redirectWithToast(back, { title: 'Success', description: `${isolateText(user.fullName ?? '')} ${user.status === 'Active' ? 'enabled' : 'disabled'}` });
  } catch (error) {
    const refused = refusalOf(error);
    if (!refused) throw error;
    return errorToast(back, refused.error);
  }
}

const LABELS = { all: 'All', active: 'Active', disabled: 'Disabled' } as const;

export default function UsersScreen() {
  const { tab, users, meId } = useLoaderData<typeof loader>();
  return (
    <div className="p-4 sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-semibold">Users</h1>
        <Link discover="none" to={`/users/invite?tab=${tab}`} className="rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white">
          Invite User
        </Link>
      </div>
      <nav aria-label="User tabs" className="mt-6 flex flex-wrap gap-1 border-b border-slate-200">
        {USER_TABS.map((t) => (
          <Link
            discover="none"
            key={t}
            to={`/users?tab=${t}`}
            aria-current={tab === t ? 'page' : undefined}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${tab === t ? 'border-slate-900 text-slate-900' : 'border-transparent text-slate-500 hover:text-slate-800'}`}
          >
            {LABELS[t]}
          </Link>
        ))}
      </nav>
      <section className="mt-6">
        <ScrollTable label="Users" head={['Image', 'Name', 'Job Title', 'Status', 'Role', 'Date Added', '']}>
          {users.map((u) => (
            <tr key={u.id} className="border-t border-slate-100">
              <td className="px-3 py-2">
                <Avatar name={u.fullName} image={u.userImage} size={32} />
              </td>
              {/* A long word in a name wraps instead of widening the table; the name is isolated from '(you)'. */}
              <td className="at-main min-w-40 px-3 py-2 [overflow-wrap:anywhere]">
                <bdi className="font-medium">{u.fullName}</bdi>
                {u.id === meId ? <span className="ml-1 text-xs text-slate-500">(you)</span> : null}
                <span className="block text-xs text-slate-500">{u.email}</span>
              </td>
              <td className="min-w-32 px-3 py-2 [overflow-wrap:anywhere]" data-label="Job Title">
                {u.jobTitle || 'N/A'}
              </td>
              <td className="px-3 py-2" data-label="Status">
                <StatusBadge active={u.status === 'Active'} />
              </td>
              <td className="px-3 py-2" data-label="Role">
                {u.role}
              </td>
              <td className="px-3 py-2 whitespace-nowrap" data-label="Date Added">
                {u.dateAdded}
              </td>
              <td className="at-actions space-x-3 px-3 py-2 text-right whitespace-nowrap">
                <Link discover="none" to={`/users/${u.id}/edit?tab=${tab}`} className="text-sm font-medium text-slate-700 underline-offset-2 hover:underline">
                  Edit<span className="sr-only"> {u.fullName}</span>
                </Link>
                {u.statusRefusal ? null : (
                  <Form discover="none" method="post" className="inline">
                    <input type="hidden" name="intent" value="status" />
                    <input type="hidden" name="id" value={u.id} />
                    <input type="hidden" name="status" value={u.status === 'Active' ? 'Disabled' : 'Active'} />
                    <button type="submit" className="text-sm font-medium text-slate-700 underline-offset-2 hover:underline">
                      {u.status === 'Active' ? 'Disable' : 'Enable'}
                      <span className="sr-only"> {u.fullName}</span>
                    </button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </ScrollTable>
        {users.length === 0 ? <p className="mt-4 text-sm text-slate-600">No users here.</p> : null}
      </section>
      <Outlet />
    </div>
  );
}
