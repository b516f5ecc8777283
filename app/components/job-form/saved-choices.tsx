export type SavedChoicesProps = {
  label: string;
  items: readonly { id: number; text: string }[];
  /** Without JavaScript each choice is a submit button `intent=<intent>:<id>`. */
  intent?: string;
  /** With JavaScript each choice calls this. */
  onPick?: (id: number) => void;
  selectedId: string;
};

/** A short list of saved records (clients, addresses, contacts) to pick from. */
export function SavedChoices({ label, items, intent, onPick, selectedId }: SavedChoicesProps) {
  return (
    <div className="mt-2">
      <p className="mb-1 text-xs font-medium text-slate-500">{label}</p>
      <ul className="flex flex-wrap gap-2" aria-label={label}>
        {items.map((item) => {
          const selected = String(item.id) === selectedId;
          const className = `rounded-full border px-3 py-1 text-left text-xs ${
            selected ? 'border-slate-900 bg-slate-900 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
          }`;
          return (
            <li key={item.id}>
              {intent ? (
                <button type="submit" name="intent" value={`${intent}:${item.id}`} formNoValidate aria-pressed={selected} className={className}>
                  {item.text}
                </button>
              ) : (
                <button type="button" aria-pressed={selected} className={className} onClick={() => onPick?.(item.id)}>
                  {item.text}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
