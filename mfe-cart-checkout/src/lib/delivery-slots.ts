// Japan's delivery time slots (docs/shipping.md), in the page's language.

/** The slots Japanese couriers offer, when the quote does not list them yet. */
export const SLOTS = [
  { id: 'any', label: 'No preference' },
  { id: 'morning', label: 'Morning (until 12:00)' },
  { id: '14-16', label: '14:00-16:00' },
  { id: '16-18', label: '16:00-18:00' },
  { id: '18-20', label: '18:00-20:00' },
  { id: '19-21', label: '19:00-21:00' },
];

const SLOT_IDS = new Set(SLOTS.map((slot) => slot.id));

/** A slot in the page's language: the known ones from the catalog, any other as the API names it. */
export function slotLabel(
  t: (id: string) => string,
  slot: { id: string; label?: string | null },
): string {
  return SLOT_IDS.has(slot.id) ? t(`slot.${slot.id}`) : (slot.label ?? slot.id);
}
