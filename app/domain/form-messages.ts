/**
 * Zod's messages in words a person reads: every schema of every
 * form and /api payload gets them, unless the field has its own message.
 * Zod's defaults ('Invalid input: expected string, received undefined') name
 * types, not fields; these name the field (from its key: fullName -> 'Full
 * Name') and say what to do. Installed once with z.config: on the server by
 * entry.server.tsx, in the browser by each module whose form checks itself
 * there (the login page, the wizard, the Edit dialogs; user-text.ts too), so
 * a page without such a form does not load Zod. Pure.
 */
import { z } from 'zod';

/** Keys whose words are not just the key spelt out. */
const LABELS: Record<string, string> = {
  email: 'E-mail',
  image: 'Image URL',
  brandId: 'Brand',
  signId: 'Sign',
  serviceId: 'Service',
  sizeId: 'Size',
  optionIds: 'Options',
  pricingIds: 'Rows',
  id: 'Id',
};

/** 'fullName' -> 'Full Name', 'sign_budget' -> 'Sign Budget'; the last named key of the path. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string | null {
  const key = [...(path ?? [])].reverse().find((k): k is string => typeof k === 'string');
  if (!key) return null;
  if (LABELS[key]) return LABELS[key];
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .split(/\s+/);
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'a set of fields',
  date: 'a date',
};

type Issue = {
  code?: string;
  path?: readonly PropertyKey[];
  input?: unknown;
  expected?: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: boolean;
  values?: readonly unknown[];
  format?: string;
  divisor?: unknown;
  keys?: readonly string[];
};

/** The message for one Zod issue. */
export function readableIssue(issue: Issue): string {
  const label = fieldLabel(issue.path);
  const it = label ?? 'This value';
  switch (issue.code) {
    case 'invalid_type': {
      if (!label && issue.expected === 'object') return 'Send the fields as a JSON object';
      if (isMissing(issue.input)) return `${it} is required`;
      return `${it} must be ${TYPE_WORDS[issue.expected ?? ''] ?? 'something else'}`;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? `${it} is required` : `${it} must be at least ${min} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${it}: choose at least ${min}`;
      return `${it} must be ${issue.inclusive === false ? 'more than' : 'at least'} ${min}`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `At most ${max} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${it}: at most ${max}`;
      return `${it} must be ${issue.inclusive === false ? 'less than' : 'at most'} ${max}`;
    }
    case 'invalid_value': {
      const values = (issue.values ?? []).map(String);
      if (isMissing(issue.input)) return `${it} is required`;
      if (values.length === 1) return `${it} must be ${values[0]}`;
      return values.length > 0 && values.length <= 10 ? `${it} must be one of: ${values.join(', ')}` : `${it} is not one of the choices`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter a valid e-mail address';
      if (issue.format === 'url') return 'Enter a web address like https://...';
      return `${it} is not in the right form`;
    case 'not_multiple_of':
      return `${it} must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys': {
      const keys = issue.keys ?? [];
      return `Unknown field${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}`;
    }
    default:
      return `${it} is not valid`;
  }
}

z.config({ customError: (issue) => readableIssue(issue as Issue) });
