import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { authSession, isApiError, useBusState, useMessages } from '@shop/shared';
import { builderMessages } from '../../messages/catalogs';
import { buildStore } from './build-store';
import { deleteBuild } from './delete-build';
import { getBuild } from './get-build';
import { getSelection } from './get-selection';
import { listBuilds, type SavedBuild } from './list-builds';
import { deleteLocalBuild, readLocalBuilds, type LocalBuild } from './local-builds';
import { partIds, sharePath, sharedBuildPath } from './share-link';
import styles from './builder.module.css';

interface SavedBuildsProps {
  /** Changes whenever a build was saved, so the lists reload. */
  version: number;
}

/** Saved builds: the account's when signed in, and this browser's. */
export function SavedBuilds({ version }: SavedBuildsProps) {
  const { t } = useMessages(builderMessages);
  const { user } = useBusState(authSession);
  const [account, setAccount] = useState<SavedBuild[] | null>(null);
  const [local, setLocal] = useState<LocalBuild[]>([]);
  const [message, setMessage] = useState('');
  const [reload, setReload] = useState(0);

  useEffect(() => {
    setLocal(readLocalBuilds());
    if (!user) {
      setAccount(null);
      return;
    }
    let live = true;
    listBuilds().then(
      (builds) => live && setAccount(builds),
      (error: unknown) =>
        live && setMessage(isApiError(error) ? error.message : t('saved.listFailed')),
    );
    return () => {
      live = false;
    };
  }, [user, version, reload, t]);

  async function loadAccountBuild(saved: SavedBuild) {
    try {
      // Opened, the build is checked by the API against the catalog as it is now.
      const build = await getBuild(saved.id);
      const parts = await getSelection(Object.values(build.parts));
      const byId = new Map(parts.map((part) => [part.id, part]));
      const chosen = Object.fromEntries(
        Object.entries(build.parts).flatMap(([slot, id]) => {
          const part = byId.get(id);
          return part ? [[slot, part]] : [];
        }),
      );
      buildStore.replace(chosen);
      buildStore.refresh(parts);
      const lost = Object.keys(build.parts).length - Object.keys(chosen).length;
      const errors = build.check.problems.filter((problem) => problem.severity === 'error').length;
      setMessage(
        [
          lost > 0
            ? t('saved.loadedLost', { name: build.name, lost })
            : t('saved.loaded', { name: build.name }),
          errors > 0 ? t('saved.problems', { count: errors }) : '',
        ]
          .filter(Boolean)
          .join(' '),
      );
    } catch (error) {
      setMessage(isApiError(error) ? error.message : t('saved.loadFailed'));
    }
  }

  async function removeAccountBuild(build: SavedBuild) {
    try {
      await deleteBuild(build.id);
      setMessage(t('saved.deleted', { name: build.name }));
      setReload((n) => n + 1);
    } catch (error) {
      setMessage(isApiError(error) ? error.message : t('saved.deleteFailed'));
    }
  }

  if (!account?.length && local.length === 0) return null;
  return (
    <section className={styles.saved} aria-label={t('saved.label')}>
      <h2 className={styles.groupTitle}>{t('saved.title')}</h2>
      {account && account.length > 0 && (
        <BuildList
          title={t('saved.account')}
          builds={account.map((build) => ({
            id: build.id,
            name: build.name,
            parts: Object.keys(build.parts).length,
            shareHref: sharedBuildPath(build.shareId),
            load: () => void loadAccountBuild(build),
            remove: () => void removeAccountBuild(build),
          }))}
        />
      )}
      {local.length > 0 && (
        <BuildList
          title={t('saved.browser')}
          builds={local.map((build) => ({
            id: build.id,
            name: build.name,
            parts: Object.keys(build.parts).length,
            shareHref: sharePath(build.name, partIds(build.parts)),
            load: () => {
              buildStore.replace(build.parts);
              void getSelection(Object.values(partIds(build.parts)))
                .then((parts) => buildStore.refresh(parts))
                .catch(() => undefined);
              setMessage(t('saved.loaded', { name: build.name }));
            },
            remove: () => {
              deleteLocalBuild(build.id);
              setLocal(readLocalBuilds());
              setMessage(t('saved.deleted', { name: build.name }));
            },
          }))}
        />
      )}
      <p role="status" className={styles.status}>
        {message}
      </p>
    </section>
  );
}

interface ListedBuild {
  id: string;
  name: string;
  parts: number;
  shareHref: string;
  load: () => void;
  remove: () => void;
}

/** One group of saved builds, each with Load, its share link and Delete. */
function BuildList({ title, builds }: { title: string; builds: ListedBuild[] }) {
  const { t } = useMessages(builderMessages);
  return (
    <>
      <h3 className={styles.savedTitle}>{title}</h3>
      <ul className={styles.savedList}>
        {builds.map((build) => (
          <li key={build.id} className={styles.savedItem}>
            <span className={styles.savedName}>{build.name}</span>
            <span className={styles.slotDescription}>
              {t('saved.parts', { count: build.parts })}
            </span>
            <div className={styles.row}>
              <button
                type="button"
                className={styles.link}
                onClick={build.load}
                aria-label={t('saved.loadNamed', { name: build.name })}
              >
                {t('saved.load')}
              </button>
              {/* Through the router: the link stays in the page's language (/bn/pc-builder?...). */}
              <Link className={styles.link} to={build.shareHref}>
                {t('saved.share')}
              </Link>
              <button
                type="button"
                className={styles.link}
                onClick={build.remove}
                aria-label={t('saved.deleteNamed', { name: build.name })}
              >
                {t('saved.delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
