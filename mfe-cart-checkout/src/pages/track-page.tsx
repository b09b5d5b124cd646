import { useMessages, usePageMeta } from '@shop/shared';
import { afterSaleMessages } from '../messages/after-sale/catalogs';
import { TrackForm } from '../features/orders/track-form';

/** /track: look an order up by its number and e-mail address or mobile number. */
export default function TrackPage() {
  const { t } = useMessages(afterSaleMessages);
  usePageMeta(t('track.title'));
  return <TrackForm />;
}
