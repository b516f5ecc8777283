import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useDetailsMenu } from '~/components/ui/use-details-menu';
import { Form, useLocation } from 'react-router';
import { useLinkClicks } from '~/components/ui/use-link-clicks';
import { SIDEBAR_BRANDS } from '~/domain/catalogue/brands';
import { Avatar } from '~/components/ui/avatar';
import { LogoMark } from '~/components/ui/logo-mark';

// The drawer's dialog loads on first use (pointing at, focusing or pressing the menu button), not with every page.
const loadDrawer = () => import('./sidebar-drawer');
const SidebarDrawer = lazy(loadDrawer);

type Profile = { name: string; avatarName: string | null; title: string; email: string; image: string | null; isAdmin: boolean };

// Outline icons (Heroicons, MIT): text glyphs render differently per font. Each path is written once per page, as a
// <symbol> of the shell's sprite, and every icon is a <use> of it (inline paths were 6 KB of every page's HTML).
const ICONS = {
  home: 'm2.25 12 8.954-8.955c.44-.439 1.152-.439 1.591 0L21.75 12M4.5 9.75v10.125c0 .621.504 1.125 1.125 1.125H9.75v-4.875c0-.621.504-1.125 1.125-1.125h2.25c.621 0 1.125.504 1.125 1.125V21h4.125c.621 0 1.125-.504 1.125-1.125V9.75M8.25 21h8.25',
  brand:
    'M13.5 21v-7.5a.75.75 0 0 1 .75-.75h3a.75.75 0 0 1 .75.75V21m-4.5 0H2.36m11.14 0H18m0 0h3.64m-1.39 0V9.349M3.75 21V9.349m0 0a3.004 3.004 0 0 0 3.75-.615A2.993 2.993 0 0 0 9.75 9.75c.896 0 1.7-.393 2.25-1.016a2.993 2.993 0 0 0 2.25 1.016c.896 0 1.7-.393 2.25-1.015a3.001 3.001 0 0 0 3.75.614m-16.5 0a3.004 3.004 0 0 1-.621-4.72l1.189-1.19A1.5 1.5 0 0 1 5.378 3h13.243a1.5 1.5 0 0 1 1.06.44l1.19 1.189a3 3 0 0 1-.621 4.72M6.75 18h3.75a.75.75 0 0 0 .75-.75V13.5a.75.75 0 0 0-.75-.75H6.75a.75.75 0 0 0-.75.75v3.75c0 .414.336.75.75.75Z',
  data: 'M20.25 6.375c0 2.278-3.694 4.125-8.25 4.125S3.75 8.653 3.75 6.375m16.5 0c0-2.278-3.694-4.125-8.25-4.125S3.75 4.097 3.75 6.375m16.5 0v11.25c0 2.278-3.694 4.125-8.25 4.125s-8.25-1.847-8.25-4.125V6.375m16.5 0v3.75m-16.5-3.75v3.75m16.5 0v3.75C20.25 16.153 16.556 18 12 18s-8.25-1.847-8.25-4.125v-3.75m16.5 0c0 2.278-3.694 4.125-8.25 4.125s-8.25-1.847-8.25-4.125',
  users:
    'M15 19.128a9.38 9.38 0 0 0 2.625.372 9.337 9.337 0 0 0 4.121-.952 4.125 4.125 0 0 0-7.533-2.493M15 19.128v-.003c0-1.113-.285-2.16-.786-3.07M15 19.128v.106A12.318 12.318 0 0 1 8.624 21c-2.331 0-4.512-.645-6.374-1.766l-.001-.109a6.375 6.375 0 0 1 11.964-3.07M12 6.375a3.375 3.375 0 1 1-6.75 0 3.375 3.375 0 0 1 6.75 0Zm8.25 2.25a2.625 2.625 0 1 1-5.25 0 2.625 2.625 0 0 1 5.25 0Z',
  chevrons: 'M8.25 15 12 18.75 15.75 15m-7.5-6L12 5.25 15.75 9',
  menu: 'M3.75 6.75h16.5M3.75 12h16.5m-16.5 5.25h16.5',
  close: 'M6 18 18 6M6 6l12 12',
} as const;

type IconName = keyof typeof ICONS;
const iconId = (name: IconName) => `sb-icon-${name}`;

/** The shell's symbols, once per page (an admin's icons only for admins); a document-wide id, so the drawer reaches it too. */
function IconSprite({ isAdmin }: { isAdmin: boolean }) {
  const names = (Object.keys(ICONS) as IconName[]).filter((name) => isAdmin || (name !== 'data' && name !== 'users'));
  return (
    <svg className="hidden" aria-hidden="true">
      {names.map((name) => (
        <symbol key={name} id={iconId(name)} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" strokeLinejoin="round">
          <path d={ICONS[name]} />
        </symbol>
      ))}
    </svg>
  );
}

/** Sized by where it sits (app.css: .sb-item svg, .sb-btn svg, .sb-profile svg). */
function Icon({ name }: { name: IconName }) {
  return (
    <svg aria-hidden="true">
      <use href={`#${iconId(name)}`} />
    </svg>
  );
}

/**
 * A navigation link: app.css .sb-item, the current page's by its aria-current. Plain links, sent through the router
 * by the nav's one click handler (useLinkClicks): a React Router NavLink in each of up to ten items cost the page's
 * hydration about 1 ms each on a slow machine, on every staff page.
 */
function Item({ to, label, icon, current }: { to: string; label: string; icon: IconName; current: boolean }) {
  return (
    <li>
      <a href={to} aria-current={current ? 'page' : undefined} className="sb-item">
        <Icon name={icon} />
        {label}
      </a>
    </li>
  );
}

/** The page an item leads to, or one under it (as a NavLink would say); Home is the jobs list (/, /jobs) and a job page. */
function isCurrent(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/' || pathname === '/jobs' || pathname.startsWith('/job/');
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * The profile block's menu is a <details>, so it opens without JavaScript;
 * with it, it also closes like a menu: on Escape, a click elsewhere, or a
 * navigation.
 */
function ProfileMenu({ profile }: { profile: Profile }) {
  const ref = useDetailsMenu();
  const { key } = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [key, ref]);
  return (
    <details ref={ref} className="sb-profile">
      <summary>
        <Avatar name={profile.avatarName} image={profile.image} size={36} />
        <span className="sb-who">
          <span>{profile.name}</span>
          <span>{profile.title}</span>
        </span>
        <Icon name="chevrons" />
      </summary>
      <div className="sb-profile-menu">
        <div>
          <p>{profile.name}</p>
          <p>{profile.email}</p>
        </div>
        <Form discover="none" method="post" action="/logout">
          <button type="submit">Log out</button>
          <button type="submit" name="intent" value="everywhere">
            Sign out everywhere
          </button>
        </Form>
      </div>
    </details>
  );
}

function Logo() {
  const onClick = useLinkClicks('a[href]');
  return (
    <a href="/" className="sb-logo" onClick={onClick}>
      <LogoMark />
      <span>Signboard</span>
    </a>
  );
}

/** Navigation and profile block: the same in the desktop sidebar and the phone/tablet drawer. */
function SidebarBody({ profile }: { profile: Profile }) {
  const { pathname } = useLocation();
  const onLinkClick = useLinkClicks('a[href]');
  const item = (to: string, label: string, icon: IconName) => <Item key={to} to={to} label={label} icon={icon} current={isCurrent(pathname, to)} />;
  return (
    <>
      <nav aria-label="Main" className="sb-nav" onClick={onLinkClick}>
        <ul>{item('/', 'Home', 'home')}</ul>
        <p>Brands</p>
        <ul>{SIDEBAR_BRANDS.map((b) => item(`/coming-soon/${b.slug}`, b.name, 'brand'))}</ul>
        {profile.isAdmin ? (
          <>
            <p>Admin</p>
            <ul>
              {item('/data', 'Data', 'data')}
              {item('/users', 'Users', 'users')}
              {item('/books', 'Books', 'data')}
            </ul>
          </>
        ) : null}
      </nav>
      <ProfileMenu profile={profile} />
    </>
  );
}

/**
 * The small screen's menu button. The server's HTML has a link to `#sidebar` (without JavaScript the sidebar shows
 * while it is the URL's target). Once hydrated the same element is made a button that opens the drawer: its role and
 * state are set on it by effects, so hydrating renders nothing again (a swap of elements re-rendered it in a blocking
 * task on every staff page). Enter and Space press it, as a button's would.
 */
function MenuButton({ buttonRef, open, onOpen }: { buttonRef: React.RefObject<HTMLAnchorElement | null>; open: boolean; onOpen: () => void }) {
  useEffect(() => {
    const el = buttonRef.current;
    el?.setAttribute('role', 'button');
    el?.setAttribute('aria-haspopup', 'dialog');
    el?.setAttribute('aria-expanded', String(open));
  }, [buttonRef, open]);
  return (
    <a
      ref={buttonRef}
      href="#sidebar"
      className="sb-btn"
      onPointerEnter={() => void loadDrawer()}
      onFocus={() => void loadDrawer()}
      onClick={(e) => {
        e.preventDefault();
        onOpen();
      }}
      onKeyDown={(e) => {
        if (e.key !== ' ') return;
        e.preventDefault();
        onOpen();
      }}
    >
      <Icon name="menu" />
      <span className="sr-only">Menu</span>
    </a>
  );
}

/**
 * The dark 260 px sidebar (1024 px and wider): logo, navigation, Admin section
 * for admins, profile block. Narrower, a top bar with a menu button opens the
 * same content as a drawer: with JavaScript a modal dialog (focus moves in and
 * is trapped, Escape or a click outside closes it, focus returns to the
 * button, a navigation closes it); without, the button is a link to
 * `#sidebar` and the sidebar shows while it is the URL's target. Styled by
 * the sb-* classes in app.css, once, rather than class lists in every page.
 * `inert`: behind an open side panel (app-layout.tsx).
 */
export function Sidebar({ profile, inert }: { profile: Profile; inert?: true }) {
  const { key } = useLocation();
  // Open for this history entry only: any navigation closes the drawer.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  // Mounted from the first opening on (the press is kept: the drawer opens once its module is in).
  const [used, setUsed] = useState(false);
  // Closing gives focus back to the menu button: the dialog library, loaded after the button took focus, does not
  // know where focus was before it opened.
  const menuButton = useRef<HTMLAnchorElement>(null);
  const close = () => {
    setOpenAt(null);
    requestAnimationFrame(() => menuButton.current?.focus());
  };
  return (
    <>
      <IconSprite isAdmin={profile.isAdmin} />
      <div className="on-dark sb-top" inert={inert}>
        <MenuButton
          buttonRef={menuButton}
          open={open}
          onOpen={() => {
            setUsed(true);
            setOpenAt(key);
          }}
        />
        <Logo />
      </div>
      <aside id="sidebar" className="on-dark peer sb" inert={inert}>
        <div className="sb-head">
          <Logo />
          {/* Only shown without JavaScript, while the sidebar is the URL's target on a narrow screen. */}
          <a href="#" className="sb-btn lg:hidden">
            <Icon name="close" />
            <span className="sr-only">Close menu</span>
          </a>
        </div>
        <SidebarBody profile={profile} />
      </aside>
      <a href="#" tabIndex={-1} aria-hidden="true" className="sb-backdrop" inert={inert} />
      {used ? (
        <Suspense fallback={null}>
          <SidebarDrawer open={open} onClose={close} logo={<Logo />} closeIcon={<Icon name="close" />}>
            <SidebarBody profile={profile} />
          </SidebarDrawer>
        </Suspense>
      ) : null}
    </>
  );
}
