import { taka, when } from '../../lib/format';
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
  return (
    <section className={styles.page}>
      {/* The page size follows the chosen paper roll when the receipt is printed. */}
      <style>{`@media print { @page { size: ${paper}mm auto; margin: 0; } }`}</style>
      <div className={styles.noPrint}>
        <h1 className={styles.title}>Sale complete</h1>
        <p className={styles.notice} role="status">
          {sale.paymentMethod === 'cash'
            ? `Change due: ${taka(sale.change)}`
            : `Card charged: ${taka(sale.total)}`}
        </p>
        <div className={styles.actions}>
          <label className={styles.field}>
            Paper
            <select
              className={styles.input}
              value={paper}
              onChange={(event) => onPaper(Number(event.target.value) as Paper)}
            >
              <option value={80}>80 mm</option>
              <option value={58}>58 mm</option>
            </select>
          </label>
          <button type="button" className={styles.button} onClick={() => window.print()} autoFocus>
            Print receipt
          </button>
          <button type="button" className={styles.secondary} onClick={onNewSale}>
            New sale
          </button>
        </div>
      </div>
      <article
        className={styles.receipt}
        style={{ width: `${paper}mm` }}
        aria-label="Receipt"
        data-paper={paper}
      >
        <h2 className={styles.receiptShop}>Circuit Haat</h2>
        <p className={styles.receiptCenter}>Dhaka showroom</p>
        <p className={styles.receiptCenter}>
          {when(receipt.at)}
          <br />
          Sale {sale.orderId}
        </p>
        <table className={styles.receiptLines}>
          <tbody>
            {receipt.lines.map((line) => (
              <tr key={line.product.id}>
                <td>
                  {line.product.name}
                  <br />
                  {line.quantity} × {taka(line.product.price)}
                </td>
                <td className={styles.right}>{taka(line.product.price * line.quantity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.receiptRow}>
          <strong>Total</strong>
          <strong>{taka(sale.total)}</strong>
        </p>
        {sale.paymentMethod === 'cash' ? (
          <>
            <p className={styles.receiptRow}>
              <span>Cash</span>
              <span>{taka(sale.tendered)}</span>
            </p>
            <p className={styles.receiptRow}>
              <span>Change</span>
              <span>{taka(sale.change)}</span>
            </p>
          </>
        ) : (
          <p className={styles.receiptRow}>
            <span>Card</span>
            <span>
              {sale.payment ? `${sale.payment.brand} •••• ${sale.payment.last4}` : 'card'}
            </span>
          </p>
        )}
        <p className={styles.receiptCenter}>Thank you!</p>
      </article>
    </section>
  );
}
