/** The data screen's Templates tab: apart from the Edit Template dialog, so /data loads no form library for it. */
import { Link } from 'react-router';

export type TemplateRow = { id: number; brandName: string; name: string; description: string; lineCount: number; createdByName: string | null; updated: string };

export function TemplatesTable({ templates }: { templates: TemplateRow[] }) {
  if (templates.length === 0) {
    return <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">No templates yet: a job&apos;s More menu has Save as Template.</p>;
  }
  return (
    <div className="overflow-x-auto" role="region" aria-label="Templates" tabIndex={0}>
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
          <tr>
            <th scope="col" className="hidden py-2 pr-4 sm:table-cell">Brand</th>
            <th scope="col" className="py-2 pr-4">Name</th>
            <th scope="col" className="hidden py-2 pr-4 md:table-cell">Description</th>
            <th scope="col" className="py-2 pr-4 text-right">Lines</th>
            <th scope="col" className="hidden py-2 pr-4 lg:table-cell">Saved by</th>
            <th scope="col" className="hidden py-2 pr-4 lg:table-cell">Updated</th>
            <th scope="col" className="py-2"><span className="sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {templates.map((t) => (
            <tr key={t.id}>
              <td className="hidden py-2 pr-4 whitespace-nowrap sm:table-cell">{t.brandName}</td>
              <td className="py-2 pr-4">
                <bdi className="font-medium">{t.name}</bdi>
                <span className="block text-xs text-slate-500 sm:hidden">{t.brandName}</span>
              </td>
              <td className="hidden max-w-xs py-2 pr-4 text-slate-600 md:table-cell"><bdi>{t.description}</bdi></td>
              <td className="py-2 pr-4 text-right tabular-nums">{t.lineCount}</td>
              <td className="hidden py-2 pr-4 whitespace-nowrap lg:table-cell">{t.createdByName ?? ''}</td>
              <td className="hidden py-2 pr-4 whitespace-nowrap lg:table-cell">{t.updated}</td>
              <td className="py-2 text-right">
                <Link discover="none" to={`/data/templates/${t.id}/edit`} preventScrollReset className="rounded-md border border-slate-300 px-3 py-1 text-sm font-medium" aria-label={`Edit ${t.name}`}>
                  Edit
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
