import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { aptInstall, isRoot } from './apt';
import { postgresAnswers } from '../../packages/kit/src/testing/probes';

export const LOCAL_PG_PORT = 55432;

function binDir(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : undefined;
}

/** Runs a Postgres binary; as root, as the `postgres` system user, because Postgres refuses to run as root. */
function pgRun(bin: string, args: string[]): void {
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const result = spawnSync(cmd as string, argv as string[], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${path.basename(bin)} failed: ${result.stderr || result.stdout}`);
}

/** Starts (or reuses) a project-local Postgres under `dataRoot/postgres` on its own port. */
export async function startLocalPostgres(dataRoot: string, log: (line: string) => void): Promise<{ url: string; started: boolean }> {
  const url = `postgres://postgres@127.0.0.1:${LOCAL_PG_PORT}/postgres`;
  if (await postgresAnswers(url)) return { url, started: false };
  if (!binDir()) aptInstall(['postgresql'], 'no Postgres server was found', log);
  const bin = binDir();
  if (!bin) throw new Error('Postgres binaries are missing after installing postgresql');

  const dir = path.join(dataRoot, 'postgres');
  const data = path.join(dir, 'data');
  const socketDir = path.join(dir, 'run');
  mkdirSync(socketDir, { recursive: true });
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
    chownSync(socketDir, uid, gid);
    // The postgres user must be able to reach the data folder through the repository's parents.
    spawnSync('chmod', ['o+x', dataRoot]);
  }
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    log(`initializing a project-local Postgres in ${path.relative(process.cwd(), data)}`);
    pgRun(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--encoding=UTF8', '--no-locale']);
  }
  log(`starting project-local Postgres on 127.0.0.1:${LOCAL_PG_PORT}`);
  pgRun(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(dir, 'postgres.log'),
    '-w',
    '-o',
    `-p ${LOCAL_PG_PORT} -k ${socketDir} -c listen_addresses=127.0.0.1 -c max_connections=300`,
    'start',
  ]);
  if (!(await postgresAnswers(url))) throw new Error(`Postgres did not answer on ${LOCAL_PG_PORT}; see ${path.join(dir, 'postgres.log')}`);
  return { url, started: true };
}

export function stopLocalPostgres(dataRoot: string): void {
  const bin = binDir();
  const data = path.join(dataRoot, 'postgres', 'data');
  if (bin && existsSync(path.join(data, 'postmaster.pid'))) pgRun(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']);
}
