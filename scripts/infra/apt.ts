import { spawnSync } from 'node:child_process';

let updated = false;

export function isRoot(): boolean {
  return process.getuid?.() === 0;
}

/** Installs Debian packages when we are root; otherwise says exactly what to install. */
export function aptInstall(packages: string[], why: string, log: (line: string) => void): void {
  if (!isRoot())
    throw new Error(
      `${why}: install the Debian package(s) ${packages.join(', ')} (apt-get install -y ${packages.join(' ')}) and run again.`,
    );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!updated) {
    log('apt-get update');
    const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    if (update.status !== 0) throw new Error('apt-get update failed');
    updated = true;
  }
  log(`apt-get install -y ${packages.join(' ')} (${why})`);
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  if (install.status !== 0) throw new Error(`apt-get install ${packages.join(' ')} failed`);
}
