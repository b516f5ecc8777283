/**
 * The note over a Draft's lines when some were priced before a catalogue
 * price change (docs/pricing.md § Price changes from a day): says so in
 * words and links to Re-price to today's catalogue, a preview with its own
 * URL (so it works without JavaScript) that saves only on Confirm.
 */
import { Link } from 'react-router';

export function StalePricesNote({ text, repriceHref }: { text: string; repriceHref: string }) {
  return (
    <div role="note" className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950" data-testid="stale-prices-note">
      <p>
        <span className="font-semibold">Catalogue prices changed: </span>
        {`${text}.`}
      </p>
      <Link discover="none" to={repriceHref} preventScrollReset className="font-medium text-sky-950 underline underline-offset-2 hover:text-sky-800">
        Re-price to today&apos;s catalogue
      </Link>
    </div>
  );
}
