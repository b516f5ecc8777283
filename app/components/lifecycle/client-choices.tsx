/**
 * The client page's items when the proposal offers a choice (docs/choices.md
 * § The client's page): the required items, each 'Choose one' group as radio
 * buttons (the recommended one picked), the optional items as tick boxes
 * (the recommended ones ticked), and the totals of the choice. The inputs
 * belong to the Accept form (the `form` attribute), so Accept always posts
 * what is ticked. With JavaScript the totals follow at once, worked out by the
 * same pure functions as the server (app/domain/choices/choice-totals.ts);
 * without it, 'Update total' sends the choice in the query string and the
 * page comes back with its totals. Once answered, the page shows what was
 * accepted: each choice marked Chosen or Not chosen, and the accepted totals.
 */
import { useEffect, useState } from "react";
import {
  choiceTotals,
  type ChoiceTotalsText,
} from "~/domain/choices/choice-totals";
import { alternativeGroups, choiceKind } from "~/domain/choices/selection";
import {
  CHOICE_FIELD,
  groupField,
  readChoiceFields,
} from "~/domain/choices/choice-form";
import type {
  ClientChoice,
  ClientProposal,
  ClientRow,
} from "~/server/lifecycle/client-page.server";
import { headerButtonClass } from "~/components/ui/button";

export const ACCEPT_FORM_ID = "client-accept";

function RowText({ r, mark }: { r: ClientRow; mark: string }) {
  return (
    <span className="grid min-w-0 flex-1 grid-cols-1 gap-1 sm:grid-cols-[1fr_auto] sm:gap-4">
      <span className="min-w-0 break-words">
        <strong className="block">
          {r.number}. <bdi>{r.name}</bdi>{" "}
          <span className="font-normal text-slate-600">×{r.quantity}</span>
        </strong>
        <bdi>{r.description}</bdi>
        {mark ? (
          <span
            className={`mt-1 block w-fit rounded px-1.5 py-0.5 text-xs font-semibold ${mark === "Not chosen" ? "bg-slate-100 text-slate-700" : "bg-green-100 text-green-900"}`}
          >
            {mark}
          </span>
        ) : null}
      </span>
      <span className="text-left whitespace-nowrap sm:text-right">
        {r.unitPrice ? <span className="block">Unit {r.unitPrice}</span> : null}
        {r.installPrice ? (
          <span className="block">Install {r.installPrice}</span>
        ) : null}
        <strong className="block">Total {r.lineTotal}</strong>
      </span>
    </span>
  );
}

export function ChoiceTotals({
  totals,
  currencyNote,
  note,
  label,
}: {
  totals: ChoiceTotalsText;
  currencyNote: string;
  note: string;
  label: string;
}) {
  return (
    <dl className="ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      <dt>Items</dt>
      <dd className="text-right">{totals.items}</dd>
      <dt>Installation</dt>
      <dd className="text-right">{totals.installation}</dd>
      <dt>Subtotal</dt>
      <dd className="text-right">{totals.subtotal}</dd>
      <dt>{totals.taxLabel}</dt>
      <dd className="text-right">{totals.tax}</dd>
      <dt className="font-semibold">{label}</dt>
      <dd
        className="text-right font-semibold"
        data-testid="client-grand-total"
        aria-live="polite"
      >
        {totals.grandTotal}
      </dd>
      {totals.deposit ? (
        <>
          <dt>{totals.deposit.label}</dt>
          <dd className="text-right">{totals.deposit.amount}</dd>
          <dt>Balance</dt>
          <dd className="text-right">{totals.deposit.balance}</dd>
        </>
      ) : null}
      <dd className="col-span-2 text-right text-xs text-slate-600">
        {currencyNote}
      </dd>
      <dd className="col-span-2 text-right text-xs text-slate-600">{note}</dd>
    </dl>
  );
}

type Props = {
  p: ClientProposal;
  choice: ClientChoice;
  answered: boolean;
  pageHref: string;
  children?: React.ReactNode;
};

/** The items and the totals of a proposal that offers a choice; `children` sits between them (the scope notes). */
export function ChoiceItems({
  p,
  choice,
  answered,
  pageHref,
  children,
}: Props) {
  const [selected, setSelected] = useState(choice.selected);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const picked = new Set(selected);
  const totals = answered
    ? choice.totals
    : choiceTotals(choice.lines, selected, choice.pricing).text;
  const rows = new Map(p.rows.map((r) => [r.lineId, r]));
  const required = choice.lines.filter((l) => choiceKind(l) === "Required");
  const optional = choice.lines.filter((l) => choiceKind(l) === "Optional");
  const groups = [...alternativeGroups(choice.lines)];
  const markOf = (id: number, recommended: boolean) =>
    choice.recorded
      ? picked.has(id)
        ? "Chosen"
        : "Not chosen"
      : recommended
        ? "Recommended"
        : "";

  function follow() {
    const form = document.getElementById(ACCEPT_FORM_ID);
    if (!(form instanceof HTMLFormElement)) return;
    const read = readChoiceFields(new FormData(form).entries());
    if (read.kind === "ids") setSelected(read.ids);
  }

  const input = (type: "radio" | "checkbox", name: string, id: number) =>
    answered ? null : (
      <input
        type={type}
        name={name}
        value={id}
        form={ACCEPT_FORM_ID}
        defaultChecked={picked.has(id)}
        required={type === "radio"}
        className="mt-1 h-5 w-5 shrink-0"
      />
    );

  const choiceRow = (
    type: "radio" | "checkbox",
    name: string,
    line: ClientChoice["lines"][number],
  ) => {
    const r = rows.get(line.id);
    if (!r) return null;
    const body = <RowText r={r} mark={markOf(line.id, line.recommended)} />;
    return (
      <li
        key={line.id}
        className={`py-3 text-sm ${answered && choice.recorded && !picked.has(line.id) ? "text-slate-600" : ""}`}
      >
        {answered ? (
          <div className="flex gap-3">{body}</div>
        ) : (
          <label className="flex cursor-pointer gap-3">
            {input(type, name, line.id)}
            {body}
          </label>
        )}
      </li>
    );
  };

  const listClass = "mt-1 divide-y divide-slate-200 border-y border-slate-200";
  return (
    <div onChange={answered ? undefined : follow}>
      <h2 className="mt-2 text-lg font-semibold">Items</h2>
      <ol className={listClass} aria-label="Proposal lines">
        {required.map((line) => {
          const r = rows.get(line.id);
          return r ? (
            <li
              key={line.id}
              className={`py-3 text-sm ${r.sub ? "sm:pl-6" : ""}`}
            >
              {answered ? null : (
                <input
                  type="hidden"
                  name={CHOICE_FIELD}
                  value={line.id}
                  form={ACCEPT_FORM_ID}
                />
              )}
              <RowText r={r} mark="" />
            </li>
          ) : null;
        })}
      </ol>
      {groups.map(([group, members], gi) => (
        <fieldset key={group} className="mt-6">
          <legend className="text-lg font-semibold break-words">
            Choose one: <bdi>{group}</bdi>
          </legend>
          <p className="text-sm text-slate-600">
            {answered
              ? "One of these items was chosen."
              : "Pick one of these items; the recommended one is picked for you."}
          </p>
          <ul className={listClass}>
            {members.map((line) => choiceRow("radio", groupField(gi), line))}
          </ul>
        </fieldset>
      ))}
      {optional.length ? (
        <fieldset className="mt-6">
          <legend className="text-lg font-semibold">Optional items</legend>
          <p className="text-sm text-slate-600">
            {answered
              ? "Added only when chosen."
              : "Tick the items you want added; the recommended ones are ticked for you."}
          </p>
          <ul className={listClass}>
            {optional.map((line) => choiceRow("checkbox", CHOICE_FIELD, line))}
          </ul>
        </fieldset>
      ) : null}
      {children}
      <div id="choice-totals" className="mt-4 scroll-mt-4">
        {choice.problem && !answered ? (
          <p
            role="alert"
            className="mb-2 rounded-md bg-red-50 p-3 text-sm text-red-800"
          >
            {choice.problem}
          </p>
        ) : null}
        <ChoiceTotals
          totals={totals}
          currencyNote={p.totals.currencyNote}
          label={
            answered && choice.recorded
              ? `Accepted grand total (${choice.pricing.currency})`
              : `Grand total with your choices (${choice.pricing.currency})`
          }
          note={
            answered && choice.recorded
              ? "The totals of the choices accepted."
              : "The total depends on your choices."
          }
        />
        {answered || hydrated ? null : (
          <div className="mt-2 flex justify-end">
            <button
              type="submit"
              form={ACCEPT_FORM_ID}
              formMethod="get"
              formAction={`${pageHref}#choice-totals`}
              formNoValidate
              className={headerButtonClass}
            >
              Update total
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
