/**
 * What a person typed or chose in a server-rendered form before the page's
 * JavaScript ran (a slow phone, a busy laptop). The fields still show it when
 * the page hydrates, but React then sets a controlled field back to its state,
 * and a form library that keeps its own state knows nothing of it: these
 * helpers read it before hydrating and type it in again once the page is live.
 */

/** Text fields and selects of `root` that the person changed from what the server rendered. */
export function changedFields(root: HTMLFormElement | HTMLElement): (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[] {
  const elements = root instanceof HTMLFormElement ? Array.from(root.elements) : Array.from(root.querySelectorAll('input, select, textarea'));
  return elements.filter(
    (el): el is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
      (el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && !NOT_TYPED.has(el.type))) &&
      el.name !== '' &&
      !el.disabled &&
      changedByPerson(el),
  );
}

/** Changed from the server-rendered default (a select rendered with no chosen option has none to change from). */
function changedByPerson(el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): boolean {
  if (!(el instanceof HTMLSelectElement)) return el.value !== el.defaultValue;
  const options = Array.from(el.options);
  return options.some((o) => o.defaultSelected) && options.some((o) => o.selected && !o.defaultSelected);
}

/** The value a field had in the server's HTML (a select's: the option marked chosen, else empty). */
export function servedValue(el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): string {
  if (!(el instanceof HTMLSelectElement)) return el.defaultValue;
  return Array.from(el.options).find((o) => o.defaultSelected)?.value ?? '';
}

const NOT_TYPED = new Set(['hidden', 'checkbox', 'radio', 'submit', 'button', 'reset', 'file', 'image']);

/** What was typed in `root` (field name to value), and the name of the field the person was in. */
export type TypedFields = { values: [string, string][]; focused: string | null };

export function typedFields(root: HTMLElement): TypedFields {
  const active = document.activeElement;
  const focused = active && root.contains(active) && 'name' in active && typeof active.name === 'string' && active.name !== '' ? active.name : null;
  return { values: changedFields(root).map((el) => [el.name, el.value]), focused };
}

/**
 * Put what was typed into the same-named fields of `root` as if typed there: the value is set and an input (text)
 * or change (select) event dispatched, so React state and the form library both take it. Focus returns to the field the person was in, caret at the end.
 */
export function replayTyped(root: HTMLElement, typed: TypedFields): void {
  for (const [name, value] of typed.values) {
    const el = root.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[name="${CSS.escape(name)}"]`);
    if (!el) continue;
    const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    // React reports a change only against the value it last saw, which may already be the typed one (a field the
    // server rendered and React hydrated in place): show it the server's value first (the element's own setter, which
    // React watches), then the typed one (the prototype's, which it does not).
    if (!(el instanceof HTMLSelectElement)) el.value = el.defaultValue;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
  if (!typed.focused) return;
  const field = root.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[name="${CSS.escape(typed.focused)}"]`);
  if (!field) return;
  field.focus();
  if (field instanceof HTMLInputElement && ['text', 'search', 'email', 'tel', 'url'].includes(field.type)) field.setSelectionRange(field.value.length, field.value.length);
  else if (field instanceof HTMLTextAreaElement) field.setSelectionRange(field.value.length, field.value.length);
}
