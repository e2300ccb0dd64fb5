import { spawn } from 'node:child_process';

export interface ProcessResult {
  code: number | null;
  stderrTail: string;
}

/**
 * Runs a program with an argument list (never a shell: no quoting, no injection through slide text), killing
 * it when `signal` aborts. Stdout arrives line by line (ffmpeg's `-progress pipe:1`); stderr keeps its last 4 KB
 * for the log.
 */
export function runProcess(
  command: string,
  args: string[],
  options: { cwd: string; signal: AbortSignal; onLine?: (line: string) => void },
): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    if (options.signal.aborted) return reject(new Error('aborted'));
    const child = spawn(command, args, { cwd: options.cwd, shell: false, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let pending = '';
    const kill = () => child.kill('SIGKILL');
    options.signal.addEventListener('abort', kill, { once: true });
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) options.onLine?.(line.trim());
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4096);
    });
    child.on('error', (error) => {
      options.signal.removeEventListener('abort', kill);
      reject(error);
    });
    child.on('close', (code) => {
      options.signal.removeEventListener('abort', kill);
      resolve({ code, stderrTail: stderr });
    });
  });
}

/** At most `limit` renders at once in this process (each ffmpeg uses the cores it finds). */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async use<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      return await work();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}
