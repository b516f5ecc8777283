/**
 * The panel's URLs. The job page keeps its own `?version=` and `?tab=`
 * (All/Budget/Pricing) while the panel is open; the panel adds `list`
 * (signage | services | templates: the panel's tabs, named `list` because the job page
 * already reads `tab`), and `sign` or `service` (the item being configured).
 */
export type PanelList = 'signage' | 'services' | 'templates';

export function parsePanelList(value: string | null | undefined): PanelList {
  return value === 'services' || value === 'templates' ? value : 'signage';
}

/** The job page's own query (version, tab) of a URL's search. */
export function jobQuery(search: string | URLSearchParams): URLSearchParams {
  const from = typeof search === 'string' ? new URLSearchParams(search) : search;
  const keep = new URLSearchParams();
  for (const key of ['version', 'tab']) {
    const value = from.get(key);
    if (value) keep.set(key, value);
  }
  return keep;
}

const withQuery = (path: string, q: URLSearchParams) => (q.size ? `${path}?${q}` : path);

export type PanelLinks = {
  job: string;
  list: (list: PanelList) => string;
  sign: (id: number) => string;
  service: (id: number) => string;
  edit: (lineId: number) => string;
  /** A locked version's line, read-only. */
  view: (lineId: number) => string;
  row: (lineId: number) => string;
  /** The line's own picture: GET shows it, POST uploads or removes it. */
  picture: (lineId: number) => string;
};

/** Every panel link of a job page (`jobPath` is /job/{brandSlug}/{jobNumber}), keeping its version and tab. */
export function panelLinks(jobPath: string, search: string | URLSearchParams): PanelLinks {
  const base = jobQuery(search);
  const at = (path: string, set: Record<string, string> = {}) => {
    const q = new URLSearchParams(base);
    for (const [k, v] of Object.entries(set)) q.set(k, v);
    return withQuery(path, q);
  };
  return {
    job: at(jobPath),
    list: (list) => at(`${jobPath}/items/new`, list === 'signage' ? {} : { list }),
    sign: (id) => at(`${jobPath}/items/new`, { sign: String(id) }),
    service: (id) => at(`${jobPath}/items/new`, { list: 'services', service: String(id) }),
    edit: (lineId) => at(`${jobPath}/items/${lineId}/edit`),
    view: (lineId) => at(`${jobPath}/items/${lineId}/view`),
    row: (lineId) => at(`${jobPath}/items/${lineId}`),
    picture: (lineId) => at(`${jobPath}/items/${lineId}/picture`),
  };
}

/** A line's Re-price confirmation (the row's URL with intent=reprice; back=edit returns to the Edit panel). */
export const repriceConfirmHref = (rowHref: string, back?: 'job' | 'edit') =>
  `${rowHref}${rowHref.includes('?') ? '&' : '?'}intent=reprice${back === 'edit' ? '&back=edit' : ''}`;
