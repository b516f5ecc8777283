/**
 * The note over a locked version's lines: why they cannot change (the
 * refusal's own words) and what can be done instead. A Sent version can be
 * withdrawn (the Send Proposal panel's Withdraw, back to Draft); any locked
 * version is revised by a New Version (a real form post, so it works without
 * JavaScript). Approved, Declined and Superseded versions cannot be withdrawn
 * (app/domain/lifecycle/states.ts), so they are offered only New Version.
 */
import { Form, Link, useNavigation } from 'react-router';

const linkClass = 'font-medium text-amber-950 underline underline-offset-2 hover:text-amber-800';

export function FrozenNote({ message, withdrawHref, versionNumber }: { message: string; withdrawHref: string | null; versionNumber: number | null }) {
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'new-version';
  return (
    <div role="note" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
      <p data-testid="frozen-note">{message}</p>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="frozen-actions">
        {withdrawHref ? (
          <Link discover="none" to={withdrawHref} preventScrollReset className={linkClass} data-testid="frozen-withdraw">
            Withdraw it in Send Proposal
          </Link>
        ) : null}
        <Form discover="none" method="post" preventScrollReset>
          <input type="hidden" name="intent" value="new-version" />
          {versionNumber !== null ? <input type="hidden" name="sourceVersion" value={versionNumber} /> : null}
          <button type="submit" className={linkClass} disabled={pending} data-testid="frozen-new-version">
            {pending ? 'Creating...' : `Create a new version from version ${versionNumber ?? ''}`.trim()}
          </button>
        </Form>
      </div>
    </div>
  );
}
