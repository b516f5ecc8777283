import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useRevalidator } from 'react-router';
import { SIGN_COUNT_MESSAGES, signCountChangeText, type SignCountChange } from '~/domain/pricing/sign-counts';
import { panelLinks, repriceConfirmHref } from '~/domain/line-items/panel-urls';
import type { EditPanelData, GonePanelData, NewPanelData, PanelActionData } from '~/server/line-items/panel-routes.server';
import { showToast } from '~/components/ui/toaster';
import { useHydrated } from '~/components/ui/use-hydrated';
import { lazyOnUse } from '~/components/ui/lazy-on-use';
import { ItemList, type ListTemplate } from './item-list';
import { ItemSheet } from './item-sheet';
import { PictureForm, type PictureFormProps } from './picture-form';
import { useLeaveGuard } from './use-leave-guard';

// One item's configuration (its form, live prices and the pricing engine) loads in the browser when first shown,
// or as soon as a pointer or focus reaches the list that opens one; the list alone does not load it. The server
// renders it in place, and the browser loads its code before hydrating a page that shows one (lazy-on-use.tsx),
// so what was typed into the server's form is kept by the configuration's own hook (typed-before-hydration.ts).
const ItemConfig = lazyOnUse('item-config', () => import('./item-config').then((m) => m.ItemConfig));

/** Escape / the backdrop with JavaScript: back to the job page, like ×. */
function useClose(href: string) {
  const navigate = useNavigate();
  return () => navigate(href, { preventScrollReset: true });
}

/** The Add New panel: the list (Signage / Services), or one item's configuration when the URL names it. */
/** With the brand's target margin percent (the route adds it). */
type WithTarget = { targetMarginPercent?: number };

export function NewItemPanel({
  data,
  action,
  templates,
  templateError,
}: {
  data: NewPanelData & WithTarget;
  action: PanelActionData | undefined;
  /** The Templates tab: the brand's templates, and why adding one was refused. */
  templates?: readonly ListTemplate[];
  templateError?: string | null;
}) {
  const location = useLocation();
  const links = panelLinks(data.jobPath, location.search);
  const onClose = useClose(links.job);
  const item = data.item;
  const guard = useLeaveGuard(Boolean(item && data.initial), location.key);
  return (
    <ItemSheet title="Add New" closeHref={links.job} onClose={onClose} backHref={item ? links.list(data.list) : undefined}>
      {item && data.initial ? (
        <div ref={guard.containerRef} onSubmitCapture={guard.onSubmitCapture} onInputCapture={guard.onInputCapture} className="contents">
          <ItemConfig
            key={location.key}
            item={item}
            initial={action?.values ?? data.initial}
            serverErrors={action?.fieldErrors}
            formError={action?.formError}
            targetMarginPercent={data.targetMarginPercent}
            groups={data.groups}
          />
          {guard.question}
        </div>
      ) : (
        <div onPointerOverCapture={ItemConfig.preload} onFocusCapture={ItemConfig.preload} className="contents">
          <ItemList list={data.list} signs={data.signs} services={data.services} onJob={data.onJob} links={links} templates={templates} templateError={templateError} />
        </div>
      )}
    </ItemSheet>
  );
}

/** A formula service priced from sign counts the job no longer has: which, and Re-price (a link to its confirmation, with or without JavaScript). */
function SignCountsChanged({ changes, rowHref }: { changes: SignCountChange[]; rowHref: string }) {
  if (changes.length === 0) return null;
  return (
    <div role="status" className="mx-4 mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="panel-sign-counts-changed">
      <p>
        {SIGN_COUNT_MESSAGES.changed}: {signCountChangeText(changes)}.
      </p>
      <Link
        discover="none"
        to={repriceConfirmHref(rowHref, 'edit')}
        preventScrollReset
        className="mt-2 inline-flex h-8 items-center rounded-md border border-amber-400 bg-white px-3 text-sm font-medium text-amber-900 hover:bg-amber-100"
      >
        Re-price with the job&apos;s sign counts
      </Link>
    </div>
  );
}

/** The Edit panel: a saved line with every value restored; save only when something changed. */
export function EditItemPanel({ data, action, picture }: { data: (EditPanelData & WithTarget) | GonePanelData; action: PanelActionData | undefined; picture: PictureFormProps['picture'] }) {
  const location = useLocation();
  const links = panelLinks(data.jobPath, location.search);
  const onClose = useClose(links.job);
  if (action?.gone || 'gone' in data) return <GoneItemPanel action={action} closeHref={links.job} onClose={onClose} />;
  return (
    <ItemSheet title="Edit Item" closeHref={links.job} onClose={onClose}>
      <PictureForm
        action={links.picture(data.lineId)}
        picture={picture}
        catalogueImage={data.item.kind === 'sign' ? data.item.sign.image : null}
        name={data.item.kind === 'sign' ? data.item.sign.name : data.item.service.name}
      />
      <SignCountsChanged changes={data.signCountChanges} rowHref={links.row(data.lineId)} />
      <ItemConfig
        key={location.key}
        item={data.item}
        initial={action?.values ?? data.initial}
        saved={{ values: data.initial, pricingMode: data.savedMode }}
        serverErrors={action?.fieldErrors}
        formError={action?.formError}
        targetMarginPercent={data.targetMarginPercent}
        groups={data.groups}
      />
    </ItemSheet>
  );
}

/**
 * The Edit panel of a line deleted meanwhile. After an Update: 'Failed to
 * update item' (a toast with JavaScript, the panel's message without) and the
 * person's values kept, with a button that posts them as a new line.
 */
function GoneItemPanel({ action, closeHref, onClose }: { action: PanelActionData | undefined; closeHref: string; onClose: () => void }) {
  const hydrated = useHydrated();
  // Kept past the page's reload below (a reload forgets the action's answer).
  const [kept, setKept] = useState(action?.gone ? action : undefined);
  if (action?.gone && action !== kept) setKept(action);
  const answer = action?.gone ? action : kept;
  const gone = answer?.gone;
  const { revalidate } = useRevalidator();
  const told = useRef<unknown>(null);
  useEffect(() => {
    if (!gone || told.current === gone) return;
    told.current = gone; // once per answer
    showToast({ title: 'Error', description: 'Failed to update item', variant: 'destructive' });
    // The refused answer skipped reloading the page: reload it, so the table no longer shows the deleted line.
    void revalidate();
  }, [gone, revalidate]);
  return (
    <ItemSheet title="Edit Item" closeHref={closeHref} onClose={onClose}>
      <p className="mx-4 mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="line-gone">
        {gone
          ? 'This line item was deleted meanwhile, so your changes could not be saved to it. They are kept below: Add as New Line adds them to the job.'
          : 'This line item no longer exists: it was deleted.'}
      </p>
      {gone && answer ? (
        <ItemConfig
          key={`gone-${closeHref}`}
          item={gone.item}
          initial={answer.values}
          serverErrors={answer.fieldErrors}
          formError={hydrated ? null : answer.formError}
          formAction={gone.addHref}
          saveLabel="Add as New Line"
        />
      ) : (
        <Link discover="none" to={closeHref} preventScrollReset className="mx-4 mt-3 inline-block text-sm font-medium text-slate-900 underline">
          Back to the job
        </Link>
      )}
    </ItemSheet>
  );
}
