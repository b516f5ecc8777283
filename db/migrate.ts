// `npm run db:migrate`: create or update the database file at DATABASE_PATH.
import { openDatabase } from './connection';

const db = openDatabase();
console.log(`Database ready at ${db.$client.name}`);
db.$client.close();
