import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  useLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
// As a URL, so the stylesheet is linked with a precedence (see Layout).
import appStylesheet from './app.css?url';
import { Toaster } from './components/ui/toaster';
import { usePanelOpen } from './components/ui/use-panel-open';
import { getToast } from './server/http/toast.server';

export const meta: Route.MetaFunction = () => [{ title: 'Signboard' }];

export async function loader({ request }: Route.LoaderArgs) {
  const { toast, headers } = await getToast(request);
  return data({ toast }, { headers });
}

export function Layout({ children }: { children: React.ReactNode }) {
  // A side panel's route is open: the page behind it does not scroll (app.css), from the server's HTML on.
  const panelOpen = usePanelOpen();
  return (
    <html lang="en" data-panel-open={panelOpen ? '' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The first paint waits until the page's content is parsed (#page-end below). Without this the parser
            hands a long page to the browser in pieces, and each piece is styled and laid out again with all the
            ones before it: two or three full layouts before the first whole one. Browsers that do not know
            rel="expect" ignore it. docs/speed-profile.md, the eleventh pass. */}
        <link rel="expect" href="#page-end" blocking="render" />
        {/* With a precedence React writes the stylesheet into <head> ahead of the scripts' modulepreload links,
            so on a slow network the one file that blocks the first paint is asked for first. The server then
            moves those links behind the first paint (app/server/http/module-preloads.server.ts). */}
        <link rel="stylesheet" href={appStylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        {/* Where the first paint may begin (the link above), and after which the server puts the script that
            asks for the page's script files once it is drawn. */}
        <span id="page-end" hidden />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>();
  return (
    <>
      <Outlet />
      <Toaster toast={toast} />
    </>
  );
}

/** Readable page for anything unexpected; never a stack trace in production. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let heading = 'Something went wrong';
  let detail = 'An unexpected error occurred. Please try again.';
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      heading = '404 Page Not Found';
      detail = typeof error.data === 'string' && error.data ? error.data : 'Did you forget to add the page to the router?';
    } else {
      heading = `${error.status} ${error.statusText || 'Error'}`;
      detail = typeof error.data === 'string' ? error.data : detail;
    }
  } else if (import.meta.env.DEV && error instanceof Error) {
    detail = error.message;
  }
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-8">
      <div className="max-w-md rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-semibold">{heading}</h1>
        <p className="mt-2 text-slate-600">{detail}</p>
        <a href="/" className="mt-6 inline-block rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white">
          Return to Home
        </a>
      </div>
    </main>
  );
}
