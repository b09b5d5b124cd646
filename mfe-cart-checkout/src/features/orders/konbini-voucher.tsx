import { useMessages, type KonbiniVoucher as Voucher } from '@shop/shared';
import { checkoutMessages } from '../../messages/checkout/catalogs';
import { dayMonthYear } from './payment-state';
import view from './orders.module.css';

/**
 * The konbini voucher (decision 21): for each convenience-store chain, what the shopper
 * tells the till (payment code, and confirmation number where the chain asks for one),
 * and the provider's printable voucher page.
 */
export function KonbiniVoucher({ voucher }: { voucher: Voucher }) {
  const { t, locale } = useMessages(checkoutMessages);
  return (
    <div className={view.section} data-testid="konbini-voucher">
      <h2 className={view.sectionTitle}>{t('konbini.title')}</h2>
      <p>{t('konbini.text', { day: dayMonthYear(voucher.expiresAt, locale) })}</p>
      {voucher.stores.length > 0 && (
        <table className={view.table}>
          <thead>
            <tr>
              <th scope="col">{t('konbini.store')}</th>
              <th scope="col">{t('konbini.code')}</th>
              <th scope="col">{t('konbini.confirmation')}</th>
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
            {t('konbini.open')}
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
