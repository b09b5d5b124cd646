import type { Config } from '../../config';
import {
  isJapanDeliverySlot,
  JAPAN_DELIVERY_DATE_SPAN_DAYS,
  JAPAN_DELIVERY_SLOTS,
  type DeliveryMethod,
  type JapanDeliverySlot,
} from './delivery-options';
import { FieldFaults } from './field-faults';
import {
  BANGLADESH_TIME_ZONE,
  bangladeshPickupDate,
  bangladeshShipSchedule,
  isJapaneseDeliveryDay,
  japanDeliveryDates,
  SHOP_TIME_ZONE,
  shipSchedule,
} from './ship-dates';
import { deliveryDaysFor, type Destination } from './shipping.rules';

// When a parcel leaves and arrives, and what the shopper may choose about it
// (docs/shipping.md): the quote and the order use the same plan.

export interface DeliveryPlan {
  deliveryDays: number;
  /** Calendar dates in `timeZone`, YYYY-MM-DD. A pickup's ship and delivery dates are its ready date. */
  shipDate: string;
  deliveryDate: string;
  timeZone: string;
  /** Japan: the dates a shopper may ask for (earliest first); [] elsewhere. */
  deliveryDates: string[];
}

export function planDelivery(config: Config, now: Date, where: Destination): DeliveryPlan {
  const deliveryDays = deliveryDaysFor(where);
  if (where.country === 'Bangladesh') {
    const bangladesh = { cutoffHour: config.BD_CUTOFF_HOUR, extraHolidays: config.BD_HOLIDAYS };
    if (where.pickup) {
      const ready = bangladeshPickupDate(now, config.BD_HOLIDAYS);
      return {
        deliveryDays: 0,
        shipDate: ready,
        deliveryDate: ready,
        timeZone: BANGLADESH_TIME_ZONE,
        deliveryDates: [],
      };
    }
    return {
      deliveryDays,
      ...bangladeshShipSchedule(now, deliveryDays, bangladesh),
      timeZone: BANGLADESH_TIME_ZONE,
      deliveryDates: [],
    };
  }
  const schedule = shipSchedule(now, deliveryDays, {
    cutoffHour: config.CUTOFF_HOUR,
    extraHolidays: config.HOLIDAYS,
  });
  return {
    deliveryDays,
    ...schedule,
    timeZone: SHOP_TIME_ZONE,
    deliveryDates:
      where.country === 'Japan'
        ? japanDeliveryDates(schedule.deliveryDate, JAPAN_DELIVERY_DATE_SPAN_DAYS, config.HOLIDAYS)
        : [],
  };
}

/** What the quote lists as choosable slots: Japan's six, none elsewhere. */
export function deliverySlotsFor(where: Destination) {
  return where.country === 'Japan' && !where.pickup
    ? JAPAN_DELIVERY_SLOTS.map(({ id, label, labelJa }) => ({ id, label, labelJa }))
    : [];
}

export interface DeliveryChoiceInput {
  method?: string | undefined;
  date?: string | undefined;
  slot?: string | undefined;
}

export interface DeliveryChoice {
  method: DeliveryMethod;
  /** Japan: the day the shopper asked for; null for "as soon as possible". */
  requestedDate: string | null;
  /** Japan: the time slot asked for; null when none was sent. */
  slot: JapanDeliverySlot | null;
}

export const DELIVERY_MESSAGES = {
  method: "Choose 'ship' or 'pickup'",
  dateShape: 'Enter the date as YYYY-MM-DD',
  dateJapanOnly: 'A delivery date can be chosen for Japan only',
  dateClosed: 'Parcels are not delivered on Sundays or public holidays: choose another day',
  slot: `Choose one of the time slots: ${JAPAN_DELIVERY_SLOTS.map((s) => s.id).join(', ')}`,
  slotJapanOnly: 'A time slot can be chosen for Japan only',
} as const;

/** The delivery method from a request; anything but 'pickup' ships. */
export function deliveryMethodOf(input: DeliveryChoiceInput | undefined): 'ship' | 'pickup' {
  return input?.method?.trim() === 'pickup' ? 'pickup' : 'ship';
}

/**
 * Checks the shopper's choices against the plan: the method, and for Japan a date among
 * `plan.deliveryDates` and a slot of JAPAN_DELIVERY_SLOTS. Throws a 400 naming each field
 * (`delivery.date`, `delivery.slot`, `delivery.method`).
 */
export function checkDeliveryChoice(
  config: Config,
  where: Destination,
  plan: DeliveryPlan,
  input: DeliveryChoiceInput | undefined,
): DeliveryChoice {
  const faults = new FieldFaults();
  const method = input?.method?.trim() ?? '';
  if (method !== '' && method !== 'ship' && method !== 'pickup') {
    faults.add('delivery.method', DELIVERY_MESSAGES.method, 'INVALID_DELIVERY');
  }
  const date = input?.date?.trim() ?? '';
  const slot = input?.slot?.trim() ?? '';
  const japan = where.country === 'Japan' && !where.pickup;
  if (date !== '') {
    if (!japan) faults.add('delivery.date', DELIVERY_MESSAGES.dateJapanOnly, 'INVALID_DELIVERY');
    else if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) {
      faults.add('delivery.date', DELIVERY_MESSAGES.dateShape, 'INVALID_DELIVERY');
    } else if (!plan.deliveryDates.includes(date)) {
      const first = plan.deliveryDates[0] ?? plan.deliveryDate;
      const last = plan.deliveryDates.at(-1) ?? plan.deliveryDate;
      const inWindow = date >= first && date <= last;
      faults.add(
        'delivery.date',
        inWindow && !isJapaneseDeliveryDay(date, config.HOLIDAYS)
          ? DELIVERY_MESSAGES.dateClosed
          : `Choose a delivery date from ${first} to ${last}`,
        'DELIVERY_DATE_UNAVAILABLE',
      );
    }
  }
  if (slot !== '') {
    if (!japan) faults.add('delivery.slot', DELIVERY_MESSAGES.slotJapanOnly, 'INVALID_DELIVERY');
    else if (!isJapanDeliverySlot(slot)) {
      faults.add('delivery.slot', DELIVERY_MESSAGES.slot, 'DELIVERY_SLOT_UNAVAILABLE');
    }
  }
  faults.throwIfAny();
  return {
    method: where.pickup ? 'pickup' : 'ship',
    requestedDate: japan && date !== '' ? date : null,
    slot: japan && slot !== '' ? (slot as JapanDeliverySlot) : null,
  };
}
