/**
 * The phone/tablet drawer of the sidebar (app/components/shell/sidebar.tsx): a
 * modal dialog. Its own module, loaded the first time the menu button is
 * pointed at, focused or pressed, so no page loads the dialog library before
 * it answers (the desktop sidebar and the no-JavaScript drawer need none).
 */
import type { ReactNode } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';

export default function SidebarDrawer({
  open,
  onClose,
  logo,
  closeIcon,
  children,
}: {
  open: boolean;
  onClose: () => void;
  logo: ReactNode;
  closeIcon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50 lg:hidden">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <DialogPanel className="on-dark fixed inset-y-0 left-0 flex w-[min(260px,85vw)] flex-col bg-sidebar text-white shadow-xl">
        <DialogTitle className="sr-only">Menu</DialogTitle>
        <div className="flex items-center justify-between py-3 pr-2 pl-5">
          {logo}
          <button type="button" className="sb-btn" onClick={onClose} data-autofocus>
            {closeIcon}
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        {children}
      </DialogPanel>
    </Dialog>
  );
}
