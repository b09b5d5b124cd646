import { startCluster, type RunningCluster } from '../../scripts/start-cluster';
import { serveParent } from './child';

// `npm run start:cluster` for a test, in a process of its own (see cluster-process.ts): its
// shell server loads remotes through the federation runtime (see child.ts).

let cluster: RunningCluster | undefined;

export interface ClusterReady {
  url: string;
  apiUrl: string;
  apiUrls: string[];
}

export type ClusterRequest = { op: 'stopInstance' | 'startInstance'; index: number };

serveParent<Record<string, string>, ClusterReady>({
  async start(env) {
    cluster = await startCluster({
      // As in shop.ts: the shell's page cache is off unless the test turns it on.
      env: { ...process.env, SSR_CACHE_TTL_MS: '0', ...env },
      quiet: true,
      log: () => undefined,
    });
    return { url: cluster.url, apiUrl: cluster.apiUrl, apiUrls: cluster.apiUrls };
  },
  async request(payload) {
    const { op, index } = payload as ClusterRequest;
    if (!cluster) throw new Error('the cluster is not running');
    await cluster[op](index);
    return null;
  },
  async stop() {
    await cluster?.stop();
    cluster = undefined;
  },
});
