import { Outlet } from 'react-router';
import type { Route } from './+types/admin-layout';
import { requireAdmin } from '~/server/auth/session.server';

// Every admin screen's loader and action runs after this guard, on the server.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function AdminLayout() {
  return <Outlet />;
}
