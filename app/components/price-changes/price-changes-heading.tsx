/** The top of a page under Price changes: the way back to the list, then the page's own heading. */
import { Link } from 'react-router';

export function PriceChangesHeading({ title }: { title: string }) {
  return (
    <>
      <p className="text-sm">
        <Link to="/data/price-changes" className="text-slate-600 underline">
          Price changes
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-semibold">{title}</h1>
    </>
  );
}
