import { useMessages, usePageMeta } from '@shop/shared';
import { pageMessages } from '../messages/pages/catalogs';
import styles from './page.module.css';

// docs/product.md#screens "Delivery info" and #constants (cut-off and days by prefecture).
const DELIVERY_DAYS: { days: number; prefectures: string[] }[] = [
  { days: 1, prefectures: ['Tokyo', 'Ibaraki', 'Yamanashi', 'Osaka', 'Kyoto', 'Aichi'] },
  { days: 2, prefectures: ['Hokkaido', 'Aomori', 'Okayama', 'Kochi', 'Fukuoka'] },
  { days: 3, prefectures: ['Okinawa'] },
];

export function DeliveryInfoPage() {
  const { t } = useMessages(pageMessages);
  const title = t('delivery.title');
  usePageMeta(title, t('delivery.description'));
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <ul>
        <li>{t('delivery.cutoff')}</li>
        <li>{t('delivery.closed')}</li>
        <li>{t('delivery.takes')}</li>
        <li>{t('delivery.tracking')}</li>
      </ul>
      <section className={styles.section}>
        <h2>{t('delivery.byPrefecture')}</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('delivery.time')}</th>
              <th scope="col">{t('delivery.prefectures')}</th>
            </tr>
          </thead>
          <tbody>
            {DELIVERY_DAYS.map((row) => (
              <tr key={row.days}>
                <td>{t('delivery.days', { days: row.days })}</td>
                <td>
                  {row.prefectures.map((name) => t(`prefecture.${name}`)).join(t('list.separator'))}
                </td>
              </tr>
            ))}
            <tr>
              <td>{t('delivery.days', { days: 2 })}</td>
              <td>{t('delivery.others')}</td>
            </tr>
          </tbody>
        </table>
      </section>
      <p className={styles.notice} role="note">
        <strong>{t('delivery.holidayTitle')}</strong> {t('delivery.holiday')}
      </p>
    </article>
  );
}
