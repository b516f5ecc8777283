/**
 * The line's 'Client's choice' in the item configuration form (docs/choices.md
 * § The estimator's side): Required, Optional or 'Choose one' with the group's
 * name (one of the version's groups, or a new one), and Recommended. Without
 * JavaScript every control shows and the server reads only what applies; with
 * it, the group name and the recommended box show when they apply.
 */
import { useHydrated } from '~/components/ui/use-hydrated';
import { CHOICE_FIELD_VALUES, GROUP_NAME_LIMIT } from '~/domain/choices/panel-fields';
import type { FormValues } from '~/domain/line-items/config-state';
import { FieldError, inputClass, labelClass } from './config-parts';

const KINDS = [
  { value: CHOICE_FIELD_VALUES.Required, label: 'Required', hint: 'always in the total' },
  { value: CHOICE_FIELD_VALUES.Optional, label: 'Optional', hint: 'the client may add it' },
  { value: CHOICE_FIELD_VALUES.Alternative, label: 'Choose one', hint: 'the client picks one line of a group' },
] as const;

export function ChoiceFields({
  values,
  set,
  groups,
  errorOf,
  aria,
  fid,
}: {
  values: FormValues;
  set: (patch: FormValues) => void;
  /** The version's groups, offered for 'Choose one'. */
  groups: readonly string[];
  errorOf: (name: string) => string | undefined;
  aria: (name: string) => Record<string, unknown>;
  fid: (name: string) => string;
}) {
  const hydrated = useHydrated();
  const kind = values.choice || CHOICE_FIELD_VALUES.Required;
  const showGroup = !hydrated || kind === CHOICE_FIELD_VALUES.Alternative;
  const showRecommended = !hydrated || kind !== CHOICE_FIELD_VALUES.Required;
  const listId = fid('alternativeGroup-list');
  return (
    <fieldset className="space-y-2" data-testid="line-choice">
      <legend className={labelClass}>Client&apos;s choice</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {KINDS.map((k) => (
          <label key={k.value} className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" name="choice" value={k.value} checked={kind === k.value} onChange={() => set({ choice: k.value })} className="h-4 w-4 accent-slate-900" />
            {k.label}
            <span className="sr-only">: {k.hint}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${fid('choice')}-error`} message={errorOf('choice')} />
      {showGroup ? (
        <div>
          <label htmlFor={fid('alternativeGroup')} className="mb-1 block text-sm text-slate-700">
            Group name{hydrated ? '' : " (for 'Choose one')"}
            <span className="text-slate-500"> · pick one or type a new one</span>
          </label>
          <input
            id={fid('alternativeGroup')}
            name="alternativeGroup"
            list={listId}
            maxLength={GROUP_NAME_LIMIT}
            autoComplete="off"
            value={values.alternativeGroup ?? ''}
            onChange={(e) => set({ alternativeGroup: e.target.value })}
            className={inputClass}
            {...aria('alternativeGroup')}
          />
          <datalist id={listId}>
            {groups.map((g) => (
              <option key={g} value={g} />
            ))}
          </datalist>
          <FieldError id={`${fid('alternativeGroup')}-error`} message={errorOf('alternativeGroup')} />
        </div>
      ) : null}
      {showRecommended ? (
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            name="recommended"
            value="on"
            checked={values.recommended === 'on'}
            onChange={(e) => set({ recommended: e.target.checked ? 'on' : '' })}
            className="h-4 w-4 accent-slate-900"
          />
          {kind === CHOICE_FIELD_VALUES.Optional ? 'Pre-ticked (recommended)' : kind === CHOICE_FIELD_VALUES.Alternative ? "Recommended (the group's others are un-marked)" : 'Recommended (Optional: pre-ticked; Choose one: the group’s recommended line)'}
        </label>
      ) : null}
    </fieldset>
  );
}
