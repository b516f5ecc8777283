/**
 * Client, address and contact rows behind a job's Client Info. Used by job
 * creation and by the job page's client edit, always inside the caller's
 * transaction (synchronous: better-sqlite3).
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { ClientInfo } from '~/domain/jobs/job-form';
import { addressFromSuggestion, parseSuggestionJson, parseTypedAddress, type Address } from '~/domain/address';
import { RefusedWrite, type RefusalStatus } from '~/domain/write-result';
import { schema, type DbOrTx } from '~/server/db.server';

/** A problem with named input fields; the caller answers 400 (or `status`). A RefusedWrite like every refused write. */
export class FieldInputError extends RefusedWrite {
  constructor(
    public readonly fields: Record<string, string[]>,
    public readonly status: RefusalStatus = 400,
  ) {
    super(status, Object.values(fields).flat().join(' '), fields);
    this.name = 'FieldInputError';
  }
}

export const CLIENT_MESSAGES = {
  unknownClient: 'This client no longer exists',
  addressNotOfClient: 'This address does not belong to the selected client',
  contactNotOfClient: 'This contact does not belong to the selected client',
} as const;

export type ClientRecords = { clientId: number; clientAddressId: number | null; contactId: number | null };

const { clients, clientAddresses, clientContacts } = schema;

/** Null-safe, case-insensitive equality (SQLite's IS treats NULL = NULL). */
function sameText(col: SQLiteColumn, value: string | null): SQL {
  return sql`lower(${col}) IS lower(${value})`;
}

function resolveClient(tx: DbOrTx, info: ClientInfo): number {
  if (info.existingClientId) {
    const row = tx.select({ id: clients.id }).from(clients).where(eq(clients.id, info.existingClientId)).get();
    if (!row) throw new FieldInputError({ existingClientId: [CLIENT_MESSAGES.unknownClient] });
    return row.id;
  }
  // Same name (case-insensitive) is the same client: reuse it rather than duplicate.
  const same = tx
    .select({ id: clients.id })
    .from(clients)
    .where(sql`${clients.name} = ${info.clientName} collate nocase`)
    .orderBy(asc(clients.id))
    .get();
  if (same) return same.id;
  return tx.insert(clients).values({ name: info.clientName }).returning({ id: clients.id }).get().id;
}

/** The address a person typed or chose as a suggestion, in fields. */
export function addressOfClientInfo(info: Pick<ClientInfo, 'clientAddress' | 'parsedClientAddress'>): Address | null {
  const suggestion = parseSuggestionJson(info.parsedClientAddress);
  if (suggestion && !suggestion.manual) return addressFromSuggestion(suggestion);
  const text = info.clientAddress?.trim();
  return text ? parseTypedAddress(text) : null;
}

function resolveAddress(tx: DbOrTx, clientId: number, info: ClientInfo): number | null {
  if (info.existingClientAddressId) {
    const row = tx
      .select({ clientId: clientAddresses.clientId })
      .from(clientAddresses)
      .where(eq(clientAddresses.id, info.existingClientAddressId))
      .get();
    if (!row || row.clientId !== clientId) throw new FieldInputError({ existingClientAddressId: [CLIENT_MESSAGES.addressNotOfClient] });
    return info.existingClientAddressId;
  }
  const address = addressOfClientInfo(info);
  if (!address) return null;
  const same = tx
    .select({ id: clientAddresses.id })
    .from(clientAddresses)
    .where(
      and(
        eq(clientAddresses.clientId, clientId),
        sameText(clientAddresses.street, address.street),
        sameText(clientAddresses.city, address.city),
        sameText(clientAddresses.state, address.state),
        sameText(clientAddresses.zipCode, address.zipCode),
        sameText(clientAddresses.country, address.country),
      ),
    )
    .get();
  if (same) return same.id;
  return tx
    .insert(clientAddresses)
    .values({ clientId, ...address })
    .returning({ id: clientAddresses.id })
    .get().id;
}

function resolveContact(tx: DbOrTx, clientId: number, info: ClientInfo): number | null {
  if (info.existingContactId) {
    const row = tx
      .select({ clientId: clientContacts.clientId })
      .from(clientContacts)
      .where(eq(clientContacts.id, info.existingContactId))
      .get();
    if (!row || row.clientId !== clientId) throw new FieldInputError({ existingContactId: [CLIENT_MESSAGES.contactNotOfClient] });
    return info.existingContactId;
  }
  const contact = {
    name: info.contactName ?? '',
    title: info.contactTitle ?? null,
    phone: info.contactPhone ?? null,
    email: info.contactEmail?.toLowerCase() ?? null,
  };
  if (!contact.name && !contact.title && !contact.phone && !contact.email) return null;
  const same = tx
    .select({ id: clientContacts.id })
    .from(clientContacts)
    .where(
      and(
        eq(clientContacts.clientId, clientId),
        sameText(clientContacts.name, contact.name),
        sameText(clientContacts.title, contact.title),
        sql`${clientContacts.phone} IS ${contact.phone}`,
        sameText(clientContacts.email, contact.email),
      ),
    )
    .get();
  if (same) return same.id;
  return tx.insert(clientContacts).values({ clientId, ...contact }).returning({ id: clientContacts.id }).get().id;
}

/**
 * The client, address and contact rows for a job's Client Info. Chosen ids
 * must exist and belong together (the address and contact of that client);
 * otherwise the client is reused by exact name (case-insensitive) or created,
 * and an identical address and contact of that client are reused or created.
 * Throws FieldInputError naming the offending id field.
 */
export function resolveClientRecords(tx: DbOrTx, info: ClientInfo): ClientRecords {
  const clientId = resolveClient(tx, info);
  return { clientId, clientAddressId: resolveAddress(tx, clientId, info), contactId: resolveContact(tx, clientId, info) };
}
