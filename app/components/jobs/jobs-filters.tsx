/**
 * The jobs list's search box and filters: one GET form, so the
 * query lives in the URL, works without JavaScript (Apply) and can be
 * bookmarked. With JavaScript the list follows the box 300 ms after the last
 * key (the search delay of docs/product.md § Business constants and limits) and a changed filter at once; the input is
 * never re-mounted, so focus and caret stay where they were.
 */
import { cloneElement, useEffect, useId, useRef, type ReactElement } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import type { JobListScreenQuery } from '~/domain/jobs/job-search';
import { SEARCH_MAX } from '~/domain/jobs/job-sort';

export type JobListChoices = {
  /** null: the list is one brand's (its path names it). */
  brands: { name: string; slug: string }[] | null;
  people: { id: number; name: string }[];
};

const SEARCH_DELAY_MS = 300;

/** The filters a person set (anything beyond the status tab and the sort). */
export function hasFilters(q: JobListScreenQuery): boolean {
  return !!(q.q || q.brand || q.manager || q.creator || q.from || q.to);
}

/** The list's address with only the status tab (and on /jobs nothing else): the 'Clear' link. */
export function clearedHref(pathname: string, query: JobListScreenQuery): string {
  const params = new URLSearchParams();
  if (query.status && query.status.toLowerCase() !== 'all') params.set('status', query.status.toLowerCase());
  return params.size ? `${pathname}?${params}` : pathname;
}

/** A labelled control: the label names it by id, so its accessible name is the label alone (not its options). */
function Labelled({ text, className, children }: { text: string; className?: string; children: ReactElement<{ id?: string }> }) {
  const id = useId();
  return (
    <div className={className ? `jl-field ${className}` : 'jl-field'}>
      <label htmlFor={id}>{text}</label>
      {cloneElement(children, { id })}
    </div>
  );
}

function PersonSelect({ name, text, value, people }: { name: string; text: string; value?: number; people: JobListChoices['people'] }) {
  return (
    <Labelled text={text}>
      <select name={name} defaultValue={value ? String(value) : ''}>
        <option value="">Anyone</option>
        {people.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name || 'Unnamed'}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

export function JobsFilters({ pathname, query, choices, ignored }: { pathname: string; query: JobListScreenQuery; choices: JobListChoices; ignored: string[] }) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // A navigation that changed q from elsewhere (Clear, Back) shows in the box, unless the person is typing in it.
  useEffect(() => {
    const input = searchRef.current;
    if (input && document.activeElement !== input && input.value !== query.q) input.value = query.q;
  }, [query.q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = () => {
    clearTimeout(timer.current);
    if (formRef.current) void submit(formRef.current, { replace: true, preventScrollReset: true });
  };

  return (
    <Form
      ref={formRef}
      method="get"
      action={pathname}
      discover="none"
      role="search"
      aria-label="Search and filter jobs"
      className="jl-filters"
      onChange={(event) => {
        // The box waits for a pause in typing; a select or a date applies at once.
        if ((event.target as HTMLElement) === searchRef.current) return;
        send();
      }}
    >
      <Labelled text="Search jobs" className="min-w-[14rem] flex-1">
        <input
          ref={searchRef}
          type="search"
          name="q"
          defaultValue={query.q}
          maxLength={SEARCH_MAX}
          placeholder="Job, number, proposal, client, contact, location"
          autoComplete="off"
          onInput={() => {
            clearTimeout(timer.current);
            timer.current = setTimeout(send, SEARCH_DELAY_MS);
          }}
        />
      </Labelled>
      {choices.brands ? (
        <Labelled text="Brand">
          <select name="brand" defaultValue={query.brand}>
            <option value="">All brands</option>
            {choices.brands.map((b) => (
              <option key={b.slug} value={b.slug}>
                {b.name}
              </option>
            ))}
          </select>
        </Labelled>
      ) : null}
      <PersonSelect name="manager" text="Project Manager" value={query.manager} people={choices.people} />
      <PersonSelect name="creator" text="Creator" value={query.creator} people={choices.people} />
      <Labelled text="Created from">
        <input type="date" name="from" defaultValue={query.from ?? ''} />
      </Labelled>
      <Labelled text="Created to">
        <input type="date" name="to" defaultValue={query.to ?? ''} />
      </Labelled>
      {query.status && query.status.toLowerCase() !== 'all' ? <input type="hidden" name="status" value={query.status.toLowerCase()} /> : null}
      {query.sort !== 'date-desc' ? <input type="hidden" name="sort" value={query.sort} /> : null}
      <button type="submit" className="rounded-md bg-slate-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-slate-700">
        Apply
      </button>
      {hasFilters(query) || query.sort !== 'date-desc' ? (
        <Link discover="none" to={clearedHref(pathname, query)} className="py-1.5 text-sm font-medium text-slate-700 underline hover:text-slate-900">
          Clear
        </Link>
      ) : null}
      {ignored.length ? (
        <p role="status" className="w-full text-sm text-amber-800">
          {`Not understood, so not applied: ${ignored.join(', ')}`}
        </p>
      ) : null}
    </Form>
  );
}
