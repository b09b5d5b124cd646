import { Link } from 'react-router-dom';
import { useMessages, usePageMeta } from '@shop/shared';
import { pageMessages } from '../messages/pages/catalogs';
import styles from './page.module.css';

export function NotFoundPage() {
  const { t } = useMessages(pageMessages);
  usePageMeta(t('notFound.title'));
  return (
    <section className={`${styles.page} ${styles.center}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.lead}>{t('notFound.lead')}</p>
      <Link to="/" className={styles.button}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
