import { Link } from 'react-router';

export function AccessDenied() {
  return (
    <div className="flex min-h-[70vh] items-center justify-center p-8">
      <div className="max-w-md text-center">
        <h1 className="text-2xl font-semibold">Access Denied</h1>
        <p className="mt-2 text-slate-600">You don&apos;t have permission to access this area.</p>
        <Link discover="none" to="/" className="mt-6 inline-block rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white">
          Return to Home
        </Link>
      </div>
    </div>
  );
}
