import { useWords } from '../../lib/i18n';
import type { Paper, Receipt } from './use-pos-counter';
import styles from './pos.module.css';

/** The last sale: what the customer is owed or was charged, and the receipt to print. */
export function ReceiptView({
  receipt,
  paper,
  onPaper,
  onNewSale,
}: {
  receipt: Receipt;
  paper: Paper;
  onPaper: (paper: Paper) => void;
  onNewSale: () => void;
}) {
  const { sale } = receipt;
  const { t, taka, when, num } = useWords();
  return (
    <section className={styles.page}>
      {/* The page size follows the chosen paper roll when the receipt is printed. */}
      <style>{`@media print { @page { size: ${paper}mm auto; margin: 0; } }`}</style>
      <div className={styles.noPrint}>
        <h1 className={styles.title}>{t('pos.complete')}</h1>
        <p className={styles.notice} role="status">
          {sale.paymentMethod === 'cash'
            ? t('pos.changeDue', { amount: taka(sale.change) })
            : t('pos.cardCharged', { amount: taka(sale.total) })}
        </p>
        <div className={styles.actions}>
          <label className={styles.field}>
            {t('pos.paper')}
            <select
              className={styles.input}
              value={paper}
              onChange={(event) => onPaper(Number(event.target.value) as Paper)}
            >
              <option value={80}>{t('pos.mm', { size: num(80) })}</option>
              <option value={58}>{t('pos.mm', { size: num(58) })}</option>
            </select>
          </label>
          <button type="button" className={styles.button} onClick={() => window.print()} autoFocus>
            {t('pos.print')}
          </button>
          <button type="button" className={styles.secondary} onClick={onNewSale}>
            {t('pos.newSale')}
          </button>
        </div>
      </div>
      <article
        className={styles.receipt}
        style={{ width: `${paper}mm` }}
        aria-label={t('pos.receipt')}
        data-paper={paper}
      >
        <h2 className={styles.receiptShop}>Circuit Haat</h2>
        <p className={styles.receiptCenter}>{t('delivery.showroom')}</p>
        <p className={styles.receiptCenter}>
          {when(receipt.at)}
          <br />
          {t('pos.saleId', { id: sale.orderId })}
        </p>
        <table className={styles.receiptLines}>
          <tbody>
            {receipt.lines.map((line) => (
              <tr key={line.product.id}>
                <td>
                  {line.product.name}
                  <br />
                  {num(line.quantity)} × {taka(line.product.price)}
                </td>
                <td className={styles.right}>{taka(line.product.price * line.quantity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.receiptRow}>
          <strong>{t('order.total')}</strong>
          <strong>{taka(sale.total)}</strong>
        </p>
        {sale.paymentMethod === 'cash' ? (
          <>
            <p className={styles.receiptRow}>
              <span>{t('pos.cash')}</span>
              <span>{taka(sale.tendered)}</span>
            </p>
            <p className={styles.receiptRow}>
              <span>{t('pos.change')}</span>
              <span>{taka(sale.change)}</span>
            </p>
          </>
        ) : (
          <p className={styles.receiptRow}>
            <span>{t('pos.card')}</span>
            <span>
              {sale.payment
                ? `${sale.payment.brand} •••• ${sale.payment.last4}`
                : t('order.refundCard')}
            </span>
          </p>
        )}
        <p className={styles.receiptCenter}>{t('pos.thanks')}</p>
      </article>
    </section>
  );
}
