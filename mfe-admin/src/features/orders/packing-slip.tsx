import styles from '../../lib/admin.module.css';
import { when } from '../../lib/format';
import { useLoad } from '../../lib/use-load';
import { dayText, deliveryMethodText, deliveryWhenText } from './delivery-text';
import { getPackingSlip, type PackingSlip } from './get-packing-slip';
import slip from './packing-slip.module.css';

/** The printable packing slip: the address in its country's order, how it goes, and the goods. */
export function PackingSlipView({ id, onClose }: { id: string; onClose: () => void }) {
  const [load] = useLoad(`packing-slip:${id}`, () => getPackingSlip(id));
  const tools = (
    <div className={`${styles.actions} ${slip.noPrint}`}>
      <button type="button" className={styles.secondary} onClick={onClose}>
        Back to the order
      </button>
      {load.status === 'ready' ? (
        <button type="button" className={styles.button} onClick={() => window.print()}>
          Print
        </button>
      ) : null}
    </div>
  );
  if (load.status === 'loading') {
    return (
      <div className={styles.section}>
        {tools}
        <p className={styles.muted}>Loading the packing slip of order {id}…</p>
      </div>
    );
  }
  if (load.status === 'error') {
    return (
      <div className={styles.section}>
        {tools}
        <p className={styles.error}>{load.message}</p>
      </div>
    );
  }
  const data: PackingSlip = load.data;
  const { delivery } = data;
  return (
    <div className={styles.section}>
      {tools}
      <article className={slip.slip} aria-label={`Packing slip of order ${data.orderId}`}>
        <header className={slip.head}>
          <h2 className={slip.title}>Packing slip</h2>
          <p className={slip.meta}>
            Order <strong>{data.orderId}</strong> · placed {when(data.createdAt)}
          </p>
        </header>
        <div className={slip.parts}>
          <section aria-label="Ship to">
            <h3 className={slip.label}>{delivery.method === 'ship' ? 'Ship to' : 'Hand over'}</h3>
            <address className={slip.address} aria-label="Address lines">
              {data.addressLines.map((line, index) => (
                <span key={index}>{line}</span>
              ))}
            </address>
          </section>
          <section aria-label="Delivery">
            <h3 className={slip.label}>Delivery</h3>
            <dl className={slip.facts}>
              <dt>Method</dt>
              <dd>{deliveryMethodText(delivery.method)}</dd>
              {delivery.method === 'ship' ? (
                <>
                  <dt>Ships</dt>
                  <dd>{dayText(data.shipDate)}</dd>
                  <dt>Deliver</dt>
                  <dd>{deliveryWhenText(delivery, data.deliveryDate)}</dd>
                </>
              ) : delivery.method === 'pickup' ? (
                <>
                  <dt>Ready</dt>
                  <dd>{dayText(data.deliveryDate)}</dd>
                </>
              ) : null}
            </dl>
          </section>
        </div>
        <table className={slip.items}>
          <thead>
            <tr>
              <th>Product</th>
              <th className={slip.qty}>Qty</th>
              <th className={slip.check}>Packed</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item) => (
              <tr key={item.productId}>
                <td>{item.name}</td>
                <td className={slip.qty}>{item.quantity}</td>
                <td className={slip.check} aria-hidden="true">
                  ☐
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Units</th>
              <td className={slip.qty}>{data.items.reduce((n, item) => n + item.quantity, 0)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </article>
    </div>
  );
}
