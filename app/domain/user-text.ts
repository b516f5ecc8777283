/**
 * The one Zod helper every free-text field people type goes through (job and
 * client fields, line-item custom descriptions, catalogue names and templates,
 * option values, user names and titles), in forms and in the JSON API alike.
 * Pure: no I/O.
 *
 * The rules:
 * - Control characters never get stored. C0 (U+0000-U+001F), DEL (U+007F),
 *   C1 (U+0080-U+009F) and the Unicode line/paragraph separators (U+2028,
 *   U+2029): each run of them becomes one space, so a tab or line break pasted
 *   from a spreadsheet keeps its words apart and a NUL, a bell or an escape
 *   (ANSI codes in a log, a terminal that reads the outbox) never reaches the
 *   database. The app has no multi-line text: every field is shown on one line
 *   (a table cell, a PDF row, a header, an e-mail subject), the description
 *   textareas included, so tab and line feed are not kept either.
 * - Lone UTF-16 surrogates (possible in JSON, never typed) become U+FFFD.
 * - Leading and trailing white space is trimmed.
 * - Over-length input is refused, never cut: 'At most N characters', with
 *   the field's limit. N counts code points (Zod 4's rule: an emoji outside
 *   the BMP counts 1, a ZWJ sequence counts each of its parts); the browser's
 *   maxLength counts UTF-16 units, so whatever a form lets through fits.
 * - Everything else is kept as typed: markup (`<script>`), quotes and SQL
 *   fragments are plain text (React, the mail templates and the PDF escape
 *   them; every query is parameterised), emoji and combining marks stay, and
 *   so do bidi controls (U+202A-U+202E, U+2066-U+2069) and right-to-left
 *   text: where user text is shown it is isolated (`<bdi>` / CSS
 *   `unicode-bidi: isolate`, see `isolateText` for plain-text places), so an
 *   override reverses only the text it was typed in, never the UI around it.
 */
import { z } from 'zod';
// Readable messages for every schema (z.config): whatever uses user text loads them.
import './form-messages';

/** The message of an over-length value; names the field's limit. */
export const tooLongMessage = (max: number) => `At most ${max} characters`;

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The characters a field keeps (see the rules above); no trimming. */
export function cleanUserText(value: string): string {
  return value.replace(LONE_SURROGATE, '\ufffd').replace(CONTROLS, ' ');
}

export type UserTextOptions = {
  /** The message when the value is not a string at all (a form sends a blank field as undefined). */
  typeMessage?: string;
  /** The message of an over-length value; default 'At most N characters'. */
  tooLong?: string;
};

/** Notes may name the length typed in their message: 'Scope notes: at most 2,000 characters (you typed 2,345)'. */
export type UserNotesOptions = Omit<UserTextOptions, 'tooLong'> & { tooLong?: string | ((typed: number) => string) };

const count = new Intl.NumberFormat('en-US');

/** 'Scope notes: at most 2,000 characters (you typed 2,345)': the field, the limit and how far over, in words. */
export const notesTooLongMessage = (field: string, max: number) => (typed: number) =>
  `${field}: at most ${count.format(max)} characters (you typed ${count.format(typed)})`;

/**
 * A free-text field of at most `max` characters, cleaned and trimmed. Chain
 * `.min(1, ...)`, `.optional()`, `.refine(...)` as the field needs.
 */
export function userText(max: number, options: UserTextOptions = {}) {
  return z
    .string(options.typeMessage ? { message: options.typeMessage } : undefined)
    .overwrite(cleanUserText)
    .trim()
    .max(max, options.tooLong ?? tooLongMessage(max));
}

// In its own module so a page's title (a route's meta, run in the browser) loads no Zod for it.
export { isolateText } from './isolate-text';

// Every control character but the line feed (which a multi-line field keeps).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS_BUT_LINE_FEED = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]+/g;

/**
 * A multi-line free-text field (a job's scope notes): the one exception to
 * "no multi-line text" above. Line breaks of any kind (CR LF, CR, U+2028,
 * U+2029) become one line feed and are kept; every other control character
 * run becomes a space, as in userText; spaces at line ends and more than one
 * empty line in a row are dropped; trimmed; over-length refused.
 */
export function userNotes(max: number, options: UserNotesOptions = {}) {
  const { tooLong } = options;
  return z
    .string(options.typeMessage ? { message: options.typeMessage } : undefined)
    .overwrite((value) =>
      value
        .replace(LONE_SURROGATE, '\ufffd')
        .replace(/\r\n?|[\u2028\u2029]/g, '\n')
        .replace(CONTROLS_BUT_LINE_FEED, ' ')
        .replace(/[ ]+\n/g, '\n')
        .replace(/\n{3,}/g, '\n\n'),
    )
    .trim()
    .max(max, {
      error: (issue) =>
        typeof tooLong === 'function' ? tooLong(typeof issue.input === 'string' ? issue.input.length : max + 1) : (tooLong ?? tooLongMessage(max)),
    });
}
