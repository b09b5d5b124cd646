import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_EXPOSES } from '../contracts/remotes.generated';
import { REMOTE_ROUTES, type RemoteName } from '../contracts/routes';
import { SHELL_WIDGETS } from '../contracts/shell-needs';
import * as authTopics from '../events/auth';
import * as cartTopics from '../events/cart';
import * as shopTopics from '../events/shop';
import { sourceFiles } from './source-files';

// A remote's contract with the shell, checked in the remote's own tests (`npm test -w
// <remote>`), so a remote that drops or renames what the shell uses fails its own CI, not a
// shopper's page:
// - the shell's typed view of the remote (remotes.generated.ts) is what the remote exposes;
// - every page of the shell's route table is a page component of the remote's `./routes`;
// - every widget the shell's header loads is exposed, its default export a component;
// - every bus topic the remote owns is answered (or published) by the remote's code.

export interface RemoteUnderTest {
  /** Federation name, as in the route table. */
  name: RemoteName;
  /** The remote's workspace folder (where exposes.ts is). */
  dir: string;
  /** The remote's exposes.ts: expose -> file. */
  exposes: Readonly<Record<string, string>>;
}

type Exported = Record<string, unknown>;

const isComponent = (value: unknown) =>
  typeof value === 'function' ||
  // React.lazy and React.memo are objects holding the component.
  (typeof value === 'object' && value !== null && '$$typeof' in value);

async function loadExpose(remote: RemoteUnderTest, expose: string): Promise<Exported> {
  const file = remote.exposes[expose];
  if (!file) throw new Error(`${remote.name} does not expose ${expose}`);
  return (await import(path.join(remote.dir, file))) as Exported;
}

/** What the remote's source files say (tests and test kits left out). */
function sourceText(dir: string): string {
  return sourceFiles(path.join(dir, 'src'))
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('\n');
}

/** How the owner of each kind of topic serves it on the bus. */
const SERVED_BY = {
  state: (id: string) => new RegExp(`\\.publish\\(\\s*${id}\\b`),
  signal: (id: string) => new RegExp(`\\.emit\\(\\s*${id}\\b`),
  command: (id: string) => new RegExp(`\\.handle\\(\\s*${id}\\b`),
  request: (id: string) => new RegExp(`answerRequests\\([^,]+,\\s*${id}\\b`),
} as const;

export function describeRemoteContract(remote: RemoteUnderTest): void {
  const view = REMOTE_EXPOSES[remote.name];

  describe(`the ${remote.name} remote's contract with the shell`, () => {
    it("the shell's typed view of it is what it exposes (else: npm run contracts)", async () => {
      expect(Object.keys(remote.exposes).sort()).toEqual([...view.exposes].sort());
      const { pages } = (await loadExpose(remote, './routes')) as { pages: Exported };
      expect(Object.keys(pages).sort()).toEqual([...view.pages].sort());
    });

    it("offers every page of the shell's route table as a component", async () => {
      const { pages } = (await loadExpose(remote, './routes')) as { pages?: Exported };
      const missing = Object.keys(REMOTE_ROUTES[remote.name]).filter(
        (page) => !isComponent(pages?.[page]),
      );
      expect(missing).toEqual([]);
    });

    it("offers every widget the shell's header loads, each a component", async () => {
      const needed = SHELL_WIDGETS.filter((id) => id.startsWith(`${remote.name}/`));
      const broken: string[] = [];
      for (const id of needed) {
        const expose = `./${id.slice(remote.name.length + 1)}`;
        if (!(expose in remote.exposes)) broken.push(`${id}: not exposed`);
        else if (!isComponent((await loadExpose(remote, expose)).default))
          broken.push(`${id}: its default export is not a component`);
      }
      expect(broken).toEqual([]);
    });

    it('serves every bus topic it owns', () => {
      const source = sourceText(remote.dir);
      const owned = Object.entries<unknown>({ ...authTopics, ...cartTopics, ...shopTopics }).filter(
        (entry): entry is [string, { kind: keyof typeof SERVED_BY; owner: string; name: string }] =>
          typeof entry[1] === 'object' &&
          entry[1] !== null &&
          'owner' in entry[1] &&
          (entry[1] as { owner: string }).owner === remote.name,
      );
      const unserved = owned
        .filter(([identifier, topic]) => !SERVED_BY[topic.kind](identifier).test(source))
        .map(([, topic]) => `${topic.name} (${topic.kind})`);
      expect(unserved).toEqual([]);
    });
  });
}
