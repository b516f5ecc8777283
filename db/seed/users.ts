/** Staff accounts: the roles every screen needs to be tried with (docs/product.md § Roles and permissions). */
import { users, type Role, type Status } from '../schema';
import { daysAgo, type Tx } from './types';

interface UserSeed {
  email: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  role: Role;
  status: Status;
  addedDaysAgo: number;
}

export const USER_SEEDS: readonly UserSeed[] = [
  { email: 'owner@signboard.local', firstName: 'Morgan', lastName: 'Reyes', jobTitle: 'Owner', role: 'Super-Admin', status: 'Active', addedDaysAgo: 400 },
  { email: 'admin@signboard.local', firstName: 'Dana', lastName: 'Whitfield', jobTitle: 'Operations Manager', role: 'Admin', status: 'Active', addedDaysAgo: 380 },
  { email: 'estimator@signboard.local', firstName: 'Sam', lastName: 'Ortiz', jobTitle: 'Estimator', role: 'User', status: 'Active', addedDaysAgo: 300 },
  { email: 'pm@signboard.local', firstName: 'Priya', lastName: 'Nair', jobTitle: 'Project Manager', role: 'User', status: 'Active', addedDaysAgo: 250 },
  // So the users screen's Disabled tab has someone in it.
  { email: 'disabled@signboard.local', firstName: 'Casey', lastName: 'Holt', jobTitle: 'Estimator', role: 'User', status: 'Disabled', addedDaysAgo: 500 },
];

/** Inserts missing users (by e-mail) and returns every user's id by e-mail. */
export function seedUsers(tx: Tx, now: number): Map<string, number> {
  for (const u of USER_SEEDS) {
    tx.insert(users)
      .values({
        email: u.email.toLowerCase(),
        fullName: `${u.firstName} ${u.lastName}`,
        firstName: u.firstName,
        lastName: u.lastName,
        jobTitle: u.jobTitle,
        role: u.role,
        status: u.status,
        createdAt: daysAgo(u.addedDaysAgo, now),
      })
      .onConflictDoNothing()
      .run();
  }
  const ids = new Map<string, number>();
  for (const row of tx.select({ id: users.id, email: users.email }).from(users).all()) ids.set(row.email, row.id);
  return ids;
}
