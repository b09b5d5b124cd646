import { usePageMeta } from '@shop/shared';
import { useSearchParams } from 'react-router-dom';
import { AuditSection } from '../features/audit/audit-section';
import { CarouselSection } from '../features/carousel/carousel-section';
import { CouponsSection } from '../features/coupons/coupons-section';
import { DashboardSection } from '../features/dashboard/dashboard-section';
import { JobsSection } from '../features/jobs/jobs-section';
import { OrdersSection } from '../features/orders/orders-section';
import { ProductsSection } from '../features/products/products-section';
import { ReviewsSection } from '../features/reviews/reviews-section';
import { StaffSection } from '../features/staff/staff-section';
import styles from '../lib/admin.module.css';
import { useWords } from '../lib/i18n';

// Each tab's label is the message `tab.<id>`.
const TABS = [
  { id: 'dashboard', Section: DashboardSection },
  { id: 'orders', Section: OrdersSection },
  { id: 'products', Section: ProductsSection },
  { id: 'reviews', Section: ReviewsSection },
  { id: 'coupons', Section: CouponsSection },
  { id: 'carousel', Section: CarouselSection },
  { id: 'audit', Section: AuditSection },
  { id: 'staff', Section: StaffSection },
  { id: 'jobs', Section: JobsSection },
] as const;

/** /admin: the back office. The section lives in the address (?tab=), so it survives a reload. */
export default function BackOfficePage() {
  const { t } = useWords();
  usePageMeta(t('title.admin'));
  const [params, setParams] = useSearchParams();
  const current = TABS.find((tab) => tab.id === params.get('tab')) ?? TABS[0];
  const Section = current.Section;
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('backOffice.heading')}</h1>
      <div role="tablist" aria-label={t('backOffice.sections')} className={styles.tabs}>
        {TABS.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            aria-selected={tab.id === current.id}
            className={styles.tab}
            onClick={() => setParams({ tab: tab.id })}
          >
            {t(`tab.${tab.id}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(`tab.${current.id}`)}>
        <Section />
      </div>
    </section>
  );
}
