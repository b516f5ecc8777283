import { useRef, useState, type InputHTMLAttributes } from 'react';
import { asTypedSuggestion, suiteFragment, withSuite, type AddressSuggestion } from '~/domain/address';
import { SuggestInput } from '~/components/ui/suggest-input';
import { fetchJson } from '~/components/ui/json-fetch';
import { useDebouncedSearch } from '~/components/ui/use-debounced-search';

export type AddressValue = { text: string; parsed: string };

export type AddressInputProps = {
  /** id, name, form and aria props of the text input (from controlledInputProps). */
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string; name: string };
  /** Name of the hidden field that carries the chosen suggestion as JSON. */
  parsedName: string;
  value: AddressValue;
  /** Typing sends `{text, parsed: ''}`: a typed address has no chosen suggestion. */
  onChange: (value: AddressValue, how: 'typed' | 'picked') => void;
  placeholder?: string;
};

const MIN_CHARS = 3;

function newSessionToken(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * An address field with suggestions from POST /api/mapbox/suggest (from 3
 * characters, debounced 300 ms) and a 'Use as typed' entry. A suite/unit/#
 * fragment the person typed is kept on the chosen suggestion. Without
 * JavaScript it is a plain text field: the address is used as typed.
 */
export function AddressInput({ inputProps, parsedName, value, onChange, placeholder }: AddressInputProps) {
  const [query, setQuery] = useState<string | null>(null);
  const token = useRef<string | null>(null);
  const search = useDebouncedSearch<AddressSuggestion>(
    query,
    async (q, signal) => {
      token.current ??= newSessionToken();
      const body = (await fetchJson('/api/mapbox/suggest', {
        method: 'POST',
        body: JSON.stringify({ query: q, sessionToken: token.current }),
        signal,
      })) as { suggestions?: AddressSuggestion[] } | null;
      return (body?.suggestions ?? []).filter((s) => !s.manual);
    },
    MIN_CHARS,
  );
  const typed = (query ?? '').trim();
  const options = typed.length >= MIN_CHARS && search.searched ? [...search.results, asTypedSuggestion(typed)] : [];

  function pick(s: AddressSuggestion) {
    setQuery(null);
    if (s.manual) {
      onChange({ text: s.full_address, parsed: '' }, 'picked');
      return;
    }
    const chosen = withSuite(s, suiteFragment(value.text));
    token.current = null; // a Mapbox session ends with a choice
    onChange({ text: chosen.full_address || chosen.name, parsed: JSON.stringify(chosen) }, 'picked');
  }

  return (
    <>
      <SuggestInput
        inputProps={{ ...inputProps, placeholder, maxLength: 300 }}
        value={value.text}
        onType={(text) => {
          setQuery(text);
          onChange({ text, parsed: '' }, 'typed');
        }}
        options={options}
        optionKey={(s) => s.id}
        renderOption={(s) =>
          s.manual ? (
            <span>
              Use as typed: <span className="font-medium">&ldquo;{s.full_address}&rdquo;</span>
            </span>
          ) : (
            <span className="block">
              <span className="block font-medium">{s.name}</span>
              <span className="block text-xs text-slate-500">{s.full_address}</span>
            </span>
          )
        }
        onPick={pick}
        searching={search.searching}
        searched={search.searched}
      />
      <input type="hidden" name={parsedName} value={value.parsed} form={inputProps.form} />
    </>
  );
}
