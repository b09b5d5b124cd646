import type { AdminPage as AdminPageName, Role } from '@shop/shared';
import { usePageMeta } from '@shop/shared';
import { RemoteSlot } from '../remotes/remote-slot';
import { OWN_PAGES } from '../routes';
import { AdminGate } from './admin-gate';
import styles from './page.module.css';

function Loading() {
  return <section className={styles.page} aria-busy="true" aria-label="Loading" />;
}

/**
 * A staff page of the admin remote. The remote is asked for only inside the gate, so a
 * shopper (or a signed-out visitor) never downloads a byte of back-office code.
 */
function StaffFrame({ page, title, roles }: { page: AdminPageName; title: string; roles: Role[] }) {
  usePageMeta(title);
  return (
    <AdminGate title={title} roles={roles}>
      <RemoteSlot id="admin/routes" part={page} pick={(m) => m.pages[page]} loading={<Loading />} />
    </AdminGate>
  );
}

/** /pos: the counter, for admins and staff (docs/product.md D17). */
export function PosPage() {
  return <StaffFrame page="pos" title={OWN_PAGES.pos.title} roles={['admin', 'staff']} />;
}

/** /admin: the back office, for admins only (docs/product.md D11). */
export function AdminPage() {
  return <StaffFrame page="admin" title={OWN_PAGES.admin.title} roles={['admin']} />;
}
