import type { AdminPage as AdminPageName, Role } from '@shop/shared';
import { useMessages, usePageMeta } from '@shop/shared';
import { shellMessages } from '../messages/catalogs';
import { pageMessages } from '../messages/pages/catalogs';
import { RemoteSlot } from '../remotes/remote-slot';
import { AdminGate } from './admin-gate';
import styles from './page.module.css';

function Loading() {
  const { t } = useMessages(shellMessages);
  return <section className={styles.page} aria-busy="true" aria-label={t('loading')} />;
}

/**
 * A staff page of the admin remote. The remote is asked for only inside the gate, so a
 * shopper (or a signed-out visitor) never downloads a byte of back-office code.
 */
function StaffFrame({ page, roles }: { page: AdminPageName; roles: Role[] }) {
  const { t } = useMessages(pageMessages);
  const title = t(`staff.${page}`);
  usePageMeta(title);
  return (
    <AdminGate title={title} roles={roles}>
      <RemoteSlot id="admin/routes" part={page} pick={(m) => m.pages[page]} loading={<Loading />} />
    </AdminGate>
  );
}

/** /pos: the counter, for admins and staff (docs/product.md D17). */
export function PosPage() {
  return <StaffFrame page="pos" roles={['admin', 'staff']} />;
}

/** /admin: the back office, for admins only (docs/product.md D11). */
export function AdminPage() {
  return <StaffFrame page="admin" roles={['admin']} />;
}
