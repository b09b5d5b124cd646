import { useWords } from '../../lib/i18n';
import { mostOf, type SaleLine } from './sale-lines';
import styles from './pos.module.css';

/** The lines rung up, each with its quantity to change (0 takes the line off). */
export function SaleLinesTable({
  lines,
  limits,
  onQuantity,
}: {
  lines: SaleLine[];
  /** Per product, why its quantity is not what was typed. */
  limits: Record<string, string>;
  onQuantity: (id: string, quantity: number) => void;
}) {
  const { t, taka } = useWords();
  if (lines.length === 0) return <p className={styles.muted}>{t('pos.empty')}</p>;
  return (
    <table className={styles.lines}>
      <tbody>
        {lines.map((line) => (
          <tr key={line.product.id}>
            <td>
              {line.product.name}
              {limits[line.product.id] ? (
                <span className={styles.limit} role="status" id={`limit-${line.product.id}`}>
                  {limits[line.product.id]}
                </span>
              ) : null}
            </td>
            <td>
              <input
                className={styles.qty}
                type="number"
                min={0}
                max={mostOf(line.product)}
                aria-label={t('pos.quantityOf', { name: line.product.name })}
                aria-describedby={limits[line.product.id] ? `limit-${line.product.id}` : undefined}
                value={line.quantity}
                onChange={(event) => onQuantity(line.product.id, Number(event.target.value))}
              />
            </td>
            <td className={styles.right}>{taka(line.product.price * line.quantity)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
