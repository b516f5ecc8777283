import { useDetailsMenu } from '~/components/ui/use-details-menu';
import { Form, Link, useNavigation } from 'react-router';
import { headerButtonClass } from '~/components/ui/button';
import { StateBadge } from '~/components/lifecycle/state-badge';
import type { ShownState } from '~/domain/lifecycle/states';

export type VersionOption = { versionNumber: number; createdAt: string; createdByName: string | null };

type VersionsMenuProps = {
  versions: readonly VersionOption[];
  current: number | null;
  /** The link that shows a version (keeps the tab). */
  versionHref: (versionNumber: number) => string;
  /** Each version's state, shown as a badge. */
  states?: Record<number, ShownState>;
  /** 'Compare with...': the compare page for the version shown; absent with fewer than two versions. */
  compareHref?: string;
};

/**
 * The Versions dropdown: a <details> list of links, so it opens and switches
 * versions with or without JavaScript. Keyed by the current version so it
 * closes after a switch.
 */
export function VersionsMenu({ versions, current, versionHref, states, compareHref }: VersionsMenuProps) {
  const navigation = useNavigation();
  const refreshing = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'new-version';
  const ref = useDetailsMenu();
  return (
    <details ref={ref} key={current ?? 'none'} className="group relative" data-testid="versions-menu">
      <summary className={`${headerButtonClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
        Versions <span aria-hidden="true">▾</span>
      </summary>
      {/* A sheet along the bottom of a phone; a dropdown under the button from 640 px. */}
      <div className="z-20 rounded-md border border-slate-200 bg-white py-1 shadow-lg max-sm:fixed max-sm:inset-x-0 max-sm:bottom-0 max-sm:rounded-b-none max-sm:pb-4 sm:absolute sm:right-0 sm:mt-1 sm:w-80">
        <p aria-hidden="true" className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase sm:hidden">
          Versions
        </p>
        {refreshing ? (
          <p className="px-3 py-2 text-sm text-slate-500">Loading versions...</p>
        ) : versions.length === 0 ? (
          <p className="px-3 py-2 text-sm text-slate-500">No versions available</p>
        ) : (
          <ul aria-label="Versions" className="max-h-72 overflow-y-auto">
            {versions.map((v) => {
              const isCurrent = v.versionNumber === current;
              return (
                <li key={v.versionNumber}>
                  <Link
                    discover="none"
                    to={versionHref(v.versionNumber)}
                    aria-current={isCurrent ? 'page' : undefined}
                    preventScrollReset
                    className={`flex items-center justify-between gap-2 px-3 py-2 text-sm hover:bg-slate-50 ${
                      isCurrent ? 'font-semibold text-slate-900' : 'text-slate-700'
                    }`}
                  >
                    <span>
                      Version {v.versionNumber}
                      <span className="block text-xs font-normal text-slate-500">
                        {v.createdAt}
                        {v.createdByName ? ` · ${v.createdByName}` : ''}
                      </span>
                    </span>
                    {states?.[v.versionNumber] ? <StateBadge state={states[v.versionNumber]!} /> : null}
                    {isCurrent ? (
                      <span className="shrink-0 text-xs whitespace-nowrap text-slate-500">
                        <span aria-hidden="true">✓ </span>Current
                      </span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
        {compareHref && !refreshing ? (
          <Link discover="none" to={compareHref} className="block border-t border-slate-100 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50">
            Compare with...
          </Link>
        ) : null}
      </div>
    </details>
  );
}

/** 'New Version': copies the shown version into n+1 (a real form post; 'Creating...' while pending). */
export function NewVersionButton({ sourceVersion }: { sourceVersion: number | null }) {
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'new-version';
  return (
    <Form discover="none" method="post" preventScrollReset>
      <input type="hidden" name="intent" value="new-version" />
      {sourceVersion !== null ? <input type="hidden" name="sourceVersion" value={sourceVersion} /> : null}
      <button type="submit" className={headerButtonClass} disabled={pending}>
        {pending ? 'Creating...' : 'New Version'}
      </button>
    </Form>
  );
}
