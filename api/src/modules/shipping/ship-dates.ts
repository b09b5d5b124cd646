import holidayJp from '@holiday-jp/holiday_jp';
import { isBangladeshHoliday } from './bangladesh-holidays';

// Japan has had no daylight saving time since 1951, so Tokyo is always UTC+9 and a
// fixed offset is exact (and far cheaper than Intl per call). Bangladesh dropped its one
// year of daylight saving in 2009: Dhaka is always UTC+6.
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
export const SHOP_TIME_ZONE = 'Asia/Tokyo';
export const BANGLADESH_TIME_ZONE = 'Asia/Dhaka';

// Keyed by YYYY-MM-DD; reading the table directly avoids holiday_jp's isHoliday, which
// formats the date in the machine's local time zone.
const PUBLIC_HOLIDAYS = holidayJp.holidays as Readonly<Record<string, unknown>>;

export interface ShipSchedule {
  /** Calendar date where the parcel leaves (Tokyo for Japan and abroad, Dhaka for Bangladesh), YYYY-MM-DD. */
  shipDate: string;
  deliveryDate: string;
}

export interface ScheduleRules {
  cutoffHour: number;
  /** Extra no-shipping days (YYYY-MM-DD) on top of the country's public holidays. */
  extraHolidays: readonly string[];
}

/** Where a parcel leaves from: the clock it is read on and the days it may leave. */
interface ShippingCalendar {
  offsetMs: number;
  /** `dayMs` is midnight UTC of the local calendar day. */
  isShippingDay(dayMs: number): boolean;
}

function japanCalendar(extraHolidays: readonly string[]): ShippingCalendar {
  const extra = new Set(extraHolidays);
  return {
    offsetMs: TOKYO_OFFSET_MS,
    isShippingDay: (dayMs) => isJapaneseBusinessDay(dayMs, extra),
  };
}

function bangladeshCalendar(extraHolidays: readonly string[]): ShippingCalendar {
  const extra = new Set(extraHolidays);
  return {
    offsetMs: DHAKA_OFFSET_MS,
    // Saturday to Thursday: Friday is the weekly holiday.
    isShippingDay: (dayMs) => {
      if (new Date(dayMs).getUTCDay() === 5) return false;
      const key = isoDay(dayMs);
      return !isBangladeshHoliday(key) && !extra.has(key);
    },
  };
}

/**
 * docs/product.md#screens (delivery info): "Orders before 3PM ship in 1 business day, after 3PM in 2.
 * No shipping on Sundays and public holidays." Read precisely as:
 * - take the order's calendar day in Tokyo;
 * - an order strictly before the cut-off hour (up to 14:59:59) ships on the 1st
 *   business day AFTER that day, an order at or after 15:00 on the 2nd;
 * - a business day is any day except Sunday, a Japanese public holiday (holiday_jp,
 *   substitute holidays included) or a configured extra holiday; Saturday ships;
 * - the parcel then arrives `deliveryDays` calendar days after the ship date (carriers
 *   deliver every day of the week).
 * So an order on a Saturday morning before a Monday holiday ships on Tuesday.
 */
export function shipSchedule(now: Date, deliveryDays: number, rules: ScheduleRules): ShipSchedule {
  return scheduleOn(japanCalendar(rules.extraHolidays), now, deliveryDays, rules.cutoffHour);
}

/**
 * The same rule for a parcel from the Dhaka warehouse (docs/shipping.md): the cut-off read
 * on Dhaka's clock, and a shipping day is Saturday to Thursday except a Bangladesh public
 * holiday (reference/bangladesh-holidays.json) or a configured extra one (BD_HOLIDAYS).
 */
export function bangladeshShipSchedule(
  now: Date,
  deliveryDays: number,
  rules: ScheduleRules,
): ShipSchedule {
  return scheduleOn(bangladeshCalendar(rules.extraHolidays), now, deliveryDays, rules.cutoffHour);
}

/** Pickup at the Dhaka showroom: ready on the first shipping day after the order's Dhaka day. */
export function bangladeshPickupDate(now: Date, extraHolidays: readonly string[]): string {
  const calendar = bangladeshCalendar(extraHolidays);
  let day = localMidnight(now, calendar.offsetMs) + DAY_MS;
  while (!calendar.isShippingDay(day)) day += DAY_MS;
  return isoDay(day);
}

/**
 * The days a Japanese shopper may ask for delivery: from `earliest` (the quote's delivery
 * date) up to `spanDays` calendar days later, without Sundays, Japanese public holidays
 * and the configured extra holidays.
 */
export function japanDeliveryDates(
  earliest: string,
  spanDays: number,
  extraHolidays: readonly string[],
): string[] {
  const calendar = japanCalendar(extraHolidays);
  const first = Date.parse(`${earliest}T00:00:00.000Z`);
  const dates: string[] = [];
  for (let offset = 0; offset <= spanDays; offset += 1) {
    const day = first + offset * DAY_MS;
    if (calendar.isShippingDay(day)) dates.push(isoDay(day));
  }
  return dates;
}

/** Whether Japan delivers on `day` (YYYY-MM-DD): not a Sunday, a public or an extra holiday. */
export function isJapaneseDeliveryDay(day: string, extraHolidays: readonly string[]): boolean {
  return japanCalendar(extraHolidays).isShippingDay(Date.parse(`${day}T00:00:00.000Z`));
}

function scheduleOn(
  calendar: ShippingCalendar,
  now: Date,
  deliveryDays: number,
  cutoffHour: number,
): ShipSchedule {
  const local = new Date(now.getTime() + calendar.offsetMs);
  const beforeCutoff = local.getUTCHours() < cutoffHour;
  let businessDaysLeft = beforeCutoff ? 1 : 2;
  // Midnight of the local calendar day, expressed on the shifted clock.
  let day = localMidnight(now, calendar.offsetMs);
  while (businessDaysLeft > 0) {
    day += DAY_MS;
    if (calendar.isShippingDay(day)) businessDaysLeft -= 1;
  }
  return { shipDate: isoDay(day), deliveryDate: isoDay(day + deliveryDays * DAY_MS) };
}

function localMidnight(now: Date, offsetMs: number): number {
  const local = new Date(now.getTime() + offsetMs);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
}

function isJapaneseBusinessDay(dayMs: number, extraHolidays: ReadonlySet<string>): boolean {
  const date = new Date(dayMs);
  if (date.getUTCDay() === 0) return false;
  const key = isoDay(dayMs);
  return !(key in PUBLIC_HOLIDAYS) && !extraHolidays.has(key);
}

function isoDay(dayMs: number): string {
  return new Date(dayMs).toISOString().slice(0, 10);
}
