import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { localSigningSecret } from './signing-secret';

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
  /** The built frontend the gateway serves (default: frontend/dist). */
  frontendDist?: string;
  log: (line: string) => void;
  /** Extra replicas per service (on the ports after the five), each its own process and log file. */
  replicas?: Partial<Record<ServiceName, number>>;
  /** Settings every process of this stack gets on top of this process's environment. */
  env?: Record<string, string>;
}

export interface Stack {
  url: string;
  /** The first replica of each service. */
  urls: Record<ProcessName, string>;
  /** Every replica of each service, the first one first. */
  replicaUrls: Record<ServiceName, string[]>;
  /** SIGKILL one process (the index-th replica of a service) and start it again (the chaos tests use it). */
  restart(name: ProcessName, index?: number, signal?: NodeJS.Signals): Promise<void>;
  /** SIGKILL one process and leave it down. */
  kill(name: ProcessName, index?: number, signal?: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
  /** The operating-system pid of every running process, by name (`catalog`, `catalog-2`, `gateway`, …). */
  pids(): Record<string, number>;
}

/** A process of the stack: a service's replica (index 0 is the first) or the gateway. */
const key = (name: ProcessName, index = 0) => (index === 0 ? name : `${name}-${index + 1}`);

function entry(name: ProcessName): string {
  return path.join(ROOT, 'services', name, 'dist', 'main.js');
}

/** Starts every service and the gateway as separate processes from the compiled output and waits until ready. */
export async function startStack(opts: StackOptions): Promise<Stack> {
  mkdirSync(opts.logDir, { recursive: true });
  // The first replicas keep the five ports after the gateway's; extra replicas take the ports after those.
  let nextPort = opts.port + 1 + SERVICE_NAMES.length;
  const ports = Object.fromEntries(
    SERVICE_NAMES.map((s, i) => [s, [opts.port + 1 + i, ...Array.from({ length: opts.replicas?.[s] ?? 0 }, () => nextPort++)]]),
  ) as Record<ServiceName, number[]>;
  const replicaUrls = Object.fromEntries(SERVICE_NAMES.map((s) => [s, ports[s].map((p) => `http://127.0.0.1:${p}`)])) as Record<
    ServiceName,
    string[]
  >;
  const urls = {
    gateway: `http://127.0.0.1:${opts.port}`,
    ...Object.fromEntries(SERVICE_NAMES.map((s) => [s, replicaUrls[s][0]])),
  } as Record<ProcessName, string>;
  const urlOf = (name: ProcessName, index = 0) => (name === 'gateway' ? urls.gateway : replicaUrls[name][index]!);
  const deploymentId = `${opts.namespace}-${Date.now().toString(36)}`;

  const envFor = (name: ProcessName, index: number): NodeJS.ProcessEnv => {
    const common = {
      ...process.env,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      SIGNING_SECRET: localSigningSecret(),
      ...opts.env,
    };
    if (name === 'gateway') {
      return {
        ...common,
        PORT: String(opts.port),
        DEPLOYMENT_ID: deploymentId,
        REDIS_URL: opts.redisUrl,
        BUS_NAMESPACE: opts.namespace,
        ...(opts.frontendDist ? { FRONTEND_DIST: opts.frontendDist } : {}),
        ...Object.fromEntries(SERVICE_NAMES.map((s) => [`${s.toUpperCase()}_URL`, replicaUrls[s].join(',')])),
      };
    }
    return {
      ...common,
      PORT: String(ports[name][index]),
      DATABASE_URL: opts.databaseUrl,
      DB_NAME: `${opts.namespace}_${name}`,
      REDIS_URL: opts.redisUrl,
      EVENT_BUS: opts.kafkaBrokers ? 'kafka' : 'redis',
      ...(opts.kafkaBrokers ? { KAFKA_BROKERS: opts.kafkaBrokers } : {}),
      BUS_NAMESPACE: opts.namespace,
      JWKS_URL: `${urls.identity}/.well-known/jwks.json`,
      // The ledger's reconciliation reads catalog's sold products service to service, with failover.
      CATALOG_URL: replicaUrls.catalog.join(','),
      // catalog's sales debit a seller's store credit in the ledger, service to service, with failover.
      LEDGER_URL: replicaUrls.ledger.join(','),
      DATA_DIR: path.join(ROOT, '.data', opts.namespace),
    };
  };

  const children = new Map<string, ChildProcess>();
  const killed = new Set<ChildProcess>();
  const launch = (name: ProcessName, index = 0): void => {
    const id = key(name, index);
    const logFile = path.join(opts.logDir, `${id}.log`);
    // The child writes its log file itself: piping through this process would cost CPU on every line.
    const out = openSync(logFile, 'a');
    const child = spawn(process.execPath, [entry(name)], { env: envFor(name, index), stdio: ['ignore', out, out] });
    closeSync(out);
    child.on('exit', (code, signal) => {
      if (children.get(id) === child && !stopping && !killed.has(child)) opts.log(`${id} exited (${signal ?? code}); see ${logFile}`);
    });
    children.set(id, child);
  };
  let gatewayLaunched = false;
  const ready = async (name: ProcessName, index = 0): Promise<void> => {
    for (let attempt = 1; ; attempt++) {
      try {
        await waitReady(key(name, index), `${urlOf(name, index)}/${name === 'gateway' ? 'healthz' : 'readyz'}`, children);
        return;
      } catch (err) {
        if (attempt >= 3 || children.get(key(name, index))?.exitCode === null) throw err;
        // The ports lie in the ephemeral range: an outgoing connection (even the process's own, to Redis)
        // may hold one. The second try moves the process to a free port; the gateway then learns the new URL.
        if (attempt === 2) {
          const port = await freePort();
          if (name === 'gateway') {
            opts.port = port;
            urls.gateway = `http://127.0.0.1:${port}`;
          } else {
            ports[name][index] = port;
            replicaUrls[name][index] = `http://127.0.0.1:${port}`;
            if (index === 0) urls[name] = replicaUrls[name][0]!;
          }
        }
        opts.log(`${key(name, index)} exited while starting; starting it again on ${urlOf(name, index)}`);
        launch(name, index);
        if (attempt === 2 && name !== 'gateway' && gatewayLaunched) await restartGateway();
      }
    }
  };
  const extra = SERVICE_NAMES.flatMap((s) => ports[s].slice(1).map((_, i) => [s, i + 1] as const));

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
    await Promise.all(SERVICE_NAMES.slice(1).map((s) => ready(s)));
    // Extra replicas once the first has migrated the database (two migrators would queue on knex's lock).
    for (const [s, i] of extra) launch(s, i);
    await Promise.all(extra.map(([s, i]) => ready(s, i)));
    launch('gateway');
    gatewayLaunched = true;
    await ready('gateway');
  } catch (err) {
    await stop();
    throw err;
  }

  const kill = async (name: ProcessName, index = 0, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> => {
    const child = children.get(key(name, index));
    if (!child) return;
    killed.add(child);
    await terminate(child, signal);
  };

  async function restartGateway(): Promise<void> {
    await kill('gateway');
    launch('gateway');
    await ready('gateway');
  }

  return {
    get url() {
      return urls.gateway;
    },
    urls,
    replicaUrls,
    kill,
    async restart(name, index = 0, signal = 'SIGKILL') {
      await kill(name, index, signal);
      launch(name, index);
      await ready(name, index);
    },
    stop,
    pids: () => Object.fromEntries([...children].flatMap(([id, c]) => (c.pid !== undefined && c.exitCode === null ? [[id, c.pid]] : []))),
  };
}

/** A port nothing listens on now (the caller binds it soon after). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitReady(name: string, url: string, children: Map<string, ChildProcess>, timeoutMs = 90_000): Promise<void> {
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
