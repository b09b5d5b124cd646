import { bangladeshAreas } from '../../src/modules/shipping/bangladesh-areas';

// Clocks and places of the shop's two markets, for the delivery suites.

/** A Dhaka wall-clock time (UTC+6) as an ISO instant. */
export const dhaka = (local: string) => new Date(`${local}+06:00`).toISOString();
/** A Tokyo wall-clock time (UTC+9) as an ISO instant. */
export const tokyo = (local: string) => new Date(`${local}+09:00`).toISOString();

/** The ids of an upazila or thana, its district and division, by English names. */
export function bangladeshPlace(upazila: string, district: string) {
  const areas = bangladeshAreas();
  const d = areas.districts.find((entry) => entry.name === district);
  const u = areas.upazilas.find((entry) => entry.name === upazila && entry.districtId === d?.id);
  if (!d || !u) throw new Error(`no ${upazila} in ${district}`);
  return { division: d.divisionId, district: d.id, upazila: u.id };
}
