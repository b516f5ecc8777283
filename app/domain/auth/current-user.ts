/**
 * The current user's shape (docs/product.md § Entities and fields), answered by GET /api/auth/user.
 *
 * Two layers: the profile is mapped first (full_name from
 * fullName, else first and last name; role from role, else jobTitle), then
 * anything still missing falls back to the session's
 * account (full_name from the e-mail before the at-sign, else 'User'; role
 * 'User'; user_image from avatar_url).
 */

export type CurrentUser = {
  id: number | string;
  email: string;
  user_metadata: {
    full_name: string;
    role: string;
    job_title: string | null;
    user_image: string | null;
  };
};

export type ProfileInput = {
  id: number | string;
  email: string;
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  role?: string | null;
  jobTitle?: string | null;
  userImage?: string | null;
};

export type SessionInput = {
  id: number | string;
  email?: string | null;
  user_metadata?: {
    full_name?: string | null;
    role?: string | null;
    job_title?: string | null;
    user_image?: string | null;
    avatar_url?: string | null;
  } | null;
};

function clean(s: string | null | undefined): string | null {
  const t = s?.trim();
  return t ? t : null;
}

/** First mapping: the profile as the auth-user call returned it. Missing values stay null. */
export function mapProfile(p: ProfileInput) {
  const joined = [clean(p.firstName), clean(p.lastName)].filter(Boolean).join(' ').trim();
  return {
    id: p.id,
    email: p.email,
    user_metadata: {
      full_name: clean(p.fullName) ?? (joined || null),
      role: clean(p.role) ?? clean(p.jobTitle),
      job_title: clean(p.jobTitle),
      user_image: clean(p.userImage),
    },
  };
}

/** Fallback mapping from what the session knows: never leaves a name or role empty. */
export function fromSession(s: SessionInput): CurrentUser {
  const meta = s.user_metadata ?? {};
  const email = s.email ?? '';
  const local = clean(email.split('@')[0]);
  return {
    id: s.id,
    email,
    user_metadata: {
      full_name: clean(meta.full_name) ?? local ?? 'User',
      role: clean(meta.role) ?? 'User',
      job_title: clean(meta.job_title),
      user_image: clean(meta.user_image) ?? clean(meta.avatar_url),
    },
  };
}

/** The answer of GET /api/auth/user for a signed-in profile. */
export function toCurrentUser(p: ProfileInput): CurrentUser {
  return fromSession(mapProfile(p));
}
