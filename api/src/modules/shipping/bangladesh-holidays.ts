import { referenceData } from './reference';

// Bangladesh's public holidays (reference/bangladesh-holidays.json): national days on a
// fixed date every year, and the year's moving ones listed per year. Fridays, the weekly
// holiday, are ship-dates.ts's own rule; configured extra days (BD_HOLIDAYS) too.

export interface BangladeshHoliday {
  /** MM-DD in `fixed`, YYYY-MM-DD in `years`. */
  date: string;
  name: string;
  bn: string;
  /** A moon-sighted or lunisolar date the government confirms shortly before. */
  estimated?: boolean;
}

interface HolidayFile {
  source: Record<string, string>;
  fixed: BangladeshHoliday[];
  years: Record<string, BangladeshHoliday[]>;
}

const holidayFile = referenceData<HolidayFile>('bangladesh-holidays.json');

let index: { fixed: Set<string>; dated: Set<string> } | undefined;

/** Whether `day` (YYYY-MM-DD, a Dhaka date) is a Bangladesh public holiday. */
export function isBangladeshHoliday(day: string): boolean {
  if (!index) {
    const data = holidayFile();
    index = {
      fixed: new Set(data.fixed.map((holiday) => holiday.date)),
      dated: new Set(Object.values(data.years).flatMap((list) => list.map((h) => h.date))),
    };
  }
  return index.fixed.has(day.slice(5)) || index.dated.has(day);
}

/** The holidays of one year, fixed and moving, in date order. */
export function bangladeshHolidaysOf(year: number): BangladeshHoliday[] {
  const data = holidayFile();
  return [
    ...data.fixed.map((holiday) => ({ ...holiday, date: `${year}-${holiday.date}` })),
    ...(data.years[String(year)] ?? []),
  ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
