import { useLayoutEffect, useRef } from 'react';
import { isHydrating, pageTitle, useMessages, type RoutesModule } from '@shop/shared';
import { shellMessages } from '../messages/catalogs';
import type { RemotePageRef } from '../routes';
import { RemoteSlot } from './remote-slot';
import styles from './remote-page.module.css';

function PageSkeleton() {
  const { t } = useMessages(shellMessages);
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label={t('loading')}>
      <div className={styles.bar} />
      <div className={styles.block} />
    </div>
  );
}

/** A route owned by a remote: loaded lazily, isolated in its own boundary. */
export function RemotePage(ref: RemotePageRef) {
  // A layout effect runs before any page effect of the same commit, so a remote page
  // already loaded (which sets its title in a passive effect) always has the last word,
  // and a page whose remote is down never keeps the previous page's title.
  // A server-rendered page arrives titled by the server (with what the page itself will
  // say): no provisional title while it hydrates, only on later pages.
  const serverTitled = useRef(isHydrating());
  const { t } = useMessages(shellMessages);
  const title = t(`title.${ref.page}`);
  useLayoutEffect(() => {
    if (serverTitled.current) {
      serverTitled.current = false;
      return;
    }
    document.title = pageTitle(title);
  }, [title, ref.page]);
  const loading = <PageSkeleton />;
  // Each remote's `./routes` module maps its page names to components.
  const id = `${ref.remote}/routes` as const;
  return (
    <RemoteSlot
      id={id}
      part={ref.page}
      pick={(module) => (module as RoutesModule<string>).pages[ref.page]}
      loading={loading}
    />
  );
}
