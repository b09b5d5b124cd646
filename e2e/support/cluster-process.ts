import { forkSupport } from './child';
import type { ClusterReady, ClusterRequest } from './cluster-host';

/** `npm run start:cluster` as a test drives it, running in a process of its own. */
export interface ClusterProcess extends ClusterReady {
  /** Stop one API instance (0 or 1) as a crash would. */
  stopInstance(index: number): Promise<void>;
  /** Start a stopped instance again; resolves once it is healthy. */
  startInstance(index: number): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the cluster with `env` added to this process's environment. */
export async function startClusterProcess(env: Record<string, string>): Promise<ClusterProcess> {
  const child = await forkSupport<ClusterReady>('cluster-host', env);
  const ask = async (request: ClusterRequest) => void (await child.request(request));
  return {
    ...child.ready,
    stopInstance: (index) => ask({ op: 'stopInstance', index }),
    startInstance: (index) => ask({ op: 'startInstance', index }),
    stop: () => child.stop(),
  };
}
