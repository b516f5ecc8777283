// Types of server-route-tables.js (plain JavaScript, run by Node as it is) for the TypeScript that imports it: its test.
type Build = { routes: Record<string, unknown>; assets: { routes: Record<string, unknown> } };

export declare function routeTables<B extends Build>(build: B, options?: { apart?: string[] }): { tables: Map<string, B>; whole: B };
export declare function requestKey(pathname: string): string;
export declare function tableFor<B extends Build>(split: { tables: Map<string, B>; whole: B }, pathname: string): B;
