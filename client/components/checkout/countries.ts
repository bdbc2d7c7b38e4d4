// The delivery countries the checkout offers: the EU member states (spec 02 §9 "free EU shipping"), named in the
// store view's language and sorted by that name.
import { EU_COUNTRIES } from '../../../shared/commerce/methods.js';

export function countryOptions(locale: string): { value: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  return [...EU_COUNTRIES]
    .map((code) => ({ value: code, label: names?.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
