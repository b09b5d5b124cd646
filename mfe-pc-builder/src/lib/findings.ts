import { formatNumber, type Locale, type MessageValues } from '@shop/shared';
import type { Note, Problem } from './compatibility';

// The compatibility rules (@shop/shared's builder-rules, the API's too) write each finding
// in English and give its values beside its code (`params`: part names, figures, and a
// `variant` where a code has more than one sentence). The page writes the sentence from
// its own catalog: `problem.<code>` or `problem.<code>.<variant>`. A finding without
// params (an older API) or with a code this catalog does not know keeps the API's words.

type Translate = (id: string, values?: MessageValues) => string;

/** A catalog message, or undefined when the catalog has no such id (t answers with the id). */
function known(t: Translate, id: string, values?: MessageValues): string | undefined {
  const text = t(id, values);
  return text === id ? undefined : text;
}

/** A finding's sentence in the page's language. */
export function findingText(t: Translate, locale: Locale, finding: Problem | Note): string {
  const { code, params, message } = finding;
  if (!params) return message;
  const { variant, ...values } = params;
  const shown: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    // Figures in the page's digits, without grouping, as the rules write them (1000 W).
    shown[key] =
      typeof value === 'number'
        ? formatNumber(value, locale, { useGrouping: false })
        : String(value);
  }
  if (code === 'not-checked' && variant === undefined) {
    const figure = known(t, `figure.${values.figure}`);
    const check = known(t, `check.${values.check}`);
    if (!figure || !check) return message;
    shown.figure = figure;
    shown.check = check;
  }
  if (code === 'wrong-slot') {
    const slot = known(t, `slot.${values.slot}`);
    if (!slot) return message;
    shown.slot = slot;
    if (values.kind !== undefined) {
      const kind = known(t, `slot.${values.kind}`);
      if (!kind) return message;
      // "is a keyboard" in an English sentence; other languages have no case to change.
      shown.kind = locale === 'en' ? kind.toLowerCase() : kind;
    }
  }
  const id = variant === undefined ? `problem.${code}` : `problem.${code}.${variant}`;
  return known(t, id, shown) ?? message;
}

/** "Problem:", "Warning:" or "Note:" before a finding. */
export function findingLabel(t: Translate, finding: Problem | Note): string {
  return 'severity' in finding && finding.severity === 'warning'
    ? t('label.warning')
    : 'severity' in finding
      ? t('label.error')
      : t('label.note');
}
