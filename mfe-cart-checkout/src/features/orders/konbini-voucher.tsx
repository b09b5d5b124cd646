import type { KonbiniVoucher as Voucher } from '@shop/shared';
import { dayMonthYear } from './payment-state';
import view from './orders.module.css';

/**
 * The konbini voucher (decision 21): for each convenience-store chain, what the shopper
 * tells the till (payment code, and confirmation number where the chain asks for one),
 * and the provider's printable voucher page.
 */
export function KonbiniVoucher({ voucher }: { voucher: Voucher }) {
  return (
    <div className={view.section} data-testid="konbini-voucher">
      <h2 className={view.sectionTitle}>Pay at a convenience store</h2>
      <p>
        Pay at FamilyMart, Lawson, Ministop or Seicomart by {dayMonthYear(voucher.expiresAt)}. Until
        then the items are held for you.
      </p>
      {voucher.stores.length > 0 && (
        <table className={view.table}>
          <thead>
            <tr>
              <th scope="col">Store</th>
              <th scope="col">Payment code</th>
              <th scope="col">Confirmation number</th>
            </tr>
          </thead>
          <tbody>
            {voucher.stores.map((store) => (
              <tr key={store.chain}>
                <td>{storeName(store.chain)}</td>
                <td>
                  <code>{store.paymentCode}</code>
                </td>
                <td>{store.confirmationNumber ? <code>{store.confirmationNumber}</code> : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {voucher.voucherUrl && (
        <p>
          <a href={voucher.voucherUrl} target="_blank" rel="noopener noreferrer">
            Open the payment voucher
          </a>
        </p>
      )}
    </div>
  );
}

const CHAINS: Record<string, string> = {
  familymart: 'FamilyMart',
  lawson: 'Lawson',
  ministop: 'Ministop',
  seicomart: 'Seicomart',
};

/** Stripe names chains in lower case ('familymart'); shoppers read 'FamilyMart'. */
function storeName(chain: string): string {
  return CHAINS[chain.toLowerCase()] ?? chain;
}
