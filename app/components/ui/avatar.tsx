import { useEffect, useRef, useState } from 'react';
import { initials } from '~/domain/users/profile';

/** Image when there is one that loads, else initials ('UN' without a name). Styled in app.css (avatar-*): lists repeat it per row. */
export function Avatar({ name, image, size = 32 }: { name: string | null | undefined; image?: string | null; size?: number }) {
  // 32 px is the avatar-* classes' own size (app.css): the lists' 50 avatars carry no inline style.
  const style = size === 32 ? undefined : { width: size, height: size };
  const [broken, setBroken] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fires no onError React can see: check it once mounted.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && image) setBroken(image);
  }, [image]);
  if (image && broken !== image) {
    return (
      <img
        ref={ref}
        src={image}
        alt=""
        style={style}
        onError={() => setBroken(image)}
        className="avatar-image"
      />
    );
  }
  return (
    <span
      style={style}
      aria-hidden="true"
      className="avatar-initials"
    >
      {initials(name)}
    </span>
  );
}
