/**
 * The send panel's second step: the version has lines priced below
 * their budget, named here with their figures (from the server's answer); the
 * sender ticks the box and sends (or marks as sent) again. Inside the send
 * form, so it works without JavaScript.
 */
import { TriangleAlert } from 'lucide-react';
import { formatCents } from '~/domain/money';
import type { LossLine } from '~/domain/lifecycle/loss-guard';

export function LossConfirm({ lines, intent }: { lines: LossLine[]; intent: string }) {
  const what = intent === 'mark-sent' ? 'Mark as Sent' : 'Send Proposal';
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900" data-testid="loss-confirm">
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="h-4 w-4 shrink-0" />
        {lines.length === 1 ? 'This line is priced below its budget (Loss):' : `These ${lines.length} lines are priced below their budget (Loss):`}
      </p>
      <ul className="mt-2 list-none space-y-1" data-testid="loss-lines">
        {lines.map((l) => (
          <li key={l.id}>
            <span className="font-medium">
              {l.position}. {l.name}
            </span>{' '}
            <span className="tabular-nums">
              (price {formatCents(l.price)}, budget {formatCents(l.budget)})
            </span>
          </li>
        ))}
      </ul>
      <label className="mt-3 flex items-start gap-2 font-medium">
        <input type="checkbox" name="confirmLoss" value="on" className="mt-0.5 h-4 w-4" />
        <span>I have checked {lines.length === 1 ? 'this line' : 'these lines'}; go ahead anyway. Then press {what} again.</span>
      </label>
      <p className="mt-1 text-xs text-red-800">The confirmation is recorded in the job&apos;s history.</p>
    </div>
  );
}
