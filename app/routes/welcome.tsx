import { Link } from 'react-router';
import { LogoMark } from '~/components/ui/logo-mark';

export function meta() {
  return [{ title: 'Welcome | Signboard' }];
}

export default function Welcome() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-900 p-8 text-white">
      <div className="max-w-lg text-center">
        <LogoMark className="mx-auto h-14 w-14" />
        <h1 className="mt-6 text-4xl font-semibold tracking-tight">Welcome to Signboard</h1>
        <p className="mt-3 text-slate-300">Quote signs and services for every brand, correct to the cent.</p>
        <Link discover="none" to="/" className="mt-8 inline-block rounded-md bg-white px-5 py-2.5 text-sm font-semibold text-slate-900">
          Access Dashboard
        </Link>
      </div>
    </main>
  );
}
