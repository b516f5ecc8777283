// Types of server-drain.js (plain JavaScript, run by Node as it is) for the TypeScript that imports it: its test.
import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function onceDrainOnTheCompressedStream(req: IncomingMessage, res: ServerResponse, next: () => void): void;
