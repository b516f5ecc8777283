import { data } from 'react-router';

// Any unknown path: a real 404 status with the wording of docs/product.md § Error messages.
export function loader() {
  return data(null, { status: 404 });
}

export function action() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: '404 Page Not Found | Signboard' }];
}

export default function NotFound() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-8">
      <div className="rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-semibold">404 Page Not Found</h1>
        <p className="mt-2 text-slate-600">Did you forget to add the page to the router?</p>
        {/* A way out of a dead end (signed-out visitors land on the login page). */}
        <a href="/" className="mt-6 inline-block rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white hover:bg-slate-800">
          Return to Home
        </a>
      </div>
    </main>
  );
}
