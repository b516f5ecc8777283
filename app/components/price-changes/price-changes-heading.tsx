/** The top of a page under Price changes: the way back to the list, then the page's own heading. */
import { BackLink } from '~/components/ui/back-link';

export function PriceChangesHeading({ title }: { title: string }) {
  return (
    <>
      <BackLink to="/data/price-changes">Price changes</BackLink>
      <h1 className="mt-2 text-3xl font-semibold">{title}</h1>
    </>
  );
}
