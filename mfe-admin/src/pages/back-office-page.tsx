import { usePageMeta } from '@shop/shared';
import { useSearchParams } from 'react-router-dom';
import { AuditSection } from '../features/audit/audit-section';
import { CarouselSection } from '../features/carousel/carousel-section';
import { CouponsSection } from '../features/coupons/coupons-section';
import { DashboardSection } from '../features/dashboard/dashboard-section';
import { OrdersSection } from '../features/orders/orders-section';
import { ProductsSection } from '../features/products/products-section';
import { StaffSection } from '../features/staff/staff-section';
import styles from '../lib/admin.module.css';

const TABS = [
  { id: 'dashboard', label: 'Dashboard', Section: DashboardSection },
  { id: 'orders', label: 'Orders', Section: OrdersSection },
  { id: 'products', label: 'Products', Section: ProductsSection },
  { id: 'coupons', label: 'Coupons', Section: CouponsSection },
  { id: 'carousel', label: 'Carousel', Section: CarouselSection },
  { id: 'audit', label: 'Audit log', Section: AuditSection },
  { id: 'staff', label: 'Staff', Section: StaffSection },
] as const;

/** /admin: the back office. The section lives in the address (?tab=), so it survives a reload. */
export default function BackOfficePage() {
  usePageMeta('Admin');
  const [params, setParams] = useSearchParams();
  const current = TABS.find((tab) => tab.id === params.get('tab')) ?? TABS[0];
  const Section = current.Section;
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Back office</h1>
      <div role="tablist" aria-label="Back office sections" className={styles.tabs}>
        {TABS.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            aria-selected={tab.id === current.id}
            className={styles.tab}
            onClick={() => setParams({ tab: tab.id })}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={current.label}>
        <Section />
      </div>
    </section>
  );
}
