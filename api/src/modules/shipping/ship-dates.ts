import holidayJp from '@holiday-jp/holiday_jp';

// Japan has had no daylight saving time since 1951, so Tokyo is always UTC+9 and a
// fixed offset is exact (and far cheaper than Intl per call).
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
export const SHOP_TIME_ZONE = 'Asia/Tokyo';

// Keyed by YYYY-MM-DD; reading the table directly avoids holiday_jp's isHoliday, which
// formats the date in the machine's local time zone.
const PUBLIC_HOLIDAYS = holidayJp.holidays as Readonly<Record<string, unknown>>;

export interface ShipSchedule {
  /** Tokyo calendar date, YYYY-MM-DD. */
  shipDate: string;
  deliveryDate: string;
}

export interface ScheduleRules {
  cutoffHour: number;
  /** Extra no-shipping days (YYYY-MM-DD) on top of Japan's public holidays. */
  extraHolidays: readonly string[];
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
  const tokyo = new Date(now.getTime() + TOKYO_OFFSET_MS);
  const beforeCutoff = tokyo.getUTCHours() < rules.cutoffHour;
  let businessDaysLeft = beforeCutoff ? 1 : 2;
  // Midnight of the Tokyo calendar day, expressed on the shifted clock.
  let day = Date.UTC(tokyo.getUTCFullYear(), tokyo.getUTCMonth(), tokyo.getUTCDate());
  const extra = new Set(rules.extraHolidays);
  while (businessDaysLeft > 0) {
    day += DAY_MS;
    if (isShippingDay(day, extra)) businessDaysLeft -= 1;
  }
  return { shipDate: isoDay(day), deliveryDate: isoDay(day + deliveryDays * DAY_MS) };
}

function isShippingDay(dayMs: number, extraHolidays: ReadonlySet<string>): boolean {
  const date = new Date(dayMs);
  if (date.getUTCDay() === 0) return false;
  const key = isoDay(dayMs);
  return !(key in PUBLIC_HOLIDAYS) && !extraHolidays.has(key);
}

function isoDay(dayMs: number): string {
  return new Date(dayMs).toISOString().slice(0, 10);
}
