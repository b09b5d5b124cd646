import { richText } from '@shop/shared';
import styles from '../../lib/admin.module.css';
import { useWords } from '../../lib/i18n';
import { useLoad } from '../../lib/use-load';
import { dayText, deliveryMethodText, deliveryWhenText } from './delivery-text';
import { getPackingSlip, type PackingSlip } from './get-packing-slip';
import slip from './packing-slip.module.css';

/** The printable packing slip: the address in its country's order, how it goes, and the goods. */
export function PackingSlipView({ id, onClose }: { id: string; onClose: () => void }) {
  const words = useWords();
  const { t, when, num } = words;
  const [load] = useLoad(`packing-slip:${id}`, () => getPackingSlip(id));
  const tools = (
    <div className={`${styles.actions} ${slip.noPrint}`}>
      <button type="button" className={styles.secondary} onClick={onClose}>
        {t('slip.back')}
      </button>
      {load.status === 'ready' ? (
        <button type="button" className={styles.button} onClick={() => window.print()}>
          {t('slip.print')}
        </button>
      ) : null}
    </div>
  );
  if (load.status === 'loading') {
    return (
      <div className={styles.section}>
        {tools}
        <p className={styles.muted}>{t('slip.loading', { id })}</p>
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
      <article className={slip.slip} aria-label={t('slip.label', { id: data.orderId })}>
        <header className={slip.head}>
          <h2 className={slip.title}>{t('order.packingSlip')}</h2>
          <p className={slip.meta}>
            {richText(t('slip.meta', { id: data.orderId, when: when(data.createdAt) }), [
              (text) => <strong>{text}</strong>,
            ])}
          </p>
        </header>
        <div className={slip.parts}>
          <section aria-label={t('order.shipTo')}>
            <h3 className={slip.label}>
              {delivery.method === 'ship' ? t('order.shipTo') : t('slip.handOver')}
            </h3>
            <address className={slip.address} aria-label={t('slip.addressLines')}>
              {data.addressLines.map((line, index) => (
                <span key={index}>{line}</span>
              ))}
            </address>
          </section>
          <section aria-label={t('order.delivery')}>
            <h3 className={slip.label}>{t('order.delivery')}</h3>
            <dl className={slip.facts}>
              <dt>{t('slip.method')}</dt>
              <dd>{deliveryMethodText(delivery.method, words)}</dd>
              {delivery.method === 'ship' ? (
                <>
                  <dt>{t('order.ships')}</dt>
                  <dd>{dayText(data.shipDate, words)}</dd>
                  <dt>{t('slip.deliver')}</dt>
                  <dd>{deliveryWhenText(delivery, data.deliveryDate, words)}</dd>
                </>
              ) : delivery.method === 'pickup' ? (
                <>
                  <dt>{t('slip.ready')}</dt>
                  <dd>{dayText(data.deliveryDate, words)}</dd>
                </>
              ) : null}
            </dl>
          </section>
        </div>
        <table className={slip.items}>
          <thead>
            <tr>
              <th>{t('order.product')}</th>
              <th className={slip.qty}>{t('order.qty')}</th>
              <th className={slip.check}>{t('slip.packed')}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item) => (
              <tr key={item.productId}>
                <td>{item.name}</td>
                <td className={slip.qty}>{num(item.quantity)}</td>
                <td className={slip.check} aria-hidden="true">
                  ☐
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('refund.units')}</th>
              <td className={slip.qty}>
                {num(data.items.reduce((n, item) => n + item.quantity, 0))}
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      </article>
    </div>
  );
}
