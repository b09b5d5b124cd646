import { usePageMeta } from '@shop/shared';
import { OWN_PAGES } from '../routes';
import styles from './page.module.css';

// docs/product.md#screens "Delivery info" and #constants (cut-off and days by prefecture).
const DELIVERY_DAYS: { days: number; prefectures: string[] }[] = [
  { days: 1, prefectures: ['Tokyo', 'Ibaraki', 'Yamanashi', 'Osaka', 'Kyoto', 'Aichi'] },
  { days: 2, prefectures: ['Hokkaido', 'Aomori', 'Okayama', 'Kochi', 'Fukuoka'] },
  { days: 3, prefectures: ['Okinawa'] },
];

export function DeliveryInfoPage() {
  const { title, description } = OWN_PAGES.deliveryInfo;
  usePageMeta(title, description);
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <ul>
        <li>
          Orders placed before 3PM ship in 1 business day; orders after 3PM ship in 2 business days.
        </li>
        <li>We do not ship on Sundays and public holidays.</li>
        <li>Delivery takes 1-3 days depending on your region.</li>
        <li>A tracking number is e-mailed to you at about 10PM on the shipping day.</li>
      </ul>
      <section className={styles.section}>
        <h2>Delivery days by prefecture</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Delivery time</th>
              <th scope="col">Prefectures</th>
            </tr>
          </thead>
          <tbody>
            {DELIVERY_DAYS.map((row) => (
              <tr key={row.days}>
                <td>
                  {row.days} {row.days === 1 ? 'day' : 'days'}
                </td>
                <td>{row.prefectures.join(', ')}</td>
              </tr>
            ))}
            <tr>
              <td>2 days</td>
              <td>All other prefectures</td>
            </tr>
          </tbody>
        </table>
      </section>
      <p className={styles.notice} role="note">
        <strong>July holiday notice:</strong> around the Marine Day holiday in July our warehouse is
        closed; orders placed during the holiday ship on the next business day.
      </p>
    </article>
  );
}
