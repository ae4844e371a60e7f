import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');

export const SERVICE_NAMES = ['identity', 'catalog', 'deliveries', 'ledger', 'notifications'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
export type ProcessName = ServiceName | 'gateway';

export interface StackOptions {
  databaseUrl: string;
  redisUrl: string;
  kafkaBrokers?: string;
  /** Gateway port; services take the next five. */
  port: number;
  /** Prefix of every database name, the bus namespace and queue prefixes: keeps e2e runs off dev data. */
  namespace: string;
  logDir: string;
  log: (line: string) => void;
}

export interface Stack {
  url: string;
  urls: Record<ProcessName, string>;
  /** SIGKILL one process and start it again (the chaos tests use it). */
  restart(name: ProcessName, signal?: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
}

function entry(name: ProcessName): string {
  return path.join(ROOT, 'services', name, 'dist', 'main.js');
}

/** Starts every service and the gateway as separate processes from the compiled output and waits until ready. */
export async function startStack(opts: StackOptions): Promise<Stack> {
  mkdirSync(opts.logDir, { recursive: true });
  const ports = Object.fromEntries(SERVICE_NAMES.map((s, i) => [s, opts.port + 1 + i])) as Record<ServiceName, number>;
  const urls = {
    gateway: `http://127.0.0.1:${opts.port}`,
    ...Object.fromEntries(SERVICE_NAMES.map((s) => [s, `http://127.0.0.1:${ports[s]}`])),
  } as Record<ProcessName, string>;
  const deploymentId = `${opts.namespace}-${Date.now().toString(36)}`;

  const envFor = (name: ProcessName): NodeJS.ProcessEnv => {
    const common = { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', NODE_ENV: process.env.NODE_ENV ?? 'production' };
    if (name === 'gateway') {
      return {
        ...common,
        PORT: String(opts.port),
        DEPLOYMENT_ID: deploymentId,
        ...Object.fromEntries(SERVICE_NAMES.map((s) => [`${s.toUpperCase()}_URL`, urls[s]])),
      };
    }
    return {
      ...common,
      PORT: String(ports[name]),
      DATABASE_URL: opts.databaseUrl,
      DB_NAME: `${opts.namespace}_${name}`,
      REDIS_URL: opts.redisUrl,
      EVENT_BUS: opts.kafkaBrokers ? 'kafka' : 'redis',
      ...(opts.kafkaBrokers ? { KAFKA_BROKERS: opts.kafkaBrokers } : {}),
      BUS_NAMESPACE: opts.namespace,
      JWKS_URL: `${urls.identity}/.well-known/jwks.json`,
      DATA_DIR: path.join(ROOT, '.data', opts.namespace),
    };
  };

  const children = new Map<ProcessName, ChildProcess>();
  const launch = (name: ProcessName): void => {
    // The child writes its log file itself: piping through this process would cost CPU on every line.
    const out = openSync(path.join(opts.logDir, `${name}.log`), 'a');
    const child = spawn(process.execPath, [entry(name)], { env: envFor(name), stdio: ['ignore', out, out] });
    closeSync(out);
    child.on('exit', (code, signal) => {
      if (children.get(name) === child && !stopping)
        opts.log(`${name} exited (${signal ?? code}); see ${path.join(opts.logDir, `${name}.log`)}`);
    });
    children.set(name, child);
  };

  let stopping = false;
  const stop = async (): Promise<void> => {
    stopping = true;
    await Promise.all([...children.values()].map((c) => terminate(c)));
  };

  try {
    // Identity first: the others fetch its JWKS, and migrations run faster one by one.
    launch('identity');
    await waitReady('identity', `${urls.identity}/readyz`, children);
    for (const s of SERVICE_NAMES.slice(1)) launch(s);
    await Promise.all(SERVICE_NAMES.slice(1).map((s) => waitReady(s, `${urls[s]}/readyz`, children)));
    launch('gateway');
    await waitReady('gateway', `${urls.gateway}/healthz`, children);
  } catch (err) {
    await stop();
    throw err;
  }

  return {
    url: urls.gateway,
    urls,
    async restart(name, signal = 'SIGKILL') {
      const child = children.get(name);
      if (child) await terminate(child, signal);
      launch(name);
      await waitReady(name, `${urls[name]}/${name === 'gateway' ? 'healthz' : 'readyz'}`, children);
    },
    stop,
  };
}

async function waitReady(name: ProcessName, url: string, children: Map<ProcessName, ChildProcess>, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const child = children.get(name);
    if (child?.exitCode !== null && child?.exitCode !== undefined)
      throw new Error(`${name} exited with code ${child.exitCode} while starting; see its log`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} was not ready at ${url} within ${timeoutMs / 1000} s`);
}

function terminate(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}
