/**
 * The item configuration form's state (item-config.tsx): the values, what the
 * engine makes of them, field ids and messages (the browser's own, else the
 * server's last answer), the typed amounts' rounding, and Edit Prices /
 * Cancel switching the mode in place with JavaScript (posting without).
 */
import { useId, useState, type MouseEvent } from 'react';
import { roundedMoneyInput, roundsToCents } from '~/domain/money';
import { PRICE_MESSAGES } from '~/domain/pricing';
import { editedFrom, panelState, PRICE_FIELDS, type FormValues, type PanelItem, type PanelState } from '~/domain/line-items/config-state';
import { useHydrated } from '~/components/ui/use-hydrated';
import { startingValues } from './typed-before-hydration';

export function useItemConfig(item: PanelItem, initial: FormValues, serverErrors: Record<string, string[]>) {
  const hydrated = useHydrated();
  const [values, setValues] = useState<FormValues>(() => (hydrated ? startingValues(initial, item.kind) : initial));
  const set = (patch: FormValues) => setValues((v) => ({ ...v, ...patch }));
  const state: PanelState = panelState(item, values);
  const uid = useId();
  const fid = (name: string) => `${uid}-${name.replace(/[^a-zA-Z0-9]/g, '_')}`;
  // 'Description Required' in red waits until the description was edited (or the server answered a save with it):
  // the save button already says what is missing, and nothing was typed wrong yet.
  const [descriptionEdited, setDescriptionEdited] = useState(false);
  const errorOf = (name: string) => {
    const own = state.errors[name];
    const waits = name === 'description' && own === PRICE_MESSAGES.descriptionRequired && !descriptionEdited;
    return (waits ? undefined : own) ?? serverErrors[name]?.[0];
  };
  const aria = (name: string): Record<string, unknown> => {
    const message = errorOf(name);
    return message ? { 'aria-invalid': true as const, 'aria-describedby': `${fid(name)}-error` } : {};
  };

  // With JavaScript these switch the mode in place; without, they post (intent edit-prices / cancel-edit-prices).
  const inPlace = (run: () => void) => (e: MouseEvent) => {
    if (!hydrated) return;
    e.preventDefault();
    run();
  };
  const startEditing = inPlace(() => set({ pricingMode: 'Edited', ...editedFrom(state.prices) }));
  const cancelEditing = inPlace(() => set({ pricingMode: 'Calculated', ...Object.fromEntries(PRICE_FIELDS.map((f) => [f, ''])) }));

  // A typed amount with more than two decimals says what it will be saved as, and is rounded on leaving the field.
  const roundsTo = (field: string) => ((PRICE_FIELDS as readonly string[]).includes(field) || field === 'enteredPrice' ? roundsToCents(values[field]) : null);
  const roundOnBlur = (field: string) => () => {
    if (field === 'enteredPrice' || roundsTo(field) !== null) set({ [field]: roundedMoneyInput(values[field] ?? '') });
  };

  return {
    hydrated,
    values,
    set,
    state,
    fid,
    errorOf,
    aria,
    descriptionEdited: () => setDescriptionEdited(true),
    startEditing,
    cancelEditing,
    roundsTo,
    roundOnBlur,
  };
}
