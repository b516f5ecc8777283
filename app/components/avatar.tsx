import { initials } from '~/domain/profile';

/** Image when there is one, else initials ('UN' without a name). */
export function Avatar({ name, image, size = 32 }: { name: string | null | undefined; image?: string | null; size?: number }) {
  const style = { width: size, height: size };
  if (image) return <img src={image} alt="" style={style} className="shrink-0 rounded-full object-cover" />;
  return (
    <span
      style={style}
      aria-hidden="true"
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold text-slate-700"
    >
      {initials(name)}
    </span>
  );
}
