/**
 * The rule "typing into a field clears the chosen id"
 * (docs/product.md § States and transitions), enforced on the server: a
 * chosen client, address or contact id is kept only while the text
 * sent with it still matches that row. Forms without JavaScript post the ids
 * they started with, so an edited contact becomes a new contact instead of
 * being silently ignored.
 */
import { eq } from 'drizzle-orm';
import { schema, type DbOrTx } from '~/server/db.server';
import { addressStillMatches, contactStillMatches, sameText } from '~/domain/jobs/client-choice';
import type { ClientInfo } from '~/domain/jobs/job-form';

const { clients, clientAddresses, clientContacts } = schema;

export function keepMatchingChoices(tx: DbOrTx, info: ClientInfo): ClientInfo {
  const out = { ...info };
  if (out.existingClientId) {
    const client = tx.select({ name: clients.name }).from(clients).where(eq(clients.id, out.existingClientId)).get();
    // Another name is another client; its address and contact cannot be this one's.
    if (client && !sameText(client.name, out.clientName)) {
      out.existingClientId = undefined;
      out.existingClientAddressId = undefined;
      out.existingContactId = undefined;
    }
  }
  if (out.existingClientAddressId) {
    const address = tx.select().from(clientAddresses).where(eq(clientAddresses.id, out.existingClientAddressId)).get();
    if (address && !addressStillMatches(address, out.clientAddress)) out.existingClientAddressId = undefined;
  }
  if (out.existingContactId) {
    const c = tx.select().from(clientContacts).where(eq(clientContacts.id, out.existingContactId)).get();
    if (c && !contactStillMatches(c, out)) out.existingContactId = undefined;
  }
  return out;
}
