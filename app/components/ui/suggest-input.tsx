import { useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { inputClass } from './field';

export type SuggestInputProps<T> = {
  /** id, name, form and aria props of the text input. */
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string };
  value: string;
  /** The person typed (not a pick). */
  onType: (value: string) => void;
  options: readonly T[];
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  onPick: (option: T) => void;
  /** A search is pending or running for the current text. */
  searching: boolean;
  /** A search ran for the current text (so 'no results' may show). */
  searched: boolean;
  /** Shown when a finished search found nothing, e.g. 'New client: Acme will be created'. */
  emptyText?: ReactNode;
};

/**
 * A text input with a list of suggestions under it (ARIA combobox pattern).
 * Free text stays free: picking is optional, and the input is a plain named
 * field, so the form posts the same without JavaScript.
 */
export function SuggestInput<T>({
  inputProps,
  value,
  onType,
  options,
  optionKey,
  renderOption,
  onPick,
  searching,
  searched,
  emptyText,
}: SuggestInputProps<T>) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${inputProps.id}-suggestions`;
  const showEmpty = !searching && searched && options.length === 0 && Boolean(emptyText);
  const expanded = open && (searching || options.length > 0 || showEmpty);

  function pick(option: T) {
    onPick(option);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active] !== undefined) {
      event.preventDefault(); // pick, don't submit
      pick(options[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      event.stopPropagation(); // close the list, not the dialog
      setOpen(false);
    }
  }

  return (
    <div className="relative">
      <input
        {...inputProps}
        // A dialog or panel opened with JavaScript focuses the element marked so (use-modal-sheet.ts).
        data-autofocus={inputProps.autoFocus ? true : undefined}
        type="text"
        value={value}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        className={inputClass}
        onChange={(event) => {
          onType(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={listId}
        role="listbox"
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-60 w-full overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
      >
        {searching ? <li className="px-3 py-2 text-slate-500">Searching...</li> : null}
        {showEmpty ? <li className="px-3 py-2 break-words text-slate-600">{emptyText}</li> : null}
        {searching
          ? null
          : options.map((option, i) => (
              <li
                key={optionKey(option)}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={`cursor-pointer px-3 py-2 ${i === active ? 'bg-slate-100' : 'hover:bg-slate-50'}`}
                // Keep focus in the input so blur does not close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(option)}
              >
                {renderOption(option)}
              </li>
            ))}
      </ul>
    </div>
  );
}
