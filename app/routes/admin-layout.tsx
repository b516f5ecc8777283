import { Outlet } from 'react-router';
import type { Route } from './+types/admin-layout';
import { requireAdmin } from '~/server/auth/session.server';

// The guard for the Admin section's shell. React Router runs this loader in parallel with
// the child screens' loaders, not before them, so every admin loader and action calls
// requireAdmin itself too: this one only keeps the layout from rendering for a non-admin.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export default function AdminLayout() {
  return <Outlet />;
}

/** An error or 404 here keeps the sidebar and offers a way back. */
export { ScreenErrorBoundary as ErrorBoundary } from '~/components/shell/route-error';
