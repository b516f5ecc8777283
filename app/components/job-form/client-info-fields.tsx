import { useRef, useState } from 'react';
import {
  clientAddressLine,
  type ClientAddressOption,
  type ClientContactOption,
  type ClientInfoInput,
  type ClientOption,
} from '~/domain/jobs/job-form';
import { displayPhone, formatPhone, phoneDigits } from '~/domain/phone';

/** '(555) 555-5555': 10 digits, formatted (docs/product.md § Validation rules; the limit without JavaScript too). */
const PHONE_MAX_CHARS = 14;
const PHONE_NOTE = 'A phone number takes 10 digits: letters and extra digits were left out (put an extension in Contact Title).';
import { AddressInput, type AddressValue } from './address-input';
import { controlledInputProps, FieldRow, initialText, inputClass, LimitCounter, type Fieldset } from '~/components/ui/field';
import { SavedChoices } from './saved-choices';
import { SuggestInput } from '~/components/ui/suggest-input';
import { fetchJson } from '~/components/ui/json-fetch';
import { useDebouncedSearch } from '~/components/ui/use-debounced-search';
import { useHydrated } from '~/components/ui/use-hydrated';

export type ClientRecordsChoice = { addresses: ClientAddressOption[]; contacts: ClientContactOption[] };

export type ClientInfoFieldsProps = {
  /** From `useForm<ClientInfoInput>({ ... onValidate: parseWithZod(formData, { schema: clientInfoSchema }) })`. */
  fields: Fieldset<ClientInfoInput>;
  /** The chosen client's saved addresses and contacts (after a posted pick, or an existing job's client). */
  clientRecords?: ClientRecordsChoice | null;
  /** Result of a posted client search, shown without JavaScript. */
  searchResults?: { q: string; clients: ClientOption[] } | null;
  /**
   * Render the submit buttons that make client search and picks work without
   * JavaScript. The route's action must then handle the intents
   * `search-client`, `pick-client:<id>`, `pick-address:<id>` and `pick-contact:<id>`.
   */
  serverIntents?: boolean;
};

/** A phone formatPhone can show as (xxx) xxx-xxxx without losing anything. */
function formattable(text: string): boolean {
  return /^[\d\s()+.-]*$/.test(text) && text.replace(/\D/g, '').length <= 10;
}

type Contact = { name: string; phone: string; title: string; email: string };

const noJsButton = 'rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-50';

async function fetchList<T>(url: string): Promise<T[]> {
  try {
    const body = await fetchJson(url);
    return Array.isArray(body) ? (body as T[]) : [];
  } catch (error) {
    console.error(error); // a client data fetch failure falls back to empty lists (docs/product.md § Error messages)
    return [];
  }
}

/**
 * Client Info: client name with search of existing clients, address with
 * suggestions, contact name, phone (formatted as typed), title and e-mail.
 * Picking an existing client clears the address and contact and offers that
 * client's saved ones; typing clears the matching chosen id (docs/product.md § States and transitions).
 */
export function ClientInfoFields({ fields, clientRecords, searchResults, serverIntents = false }: ClientInfoFieldsProps) {
  const hydrated = useHydrated();
  const noJs = serverIntents && !hydrated;
  const [clientName, setClientName] = useState(initialText(fields.clientName));
  const [clientId, setClientId] = useState(initialText(fields.existingClientId));
  const [address, setAddress] = useState<AddressValue>({
    text: initialText(fields.clientAddress),
    parsed: initialText(fields.parsedClientAddress),
  });
  const [addressId, setAddressId] = useState(initialText(fields.existingClientAddressId));
  const [contact, setContact] = useState<Contact>({
    name: initialText(fields.contactName),
    phone: formattable(initialText(fields.contactPhone)) ? formatPhone(initialText(fields.contactPhone)) : initialText(fields.contactPhone),
    title: initialText(fields.contactTitle),
    email: initialText(fields.contactEmail),
  });
  const [contactId, setContactId] = useState(initialText(fields.existingContactId));
  const [phoneNote, setPhoneNote] = useState(false);
  const [records, setRecords] = useState<ClientRecordsChoice>(clientRecords ?? { addresses: [], contacts: [] });
  const [query, setQuery] = useState<string | null>(null);
  // Counts picks and name edits, so a slow answer for an earlier pick is dropped.
  const pickSeq = useRef(0);

  const search = useDebouncedSearch<ClientOption>(
    query,
    async (q, signal) => {
      const body = await fetchJson(`/api/clients/search?${new URLSearchParams({ q })}`, { signal });
      const list = Array.isArray(body) ? body : ((body as { clients?: unknown[] } | null)?.clients ?? []);
      return list as ClientOption[];
    },
    1,
  );

  async function pickClient(client: ClientOption) {
    const seq = ++pickSeq.current;
    setQuery(null);
    setClientName(client.client_name);
    setClientId(String(client.id));
    // Selecting an existing client resets the chosen address and contact and clears their fields.
    setAddress({ text: '', parsed: '' });
    setAddressId('');
    setContact({ name: '', phone: '', title: '', email: '' });
    setContactId('');
    setRecords({ addresses: [], contacts: [] });
    const [addresses, contacts] = await Promise.all([
      fetchList<ClientAddressOption>(`/api/clients/${client.id}/addresses`),
      fetchList<ClientContactOption>(`/api/clients/${client.id}/contacts`),
    ]);
    if (seq === pickSeq.current) setRecords({ addresses, contacts });
  }

  function pickAddress(a: ClientAddressOption) {
    setAddress({ text: clientAddressLine(a), parsed: '' });
    setAddressId(String(a.id));
  }

  function pickContact(c: ClientContactOption) {
    setContact({ name: c.contact_name, phone: displayPhone(c.contact_phone), title: c.contact_title ?? '', email: c.contact_email ?? '' });
    setContactId(String(c.id));
  }

  function typeContact(patch: Partial<Contact>) {
    setContact((c) => ({ ...c, ...patch }));
    setContactId('');
  }

  const form = fields.clientName.formId;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FieldRow meta={fields.clientName} label="Client Name" className="sm:col-span-2">
        <div className="flex gap-2">
          <div className="flex-1">
            <SuggestInput
              inputProps={{ ...controlledInputProps(fields.clientName), maxLength: 200, placeholder: 'Client Name', autoFocus: true }}
              value={clientName}
              onType={(text) => {
                setClientName(text);
                setClientId(''); // editing the name means it is no longer the chosen client
                // ...so its saved address and contact are neither chosen nor offered any more:
                // the server refuses another client's rows for the new one.
                pickSeq.current++;
                setAddressId('');
                setContactId('');
                setRecords({ addresses: [], contacts: [] });
                setQuery(text);
              }}
              options={search.results}
              optionKey={(c) => String(c.id)}
              renderOption={(c) => c.client_name}
              onPick={pickClient}
              searching={search.searching}
              searched={search.searched}
              emptyText={<NewClientNote name={clientName} />}
            />
          </div>
          {noJs ? (
            <button type="submit" name="intent" value="search-client" formNoValidate className={noJsButton}>
              Search
            </button>
          ) : null}
        </div>
        <LimitCounter length={clientName.length} max={200} />
        <input type="hidden" name={fields.existingClientId.name} value={clientId} form={form} />
        {noJs && searchResults ? (
          <div className="mt-2" aria-live="polite">
            {searchResults.clients.length === 0 ? (
              <p className="text-sm break-words text-slate-600">
                <NewClientNote name={searchResults.q} />
              </p>
            ) : (
              <SavedChoices
                label="Matching clients"
                items={searchResults.clients.map((c) => ({ id: c.id, text: c.client_name }))}
                intent="pick-client"
                selectedId={clientId}
              />
            )}
          </div>
        ) : null}
      </FieldRow>

      <FieldRow meta={fields.clientAddress} label="Client Address" className="sm:col-span-2">
        <AddressInput
          inputProps={controlledInputProps(fields.clientAddress)}
          parsedName={fields.parsedClientAddress.name}
          value={address}
          onChange={(next) => {
            setAddress(next);
            setAddressId('');
          }}
          placeholder="Street, City, State ZIP"
        />
        <input type="hidden" name={fields.existingClientAddressId.name} value={addressId} form={form} />
        <FieldErrorsOf messages={fields.existingClientAddressId.errors} />
        {records.addresses.length > 0 ? (
          <SavedChoices
            label="Saved addresses"
            items={records.addresses.map((a) => ({ id: a.id, text: clientAddressLine(a) }))}
            intent={noJs ? 'pick-address' : undefined}
            selectedId={addressId}
            onPick={(id) => pickAddress(records.addresses.find((a) => a.id === id)!)}
          />
        ) : null}
      </FieldRow>

      <FieldRow meta={fields.contactName} label="Contact Name">
        <input
          {...controlledInputProps(fields.contactName)}
          type="text"
          maxLength={120}
          value={contact.name}
          onChange={(e) => typeContact({ name: e.target.value })}
          className={inputClass}
        />
      </FieldRow>
      <FieldRow meta={fields.contactTitle} label="Contact Title">
        <input
          {...controlledInputProps(fields.contactTitle)}
          type="text"
          maxLength={120}
          value={contact.title}
          onChange={(e) => typeContact({ title: e.target.value })}
          className={inputClass}
        />
      </FieldRow>
      <FieldRow meta={fields.contactPhone} label="Contact Phone">
        <input
          {...controlledInputProps(fields.contactPhone)}
          type="tel"
          inputMode="tel"
          // With JavaScript the formatting keeps it to 14 characters and says what it left out; a maxLength would cut a paste silently.
          maxLength={hydrated ? undefined : PHONE_MAX_CHARS}
          placeholder="(555) 555-5555"
          value={contact.phone}
          aria-describedby={phoneNote ? 'contact-phone-note' : undefined}
          // Digits only, at most 10, formatted as typed (docs/product.md § Validation rules): letters and an 11th digit never
          // show; when some were left out (a paste), the note below says so instead of a silent cut.
          onChange={(e) => {
            const typed = e.target.value;
            const phone = formatPhone(typed);
            setPhoneNote(phoneDigits(typed) !== typed.replace(/\D/g, '') || /[^\d\s()+.-]/.test(typed));
            typeContact({ phone });
          }}
          className={inputClass}
        />
        {phoneNote ? (
          <p id="contact-phone-note" className="mt-1 text-xs text-slate-600" aria-live="polite">
            {PHONE_NOTE}
          </p>
        ) : null}
      </FieldRow>
      <FieldRow meta={fields.contactEmail} label="Contact Email">
        <input
          {...controlledInputProps(fields.contactEmail)}
          type="email"
          maxLength={254}
          value={contact.email}
          onChange={(e) => typeContact({ email: e.target.value })}
          className={inputClass}
        />
      </FieldRow>
      <div className="sm:col-span-2">
        <input type="hidden" name={fields.existingContactId.name} value={contactId} form={form} />
        <FieldErrorsOf messages={fields.existingContactId.errors ?? fields.existingClientId.errors} />
        {records.contacts.length > 0 ? (
          <SavedChoices
            label="Saved contacts"
            items={records.contacts.map((c) => ({
              id: c.id,
              text: [c.contact_name, c.contact_title, displayPhone(c.contact_phone), c.contact_email].filter(Boolean).join(' · '),
            }))}
            intent={noJs ? 'pick-contact' : undefined}
            selectedId={contactId}
            onPick={(id) => pickContact(records.contacts.find((c) => c.id === id)!)}
          />
        ) : null}
      </div>
    </div>
  );
}

/** What happens to a name no client has: said plainly instead of 'No clients found'. */
function NewClientNote({ name }: { name: string }) {
  return (
    <>
      New client: <span className="font-medium text-slate-900">{name.trim()}</span> will be created
    </>
  );
}

function FieldErrorsOf({ messages }: { messages: string[] | undefined }) {
  return messages?.length ? <p className="mt-1 text-xs text-red-600">{messages.join(' ')}</p> : null;
}
