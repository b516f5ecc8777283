/**
 * PATCH /api/options/{id} {values} (the joined string, e.g. 'Red, Bronze +$150'),
 * parsed and validated: every modifier must be +N%, +$N or +$N/SF (a missing
 * '+' is added). Also placeholder, type, appliesTo, isActive. Admin only.
 */
import { OPTION_MESSAGES, optionPatchSchema } from '~/domain/catalogue/options';
import { adminPatchRoute } from '~/server/catalogue/api-errors.server';
import { updateOption } from '~/server/catalogue/options.server';

const route = adminPatchRoute(optionPatchSchema, (admin, id, patch) => ({ option: updateOption(admin, id, patch), message: OPTION_MESSAGES.updated }));
export const loader = route.loader;
export const action = route.action;
