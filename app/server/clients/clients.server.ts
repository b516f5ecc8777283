/**
 * Looking up clients for the new-job wizard and the client edit dialog
 * (client search, a client's addresses and contacts). The answers are
 * already in the JSON shapes of docs/product.md § The API.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { ClientAddressOption, ClientContactOption, ClientOption } from '~/domain/jobs/job-form';
import { jsonError } from '~/server/http/api.server';
import { readId } from '~/server/http/params.server';
import { getDb, schema } from '~/server/db.server';

const { clients } = schema;

/** `%`, `_` and the escape character itself match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const byName = sql`${clients.name} collate nocase`;

/**
 * Names starting with the text first (the nocase index answers these), then
 * names containing it; case-insensitive, alphabetical within each group.
 */
export function searchClients(q: string, limit = 10): ClientOption[] {
  const text = q.trim();
  if (!text || limit <= 0) return [];
  const db = getDb();
  const prefix = `${escapeLike(text)}%`;
  const startsWith = sql`${clients.name} like ${prefix} escape '\\'`;
  const found = db
    .select({ id: clients.id, client_name: clients.name })
    .from(clients)
    .where(startsWith)
    .orderBy(byName, asc(clients.id))
    .limit(limit)
    .all();
  if (found.length < limit) {
    const contains = sql`${clients.name} like ${`%${escapeLike(text)}%`} escape '\\'`;
    found.push(
      ...db
        .select({ id: clients.id, client_name: clients.name })
        .from(clients)
        .where(and(contains, sql`not (${startsWith})`))
        .orderBy(byName, asc(clients.id))
        .limit(limit - found.length)
        .all(),
    );
  }
  return found;
}

/** The `{id}` of /api/clients/{id}/...: a positive whole number, else 400. */
export function clientIdParam(raw: string | undefined): number {
  const id = readId(raw);
  if (id === null) throw jsonError(400, 'Invalid client id', { id: ['Client id must be a number'] });
  return id;
}

/** The client's id and name, or null (the wizard's picks check it still exists). */
export function findClient(id: number): ClientOption | null {
  return getDb().select({ id: clients.id, client_name: clients.name }).from(clients).where(eq(clients.id, id)).get() ?? null;
}

/** A client's saved addresses, oldest first ([] for an unknown client). */
export function addressesOfClient(clientId: number): ClientAddressOption[] {
  const rows = getDb().query.clientAddresses.findMany(savedOf(clientId)).sync();
  return rows.map(({ id, street, city, state, zipCode: zip_code, country }) => ({ id, street, city, state, zip_code, country }));
}

/** A client's saved contacts, oldest first ([] for an unknown client). */
export function contactsOfClient(clientId: number): ClientContactOption[] {
  const rows = getDb().query.clientContacts.findMany(savedOf(clientId)).sync();
  return rows.map(({ id, name, title, phone, email }) => ({ id, contact_name: name, contact_title: title, contact_phone: phone, contact_email: email }));
}

/** One client's rows of a table it owns (addresses, contacts), in the order they were saved. */
const savedOf = (clientId: number) => ({
  where: (t: { clientId: SQLiteColumn }) => eq(t.clientId, clientId),
  orderBy: (t: { id: SQLiteColumn }) => asc(t.id),
});

/** /api/clients/{id}/addresses: null (a 404) when there is no such client, unlike an empty list. */
export function clientAddresses(clientId: number): ClientAddressOption[] | null {
  return findClient(clientId) ? addressesOfClient(clientId) : null;
}

/** /api/clients/{id}/contacts: null (a 404) when there is no such client. */
export function clientContacts(clientId: number): ClientContactOption[] | null {
  return findClient(clientId) ? contactsOfClient(clientId) : null;
}
