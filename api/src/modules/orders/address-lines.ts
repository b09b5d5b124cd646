import type { Locale } from '../../i18n/locales';
import { MAIL_WORDS } from '../../i18n/mail-words';
import { prefectureInJapanese } from '../../i18n/prefectures-ja';
import type { Order } from './orders.schemas';

// An order's address as its country writes it (docs/shipping.md), for the confirmation
// mail and the packing slip: Japan from the postcode down (〒, prefecture, city, town,
// street), Bangladesh from the street up (street, upazila, district, division) with the
// mobile number the courier calls, elsewhere street, city, state and ZIP code. In
// Japanese, a Japanese address is written as Japan writes it: the prefecture in kanji and
// the name last, with 様.

type AddressOf = Pick<Order, 'shipping' | 'area' | 'delivery' | 'countryCode'>;

/** Japanese address parts run together; a part in Latin letters keeps a space. */
function runTogether(parts: string[]): string {
  return parts
    .filter(Boolean)
    .reduce(
      (line, part) =>
        line === ''
          ? part
          : /[A-Za-z0-9]$/.test(line) || /^[A-Za-z0-9]/.test(part)
            ? `${line} ${part}`
            : line + part,
      '',
    );
}

export function addressLines(order: AddressOf, locale: Locale = 'en'): string[] {
  const words = MAIL_WORDS[locale];
  const ship = order.shipping;
  const name = `${ship.firstName} ${ship.lastName}`.trim();
  if (order.delivery.method !== 'pickup' && order.countryCode === 'JP' && words.honorific) {
    // Japanese names are written family name first.
    const japaneseName = `${ship.lastName} ${ship.firstName}`.trim();
    return [
      ship.zipCode ? `〒${ship.zipCode}` : '',
      // Prefecture, city and town run together, as on the order page (東京都千代田区丸の内);
      // a part typed in Latin letters keeps a space (東京都 Shibuya).
      runTogether([prefectureInJapanese(ship.state), ship.city, ship.town ?? '']),
      ship.address,
      japaneseName ? `${japaneseName} ${words.honorific}` : '',
      ship.phone ? words.phone(ship.phone) : '',
    ].filter((line) => line !== '');
  }
  let lines: string[];
  if (order.delivery.method === 'pickup') {
    lines = [words.pickupAtShowroom, words.mobile(ship.phone)];
  } else if (order.countryCode === 'JP') {
    lines = [
      ship.zipCode ? `〒${ship.zipCode}` : '',
      ship.state,
      ship.city,
      ship.town,
      ship.address,
      ship.country,
      ship.phone ? words.phone(ship.phone) : '',
    ];
  } else if (order.countryCode === 'BD' && order.area) {
    lines = [
      ship.address,
      order.area.upazila?.name ?? '',
      [order.area.district?.name ?? ship.city, ship.zipCode].filter(Boolean).join(' - '),
      order.area.division ? words.division(order.area.division.name) : ship.state,
      ship.country,
      words.mobile(ship.phone),
    ];
  } else {
    lines = [
      ship.address,
      [ship.city, ship.state, ship.zipCode].filter(Boolean).join(', '),
      ship.country,
      ship.phone ? words.phone(ship.phone) : '',
    ];
  }
  return [name, ...lines].filter((line) => line !== '');
}
