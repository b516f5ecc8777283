/** How a person is shown in the shell and lists (docs/product.md § Shared shell, docs/product.md § Users). */

type ProfileLike = {
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  jobTitle?: string | null;
  role?: string | null;
};

/** The person's own name (full name, else first and last joined), or null when none is known. */
export function knownName(p: ProfileLike | null | undefined): string | null {
  return p?.fullName?.trim() || [p?.firstName, p?.lastName].filter(Boolean).join(' ').trim() || null;
}

export function displayName(p: ProfileLike | null | undefined): string {
  return knownName(p) ?? 'User';
}

/** Job title, else role, else 'Employee'. */
export function displayTitle(p: ProfileLike | null | undefined): string {
  return p?.jobTitle?.trim() || p?.role?.trim() || 'Employee';
}

/** 'Dana Whitfield' -> 'DW'; no name -> 'UN'. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'UN';
  const letters = words.length === 1 ? words[0]!.slice(0, 2) : words[0]![0]! + words[words.length - 1]![0]!;
  return letters.toUpperCase();
}
