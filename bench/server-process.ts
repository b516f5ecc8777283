/**
 * The server processes the load bench runs, and what it reads of them: a free
 * port, the production build (rebuilt only when a source is newer), starting
 * and stopping node, waiting for it to listen, and its memory, descendants and
 * CPU time from Linux /proc. bench/browser.ts starts its server with these too.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((e) => newestMtime(path.join(entry, e))));
}

/** The production build in a temp folder of its own, rebuilt only when a source is newer than it. */
export function productionBuild(): string {
  const key = crypto.createHash('sha256').update(process.cwd()).digest('hex').slice(0, 12);
  const dir = path.join(os.tmpdir(), `signboard-bench-build-${key}`);
  const stamp = path.join(dir, '.built-at');
  const sources = ['app', 'db', 'public', 'react-router.config.ts', 'vite.config.ts', 'package-lock.json'];
  const newest = Math.max(...sources.map((s) => newestMtime(path.resolve(s))));
  if (fs.existsSync(stamp) && Number(fs.readFileSync(stamp, 'utf8')) >= newest) return dir;
  console.log(`Building the app into ${dir} ...`);
  fs.rmSync(dir, { recursive: true, force: true });
  try {
    execFileSync('npm', ['run', 'build'], { stdio: 'pipe', env: { ...process.env, BUILD_DIR: dir, NODE_ENV: 'production' } });
  } catch (error) {
    console.error(String((error as { stderr?: Buffer }).stderr ?? error));
    throw new Error('npm run build failed');
  }
  // The server bundle imports its packages: resolve them from this checkout.
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  fs.writeFileSync(stamp, String(newest));
  return dir;
}

export async function waitForServer(port: number, child: ChildProcess, what: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => s.end(() => resolve(true)));
      s.on('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not start`);
}

/** Our production server on the bench's database (`node [nodeArgs] server.js`), on 127.0.0.1:port, mail kept in the outbox. */
export function startAppServer(buildDir: string, port: number, nodeArgs: string[] = []): ChildProcess {
  return startProcess([...nodeArgs, 'server.js'], {
    NODE_ENV: 'production',
    MAIL_OUTBOX: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    BUILD_DIR: buildDir,
    DATABASE_PATH: process.env.DATABASE_PATH,
    SESSION_SECRET: process.env.SESSION_SECRET,
    APP_ORIGIN: `http://127.0.0.1:${port}`,
  }, process.cwd());
}

export function startProcess(args: string[], env: NodeJS.ProcessEnv, cwd: string): ChildProcess {
  // stdout is a pipe read and dropped, as under a process manager (a log line per request costs what it would there).
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout?.resume();
  return child;
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await done;
  clearTimeout(timer);
}

export function statusKb(pid: number, field: 'VmHWM' | 'VmRSS' | 'RssAnon' | 'RssFile'): number {
  try {
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Pids of every descendant of `pid` (the PDF renderer's Chromium processes). */
export function descendants(pid: number): number[] {
  const parent = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* gone */
    }
  }
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [child, ppid] of parent) {
      if (tree.has(ppid) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  tree.delete(pid);
  return [...tree];
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc; 0 elsewhere). */
export function cpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();
