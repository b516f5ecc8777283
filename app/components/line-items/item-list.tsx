import { Form, Link, useLocation, useNavigation } from 'react-router';
import type { PanelLinks, PanelList } from '~/domain/line-items/panel-urls';
import { parsePanelList } from '~/domain/line-items/panel-urls';
import { thumbnailSrc } from '~/domain/catalogue/image-thumbnails';
import { ServiceIcon } from '~/components/ui/service-icon';

export type ListSign = { id: number; name: string; image: string | null };
export type ListService = { id: number; name: string; icon: string | null };
export type ListTemplate = { id: number; name: string; description: string; lineCount: number };

export type ItemListProps = {
  list: PanelList;
  signs: readonly ListSign[];
  services: readonly ListService[];
  /** How many of each sign / service the shown version already has (by id). */
  onJob: { signs: Record<number, number>; services: Record<number, number> };
  links: PanelLinks;
  /** The brand's line templates (the Templates tab), and why adding one was refused. */
  templates?: readonly ListTemplate[];
  templateError?: string | null;
};

const isImageUrl = (value: string) => /^(\/|https?:|data:image\/)/.test(value);

function Badge({ count, label }: { count: number; label: string }) {
  return (
    <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-slate-200 px-1.5 text-xs font-semibold text-slate-700" aria-label={label}>
      {count}
    </span>
  );
}

const PENDING_TEXT: Record<PanelList, string> = { signage: 'Loading signs...', services: 'Loading services...', templates: 'Loading templates...' };

const lineCount = (n: number) => `${n} ${n === 1 ? 'line' : 'lines'}`;

/** The Templates tab: each of the brand's templates with Add (a form post: all its lines go in at once, re-priced). */
function TemplateList({ templates, error }: { templates: readonly ListTemplate[]; error: string | null }) {
  const navigation = useNavigation();
  const adding = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'add-template' ? String(navigation.formData.get('templateId')) : null;
  return (
    <div>
      {error ? (
        <p role="alert" className="mx-4 mt-4 rounded-md bg-red-50 p-3 text-sm text-red-800" data-testid="template-error">
          {error}
        </p>
      ) : null}
      {templates.length === 0 ? (
        <p className="px-4 py-12 text-center text-sm text-slate-500">No templates for this brand yet: More, Save as Template on a job saves its lines as one.</p>
      ) : (
        <ul className="divide-y divide-slate-100 px-4 py-2" aria-label="Templates">
          {templates.map((t) => (
            <li key={t.id} className="flex items-center gap-3 py-2.5">
              <span className="min-w-0 flex-1 text-sm">
                <span className="font-medium text-slate-900">
                  <bdi>{t.name}</bdi>
                </span>
                <span className="ml-2 text-xs text-slate-500">{lineCount(t.lineCount)}</span>
                {t.description ? (
                  <span className="block text-xs text-slate-500">
                    <bdi>{t.description}</bdi>
                  </span>
                ) : null}
              </span>
              <Form discover="none" method="post" preventScrollReset>
                <input type="hidden" name="intent" value="add-template" />
                <input type="hidden" name="templateId" value={t.id} />
                <button
                  type="submit"
                  aria-label={`Add ${t.name}`}
                  disabled={adding !== null}
                  className="inline-flex h-8 items-center rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-50"
                >
                  {adding === String(t.id) ? 'Adding...' : 'Add'}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The list the panel's tab is switching to while JavaScript loads it, if any. */
function usePendingList(current: PanelList): PanelList | null {
  const navigation = useNavigation();
  const location = useLocation();
  const next = navigation.location;
  if (navigation.state !== 'loading' || !next || next.pathname !== location.pathname) return null;
  const q = new URLSearchParams(next.search);
  if (q.get('sign') || q.get('service')) return null;
  const list = parsePanelList(q.get('list'));
  return list !== current ? list : null;
}

/** The panel's tabs (Signage, Services, Templates) and the items of the chosen one. */
export function ItemList({ list, signs, services, onJob, links, templates = [], templateError = null }: ItemListProps) {
  const pending = usePendingList(list);
  const shown = pending ?? list;
  const tab = (which: PanelList, label: string, count: number) => {
    const current = which === shown;
    return (
      <Link
        discover="none"
        to={links.list(which)}
        replace
        preventScrollReset
        aria-current={current ? 'page' : undefined}
        // The panel's first focus (use-modal-sheet.ts; also after an item is added and the list shows again).
        data-autofocus={current ? true : undefined}
        className={`inline-flex flex-1 items-center justify-center border-b-2 px-3 py-2.5 text-sm font-medium ${
          current ? 'border-slate-900 text-slate-900' : 'border-transparent text-slate-500 hover:text-slate-800'
        }`}
      >
        {label}
        <Badge count={count} label={`${count} ${label.toLowerCase()}`} />
      </Link>
    );
  };
  return (
    <div>
      <nav aria-label="Item type" className="sticky top-0 z-10 flex border-b border-slate-200 bg-white px-4">
        {tab('signage', 'Signage', signs.length)}
        {tab('services', 'Services', services.length)}
        {tab('templates', 'Templates', templates.length)}
      </nav>
      {pending ? (
        <p className="px-4 py-12 text-center text-sm text-slate-500">{PENDING_TEXT[pending]}</p>
      ) : list === 'templates' ? (
        <TemplateList templates={templates} error={templateError} />
      ) : list === 'signage' ? (
        signs.length === 0 ? (
          <p className="px-4 py-12 text-center text-sm text-slate-500">No signs in this brand's catalogue.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 p-4" aria-label="Signs">
            {signs.map((s) => {
              const count = onJob.signs[s.id] ?? 0;
              return (
                <li key={s.id}>
                  <Link
                    discover="none"
                    to={links.sign(s.id)}
                    preventScrollReset
                    className="relative flex h-full flex-col items-center gap-2 rounded-lg border border-slate-200 p-3 text-center hover:border-slate-400 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-slate-900"
                  >
                    {s.image ? (
                      <img src={thumbnailSrc(s.image)} alt="" className="h-20 w-full object-contain" loading="lazy" />
                    ) : (
                      <span className="flex h-20 w-full items-center justify-center rounded bg-slate-100 text-xs text-slate-500" aria-hidden="true">
                        {s.name}
                      </span>
                    )}
                    <span className="text-sm font-medium text-slate-900">{s.name}</span>
                    {count > 0 ? (
                      <span className="absolute top-2 right-2 rounded-full bg-slate-900 px-2 text-xs font-semibold text-white" aria-label={`${count} on this job`}>
                        {count}
                      </span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        )
      ) : services.length === 0 ? (
        <p className="px-4 py-12 text-center text-sm text-slate-500">No services in this brand's catalogue.</p>
      ) : (
        <ul className="divide-y divide-slate-100 px-4 py-2" aria-label="Services">
          {services.map((s) => {
            const count = onJob.services[s.id] ?? 0;
            return (
              <li key={s.id} className="flex items-center gap-3 py-2.5">
                {s.icon && isImageUrl(s.icon) ? (
                  <img src={thumbnailSrc(s.icon)} alt="" className="h-10 w-10 max-w-none rounded object-contain" />
                ) : (
                  <span className="flex h-10 w-10 items-center justify-center rounded bg-slate-100 text-slate-600" aria-hidden="true">
                    <ServiceIcon icon={s.icon} />
                  </span>
                )}
                <span className="min-w-0 flex-1 text-sm font-medium text-slate-900">
                  {s.name}
                  {count > 0 ? <Badge count={count} label={`${count} on this job`} /> : null}
                </span>
                <Link
                  discover="none"
                  to={links.service(s.id)}
                  preventScrollReset
                  aria-label={`Add ${s.name}`}
                  className="inline-flex h-8 items-center rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
                >
                  Add
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
