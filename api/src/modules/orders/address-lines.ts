import type { Order } from './orders.schemas';

// An order's address as its country writes it (docs/shipping.md), for the confirmation
// mail and the packing slip: Japan from the postcode down (〒, prefecture, city, town,
// street), Bangladesh from the street up (street, upazila, district, division) with the
// mobile number the courier calls, elsewhere street, city, state and ZIP code.

type AddressOf = Pick<Order, 'shipping' | 'area' | 'delivery' | 'countryCode'>;

export function addressLines(order: AddressOf): string[] {
  const ship = order.shipping;
  const name = `${ship.firstName} ${ship.lastName}`.trim();
  let lines: string[];
  if (order.delivery.method === 'pickup') {
    lines = ['Pickup at the Dhaka showroom', `Mobile: ${ship.phone}`];
  } else if (order.countryCode === 'JP') {
    lines = [
      ship.zipCode ? `〒${ship.zipCode}` : '',
      ship.state,
      ship.city,
      ship.town,
      ship.address,
      ship.country,
      ship.phone ? `Phone: ${ship.phone}` : '',
    ];
  } else if (order.countryCode === 'BD' && order.area) {
    lines = [
      ship.address,
      order.area.upazila?.name ?? '',
      [order.area.district?.name ?? ship.city, ship.zipCode].filter(Boolean).join(' - '),
      order.area.division ? `${order.area.division.name} Division` : ship.state,
      ship.country,
      `Mobile: ${ship.phone}`,
    ];
  } else {
    lines = [
      ship.address,
      [ship.city, ship.state, ship.zipCode].filter(Boolean).join(', '),
      ship.country,
      ship.phone ? `Phone: ${ship.phone}` : '',
    ];
  }
  return [name, ...lines].filter((line) => line !== '');
}
