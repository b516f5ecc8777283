import { useEffect, type RefObject } from 'react';
import type { FormValues } from '~/domain/line-items/config-state';
import { changedFields } from '~/components/ui/typed-fields';

/**
 * What a person typed or chose in the item panel before its JavaScript ran
 * (a slow phone, a busy machine). The panel is hydrated in place, but the
 * configuration's state starts from its loader's values: left alone, its next
 * render would put them back into the fields, and the live prices and the
 * save button would go with them. The configuration the server rendered
 * hands what was typed to its state when its JavaScript runs, and keeps it
 * here for a configuration of the same kind that replaces it.
 */
let typedBeforeHydration: { kind: string; values: FormValues } | null = null;

/**
 * In a configuration rendered while hydrating, keep the text fields and
 * selects the person changed from what the server rendered; in one rendered
 * after hydration, drop what was kept (it has been taken over, see
 * startingValues).
 */
export function useKeepTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, hydrated: boolean, kind: string, adopt: (typed: FormValues) => void): void {
  useEffect(() => {
    if (hydrated) {
      typedBeforeHydration = null;
      return;
    }
    const typed = form.current ? changedFields(form.current) : [];
    typedBeforeHydration = typed.length > 0 ? { kind, values: Object.fromEntries(typed.map((el) => [el.name, el.value])) } : null;
    // The same configuration goes on after hydration (the panel is no longer replaced by a new tree): its state
    // takes what was typed now, or its next render would put the server's values back into the fields.
    if (typedBeforeHydration) adopt(typedBeforeHydration.values);
    // Run once per hydration state; `adopt` is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, hydrated, kind]);
}

/** A configuration's starting values: `initial`, with what was typed before hydration in the same kind of item. */
export function startingValues(initial: FormValues, kind: string): FormValues {
  const kept = typedBeforeHydration;
  return kept && kept.kind === kind ? { ...initial, ...kept.values } : initial;
}
