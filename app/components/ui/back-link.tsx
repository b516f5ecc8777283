/** The way back to the screen a page belongs to, above its heading. */
import { Link } from 'react-router';

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <p className="text-sm">
      <Link discover="none" to={to} className="text-slate-600 underline">
        {children}
      </Link>
    </p>
  );
}
