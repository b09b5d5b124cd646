import type { Config } from '../../config';
import { checkAddress, type CheckedAddress, type NormalizedAddress } from '../shipping/address';
import {
  checkDeliveryChoice,
  deliveryMethodOf,
  planDelivery,
  type DeliveryChoice,
  type DeliveryChoiceInput,
  type DeliveryPlan,
} from '../shipping/delivery';
import type { Destination } from '../shipping/shipping.rules';
import { destinationOf } from '../shipping/shipping.service';
import type { ShippingDetails } from './orders.schemas';

// docs/product.md#validation and docs/shipping.md, enforced again on the server: the
// client's checks are a convenience only. The address rule is shared with the saved
// addresses (shipping/address.ts); the delivery choices are checked against the plan the
// order will be scheduled by.
export { SHIPPING_INCOMPLETE } from '../shipping/address';

export interface CheckedShipping extends CheckedAddress {
  details: NormalizedAddress;
  destination: Destination;
  plan: DeliveryPlan;
  delivery: DeliveryChoice;
}

export function checkShipping(
  shipping: ShippingDetails,
  options: { delivery?: DeliveryChoiceInput | undefined; config: Config; now: Date },
): CheckedShipping {
  const pickup = deliveryMethodOf(options.delivery) === 'pickup';
  const address = checkAddress(shipping, { prefix: 'shipping.', requireEmail: true, pickup });
  const destination = destinationOf({ ...address, pickup });
  const plan = planDelivery(options.config, options.now, destination);
  const delivery = checkDeliveryChoice(options.config, destination, plan, options.delivery);
  return { ...address, destination, plan, delivery };
}
