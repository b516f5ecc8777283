/** The staff member a test's writes are made by (every job and line write takes one, for the job's History). */
import type { StaffActor } from '../../app/server/lifecycle/history.server';

export const testStaff: StaffActor = { kind: 'staff', user: { id: 0, fullName: 'Test Staff' } };
