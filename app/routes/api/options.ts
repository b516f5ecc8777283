/** GET /api/options: every sign option with its parsedValues [{display, modifier}] (admin Options tab). */
import type { Route } from './+types/options';
import { getOnlyAction } from '~/server/http/api.server';
import { listOptions } from '~/server/catalogue/options.server';
import { requireApiAdmin } from '~/server/auth/session.server';

export async function loader({ request }: Route.LoaderArgs) {
  await requireApiAdmin(request);
  return { options: listOptions() };
}

export const action = getOnlyAction(requireApiAdmin);
