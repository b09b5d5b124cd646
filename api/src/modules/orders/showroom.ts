// Where a counter sale happens: the shop's showroom in Dhaka. Its goods are handed over on
// the spot, so the sale's row names the showroom (in Bangladesh, never the web checkout's
// default country) and ships and arrives on the day of the sale, Dhaka time.

export const SHOWROOM = {
  address: 'Dhaka showroom (handed over at the counter)',
  city: 'Dhaka',
  country: 'Bangladesh',
} as const;

const DHAKA_UTC_OFFSET_MS = 6 * 60 * 60 * 1000;

/** The counter's schedule: handed over today (Dhaka's calendar day). */
export function handedOverSchedule(now: Date) {
  const day = new Date(now.getTime() + DHAKA_UTC_OFFSET_MS).toISOString().slice(0, 10);
  return { deliveryDays: 0, shipDate: day, deliveryDate: day };
}
