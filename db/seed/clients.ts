/**
 * Franchisee companies that order the signs, with their store addresses and
 * people. clients, addresses and contacts have no unique key, so each is
 * looked up by its natural key (name; client + street; client + e-mail)
 * before it is inserted.
 */
import { and, eq } from 'drizzle-orm';
import { clientAddresses, clientContacts, clients } from '../schema';
import { daysAgo, type Tx } from './types';

interface AddressSeed {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: 'US' | 'CA';
}

interface ContactSeed {
  name: string;
  title: string;
  phone: string; // 10 digits
  email: string;
}

interface ClientSeed {
  name: string;
  addedDaysAgo: number;
  addresses: AddressSeed[];
  contacts: ContactSeed[];
}

export const CLIENT_SEEDS: readonly ClientSeed[] = [
  {
    name: 'Golden State Restaurant Group',
    addedDaysAgo: 210,
    addresses: [
      { street: '1420 W Foothill Blvd', city: 'Upland', state: 'CA', zipCode: '91786', country: 'US' },
      { street: '5001 E Ramon Rd', city: 'Palm Springs', state: 'CA', zipCode: '92264', country: 'US' },
    ],
    contacts: [
      {
        name: 'Marcus Bell',
        title: 'Director of Construction',
        phone: '9095550142',
        email: 'marcus.bell@goldenstaterg.com',
      },
      {
        name: 'Alicia Tran',
        title: 'Facilities Coordinator',
        phone: '9095550178',
        email: 'alicia.tran@goldenstaterg.com',
      },
    ],
  },
  {
    name: 'Hot Bird Hospitality LLC',
    addedDaysAgo: 190,
    addresses: [
      { street: '1551 N Central Expy', city: 'Richardson', state: 'TX', zipCode: '75080', country: 'US' },
      { street: '3309 Dallas Pkwy', city: 'Plano', state: 'TX', zipCode: '75093', country: 'US' },
    ],
    contacts: [
      { name: 'Jordan Pike', title: 'VP of Development', phone: '4695550117', email: 'jordan@hotbirdhospitality.com' },
    ],
  },
  {
    name: 'Pacific Pollo Partners',
    addedDaysAgo: 150,
    addresses: [{ street: '4747 E Thomas Rd', city: 'Phoenix', state: 'AZ', zipCode: '85018', country: 'US' }],
    contacts: [
      { name: 'Elena Vargas', title: 'Construction Manager', phone: '6025550163', email: 'evargas@pacificpollo.com' },
    ],
  },
  {
    name: 'Stride Retail Development',
    addedDaysAgo: 130,
    addresses: [
      { street: '875 S Grand Central Pkwy', city: 'Las Vegas', state: 'NV', zipCode: '89106', country: 'US' },
      { street: '25 The West Mall', city: 'Etobicoke', state: 'ON', zipCode: 'M9C 1B8', country: 'CA' },
    ],
    contacts: [
      { name: 'Nathan Cole', title: 'Store Planning Manager', phone: '7025550191', email: 'ncole@strideretail.com' },
      {
        name: 'Sophie Laurent',
        title: 'Project Coordinator, Canada',
        phone: '4165550126',
        email: 'slaurent@strideretail.com',
      },
    ],
  },
  {
    name: 'Northland Quick Service Inc.',
    addedDaysAgo: 90,
    addresses: [{ street: '2830 Olentangy River Rd', city: 'Columbus', state: 'OH', zipCode: '43202', country: 'US' }],
    contacts: [
      { name: 'Greg Halvorsen', title: 'Owner-Operator', phone: '6145550139', email: 'greg@northlandqsr.com' },
    ],
  },
];

/** Ids of the seeded clients and their details, keyed by client name (and street or e-mail). */
export interface ClientIds {
  clients: Map<string, number>;
  addresses: Map<string, number>; // `${client}/${street}`
  contacts: Map<string, number>; // `${client}/${email}`
}

export function seedClients(tx: Tx, now: number): ClientIds {
  const ids: ClientIds = { clients: new Map(), addresses: new Map(), contacts: new Map() };
  for (const c of CLIENT_SEEDS) {
    const createdAt = daysAgo(c.addedDaysAgo, now);
    const clientId =
      tx.select({ id: clients.id }).from(clients).where(eq(clients.name, c.name)).get()?.id ??
      tx.insert(clients).values({ name: c.name, createdAt }).returning({ id: clients.id }).get().id;
    ids.clients.set(c.name, clientId);

    for (const a of c.addresses) {
      const found = tx
        .select({ id: clientAddresses.id })
        .from(clientAddresses)
        .where(and(eq(clientAddresses.clientId, clientId), eq(clientAddresses.street, a.street)))
        .get();
      const id =
        found?.id ??
        tx
          .insert(clientAddresses)
          .values({ clientId, ...a, createdAt })
          .returning({ id: clientAddresses.id })
          .get().id;
      ids.addresses.set(`${c.name}/${a.street}`, id);
    }

    for (const p of c.contacts) {
      const found = tx
        .select({ id: clientContacts.id })
        .from(clientContacts)
        .where(and(eq(clientContacts.clientId, clientId), eq(clientContacts.email, p.email)))
        .get();
      const id =
        found?.id ??
        tx
          .insert(clientContacts)
          .values({ clientId, ...p, createdAt })
          .returning({ id: clientContacts.id })
          .get().id;
      ids.contacts.set(`${c.name}/${p.email}`, id);
    }
  }
  return ids;
}

/** 'street, city, ST zip' (plus ', Canada'), as a job's location reads. */
export function formatAddress(a: AddressSeed): string {
  return `${a.street}, ${a.city}, ${a.state} ${a.zipCode}${a.country === 'CA' ? ', Canada' : ''}`;
}

export function findAddress(clientName: string, street: string): AddressSeed | undefined {
  return CLIENT_SEEDS.find((c) => c.name === clientName)?.addresses.find((a) => a.street === street);
}
