/**
 * The shop's clients with their addresses and contacts, which a job points at.
 */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';

export const clients = sqliteTable(
  'clients',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('clients_name_idx').on(sql`${t.name} collate nocase`)],
);

export const clientAddresses = sqliteTable(
  'client_addresses',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    street: text('street').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    country: text('country').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('client_addresses_client_idx').on(t.clientId)],
);

export const clientContacts = sqliteTable(
  'client_contacts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title'),
    phone: text('phone'), // digits only
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [index('client_contacts_client_idx').on(t.clientId)],
);
