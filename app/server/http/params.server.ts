/**
 * The one reader of a record's id in the URL (`/data/signs/{id}/edit`,
 * `/api/signs/{id}`): digits only, 1 to 15 of them, above zero. What a route
 * answers for anything else is its own: a screen's 404 page, an /api JSON 404
 * naming what is missing, or (the clients routes) a JSON 400.
 */
import { jsonError } from './api.server';
import { notFound } from './responses.server';

/** The positive whole-number id of a path segment, or null. */
export function readId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** An /api route's id: JSON 404 `{error: message}` when it is not one. */
export function apiId(value: string | undefined, message = 'Not found'): number {
  const id = readId(value);
  if (id === null) throw jsonError(404, message);
  return id;
}

/** A screen's id: the 404 page (inside the shell or the dialog) saying `message` when it is not one. */
export function screenId(value: string | undefined, message: string): number {
  return readId(value) ?? notFound(message);
}

/** A screen's record named by the URL: its id read and the record found, or the 404 page saying `message`. */
export function recordOr404<T>(value: string | undefined, find: (id: number) => T | null | undefined, message: string): T {
  return find(screenId(value, message)) ?? notFound(message);
}
