import type { ReactNode } from 'react';
import { useMessages } from '@shop/shared';
import { checkoutMessages } from '../../messages/checkout/catalogs';
import styles from '../../lib/page.module.css';
import { shownQuote } from '../../lib/shipping-quote';
import { CheckoutSummary } from './checkout-summary';
import { PaymentFields } from './payment-fields';
import { usesCardFields } from './payment-methods';
import { SavedAddressSelect } from './saved-address-select';
import { ShippingFields } from './shipping-fields';
import type { Checkout } from './use-checkout';
import form from './checkout.module.css';

/**
 * /checkout's form: shipping and payment beside the summary panel, which shows `children`
 * (the coupon box and the figures) under the lines.
 */
export function CheckoutForm({ checkout, children }: { checkout: Checkout; children: ReactNode }) {
  const { t } = useMessages(checkoutMessages);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('checkout.title')}</h1>
      <form
        ref={checkout.formRef}
        className={form.layout}
        onSubmit={(event) => void checkout.submit(event)}
        noValidate
      >
        <div className={form.main}>
          <ShippingFields
            shipping={checkout.shipping}
            errors={checkout.errors}
            countries={checkout.countries}
            quote={shownQuote(checkout.quote)}
            areas={checkout.areas}
            postcodeNote={checkout.postcodeNote}
            setShip={checkout.setShip}
            setCountry={checkout.setCountry}
            setArea={checkout.setArea}
            setPostcode={checkout.setPostcode}
            saved={<SavedAddressSelect signedIn={checkout.signedIn} onPick={checkout.pickSaved} />}
          >
            {checkout.signedIn && checkout.shipping.method !== 'pickup' && (
              <label className={`${form.choice} ${form.wide}`}>
                <input
                  type="checkbox"
                  checked={checkout.saveToProfile}
                  onChange={(e) => checkout.setSaveToProfile(e.target.checked)}
                />
                {t('checkout.saveAddress')}
              </label>
            )}
          </ShippingFields>
          <PaymentFields
            payment={checkout.payment}
            errors={checkout.errors}
            setPay={checkout.setPay}
            choice={checkout.paymentChoice}
          />
        </div>

        <CheckoutSummary
          items={checkout.cart.items}
          currency={checkout.currency}
          rate={checkout.rate}
          money={checkout.money}
          failure={checkout.failure}
          submitting={checkout.submitting}
          alertRef={checkout.alertRef}
          taxNote={checkout.shipping.country === 'Japan'}
          testCards={usesCardFields(checkout.paymentChoice.chosen)}
        >
          {children}
        </CheckoutSummary>
      </form>
    </section>
  );
}
