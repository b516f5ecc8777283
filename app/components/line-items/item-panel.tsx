import { useLocation, useNavigate } from 'react-router';
import { panelLinks } from '~/domain/line-items/panel-urls';
import type { EditPanelData, NewPanelData, PanelActionData } from '~/server/line-items/panel-routes.server';
import { ItemConfig } from './item-config';
import { ItemList } from './item-list';
import { ItemSheet } from './item-sheet';
import { PictureForm, type PictureFormProps } from './picture-form';

/** Escape / the backdrop with JavaScript: back to the job page, like ×. */
function useClose(href: string) {
  const navigate = useNavigate();
  return () => navigate(href, { preventScrollReset: true });
}

/** The Add New panel: the list (Signage / Services), or one item's configuration when the URL names it. */
export function NewItemPanel({ data, action }: { data: NewPanelData; action: PanelActionData | undefined }) {
  const location = useLocation();
  const links = panelLinks(data.jobPath, location.search);
  const onClose = useClose(links.job);
  const item = data.item;
  return (
    <ItemSheet title="Add New" closeHref={links.job} onClose={onClose} backHref={item ? links.list(data.list) : undefined}>
      {item && data.initial ? (
        <ItemConfig
          key={location.key}
          item={item}
          initial={action?.values ?? data.initial}
          serverErrors={action?.fieldErrors}
          formError={action?.formError}
        />
      ) : (
        <ItemList list={data.list} signs={data.signs} services={data.services} onJob={data.onJob} links={links} />
      )}
    </ItemSheet>
  );
}

/** The Edit panel: a saved line with every value restored; save only when something changed. */
export function EditItemPanel({ data, action, picture }: { data: EditPanelData; action: PanelActionData | undefined; picture: PictureFormProps['picture'] }) {
  const location = useLocation();
  const links = panelLinks(data.jobPath, location.search);
  const onClose = useClose(links.job);
  return (
    <ItemSheet title="Edit Item" closeHref={links.job} onClose={onClose}>
      <PictureForm
        action={links.picture(data.lineId)}
        picture={picture}
        catalogueImage={data.item.kind === 'sign' ? data.item.sign.image : null}
        name={data.item.kind === 'sign' ? data.item.sign.name : data.item.service.name}
      />
      <ItemConfig
        key={location.key}
        item={data.item}
        initial={action?.values ?? data.initial}
        saved={{ values: data.initial, pricingMode: data.savedMode }}
        serverErrors={action?.fieldErrors}
        formError={action?.formError}
      />
    </ItemSheet>
  );
}
