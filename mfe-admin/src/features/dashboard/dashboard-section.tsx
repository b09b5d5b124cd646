import { Link, useSearchParams } from 'react-router-dom';
import styles from '../../lib/admin.module.css';
import { DAY_LOCALES, useWords } from '../../lib/i18n';
import { useLoad } from '../../lib/use-load';
import { getDashboard, type Dashboard } from './get-dashboard';

const CHART_W = 720;
const CHART_H = 200;
const PAD_BOTTOM = 22;
const PAD_LEFT = 4;

/** Revenue per day over 30 days as plain inline SVG bars; each bar names its day and figures. */
function RevenueChart({ days }: { days: Dashboard['last30Days']['days'] }) {
  const { t, taka, locale } = useWords();
  // A bar's day as the language writes a date; the axis keeps the short month-day.
  const dayName = (day: string) =>
    new Intl.DateTimeFormat(DAY_LOCALES[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );
  const axis = new Intl.DateTimeFormat(DAY_LOCALES[locale], {
    month: 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const max = Math.max(1, ...days.map((d) => d.revenue));
  const slot = (CHART_W - PAD_LEFT) / days.length;
  const usable = CHART_H - PAD_BOTTOM - 6;
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${CHART_W} ${CHART_H}`}
      role="img"
      aria-label={t('dashboard.chartLabel', { highest: taka(max) })}
    >
      <line
        x1={PAD_LEFT}
        x2={CHART_W}
        y1={CHART_H - PAD_BOTTOM}
        y2={CHART_H - PAD_BOTTOM}
        stroke="currentColor"
        strokeOpacity="0.25"
      />
      {days.map((d, i) => {
        const height = Math.round((d.revenue / max) * usable);
        const x = PAD_LEFT + i * slot + slot * 0.15;
        return (
          <g key={d.day}>
            <rect
              className={styles.chartBar}
              x={x}
              y={CHART_H - PAD_BOTTOM - height}
              width={slot * 0.7}
              height={Math.max(height, d.revenue > 0 ? 2 : 0)}
              rx="2"
            >
              <title>
                {t('dashboard.bar', {
                  day: dayName(d.day),
                  orders: d.orders,
                  revenue: taka(d.revenue),
                })}
              </title>
            </rect>
            {i % 5 === 0 || i === days.length - 1 ? (
              <text
                className={styles.chartAxis}
                x={i === days.length - 1 ? x + slot * 0.7 : x}
                y={CHART_H - 6}
                textAnchor={i === days.length - 1 ? 'end' : 'start'}
              >
                {locale === 'en' ? d.day.slice(5) : axis.format(new Date(`${d.day}T00:00:00Z`))}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

export function DashboardSection() {
  const { t, taka, when, num } = useWords();
  const [load] = useLoad('dashboard', (signal) => getDashboard(signal));
  const [, setParams] = useSearchParams();
  if (load.status === 'loading') return <p className={styles.muted}>{t('dashboard.loading')}</p>;
  if (load.status === 'error') return <p className={styles.error}>{load.message}</p>;
  const data = load.data;
  return (
    <div className={styles.section}>
      <div className={styles.cards}>
        <div className={styles.card}>
          <p className={styles.cardLabel}>{t('dashboard.ordersToday')}</p>
          <p className={styles.cardValue}>{num(data.today.orders)}</p>
        </div>
        <div className={styles.card}>
          <p className={styles.cardLabel}>{t('dashboard.revenueToday')}</p>
          <p className={styles.cardValue}>{taka(data.today.revenue)}</p>
        </div>
        <div className={styles.card}>
          <p className={styles.cardLabel}>{t('dashboard.orders30')}</p>
          <p className={styles.cardValue}>{num(data.last30Days.orders)}</p>
        </div>
        <div className={styles.card}>
          <p className={styles.cardLabel}>{t('dashboard.revenue30')}</p>
          <p className={styles.cardValue}>{taka(data.last30Days.revenue)}</p>
        </div>
      </div>
      <div className={styles.panel}>
        <h2 className={styles.panelTitle}>{t('dashboard.chartTitle')}</h2>
        <RevenueChart days={data.last30Days.days} />
      </div>
      <div className={styles.columns}>
        <div className={styles.panel}>
          {/* The count is every paid order (the API's count), the list only the oldest
              of them; the link opens the whole list (paid orders are web orders: a counter
              sale is delivered at once). */}
          <h2 className={styles.panelTitle}>
            <Link to="?tab=orders&status=paid" className={styles.titleLink}>
              {t('dashboard.waiting', { count: data.waitingToShipCount })}
            </Link>
          </h2>
          {data.waitingToShip.length === 0 ? (
            <p className={styles.muted}>{t('dashboard.nothingWaiting')}</p>
          ) : (
            <ul className={styles.list}>
              {data.waitingToShip.map((order) => (
                <li key={order.id}>
                  <button
                    type="button"
                    className={styles.rowButton}
                    onClick={() => setParams({ tab: 'orders', id: order.id })}
                  >
                    {order.id}
                  </button>
                  <span>{order.customerName}</span>
                  <span className={styles.muted}>{when(order.createdAt)}</span>
                  <span>{taka(order.total)}</span>
                </li>
              ))}
            </ul>
          )}
          {data.waitingToShipCount > data.waitingToShip.length ? (
            <p className={styles.muted}>
              {t('dashboard.oldestShown', { count: data.waitingToShip.length })}{' '}
              <Link to="?tab=orders&status=paid" className={styles.rowButton}>
                {t('dashboard.seeAll', { count: data.waitingToShipCount })}
              </Link>
            </p>
          ) : null}
        </div>
        <div className={styles.panel}>
          <h2 className={styles.panelTitle}>{t('dashboard.lowStock')}</h2>
          {data.lowStock.length === 0 ? (
            <p className={styles.muted}>{t('dashboard.stockFine', { count: 5 })}</p>
          ) : (
            <ul className={styles.list}>
              {data.lowStock.map((product) => (
                <li key={product.id}>
                  <button
                    type="button"
                    className={styles.rowButton}
                    onClick={() => setParams({ tab: 'products', id: product.id })}
                  >
                    {product.name}
                  </button>
                  <strong>{t('dashboard.left', { count: product.stockQuantity })}</strong>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
