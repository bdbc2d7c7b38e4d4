// A small process supervisor for the topology test, standing in for docker-compose's `restart: unless-stopped`:
// every process it starts is started again when it exits, whatever the exit code, until the test stops it. Output
// goes to a log file per process, kept for a failing run.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

/** Like compose's restart delay: a moment, so a crash loop does not spin. */
const RESTART_DELAY_MS = 300;

export interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  logFile: string;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export class SupervisedProcess {
  private child: ChildProcess | null = null;
  private stopping = false;
  /** Every exit, in order (the test asserts how a process ended, e.g. 0 after SIGTERM). */
  readonly exits: Exit[] = [];
  private readonly log: fs.WriteStream;

  constructor(private readonly spec: ProcessSpec) {
    this.log = fs.createWriteStream(spec.logFile, { flags: 'a' });
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get starts(): number {
    return this.exits.length + (this.child ? 1 : 0);
  }

  start(): void {
    const child = spawn(this.spec.command, this.spec.args, { env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...this.spec.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    child.stdout?.pipe(this.log, { end: false });
    child.stderr?.pipe(this.log, { end: false });
    child.once('exit', (code, signal) => {
      this.exits.push({ code, signal });
      this.child = null;
      this.log.write(`\n--- ${this.spec.name} exited (code ${code}, signal ${signal})${this.stopping ? '' : '; restarting'}\n`);
      if (!this.stopping) setTimeout(() => !this.stopping && this.start(), RESTART_DELAY_MS);
    });
  }

  kill(signal: NodeJS.Signals): void {
    this.child?.kill(signal);
  }

  /** Resolves after the current process has exited (and, unless stopped, been started again). */
  async exited(previousExits: number, timeoutMs = 60_000): Promise<Exit> {
    const deadline = Date.now() + timeoutMs;
    while (this.exits.length <= previousExits) {
      if (Date.now() > deadline) throw new Error(`${this.spec.name} did not exit`);
      await sleep(50);
    }
    return this.exits[previousExits];
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const child = this.child;
    if (!child) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => (clearTimeout(timer), resolve()));
      child.kill('SIGTERM');
    });
    this.log.end();
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls until the URL answers 200 (a process coming up or back). */
export async function waitForOk(url: string, timeoutMs: number, headers: Record<string, string> = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { headers, signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/** Pids of a process's children (a cluster primary's workers). Linux only, as the test is. */
export function childPids(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
