import { Link } from 'react-router-dom';
import { richText, useMessages, usePageMeta } from '@shop/shared';
import { pageMessages } from '../messages/pages/catalogs';
import styles from './page.module.css';

export function AboutPage() {
  const { t } = useMessages(pageMessages);
  const title = t('about.title');
  usePageMeta(title, t('about.description'));
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{t('about.lead')}</p>
      <section className={styles.section}>
        <h2>{t('about.what')}</h2>
        <p>{richText(t('about.whatText'), [(text) => <Link to="/pc-builder">{text}</Link>])}</p>
      </section>
      <section className={styles.section}>
        <h2>{t('about.ship')}</h2>
        <p>{richText(t('about.shipText'), [(text) => <Link to="/delivery-info">{text}</Link>])}</p>
      </section>
    </article>
  );
}
