import { data } from 'react-router';

// Placeholder until its issue lands.
export const loader = () => data({ error: 'Not implemented' }, { status: 501 });
