import { REMOTES, appPort, envName } from '../lib/apps';

/** Where each remote's manifest lives: `REMOTE_<NAME>_URL`, else localhost and its port. */
export function remoteEntries(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(
    REMOTES.map((remote) => {
      const override = env[`REMOTE_${envName(remote.name)}_URL`];
      return [remote.name, override || `http://localhost:${appPort(remote, env)}/mf-manifest.json`];
    }),
  );
}
