/**
 * The forms of a counted phrase by CLDR plural category (`Intl.PluralRules`); `#` stands for the
 * count, formatted for the locale. `other` is required, the rest as the language needs them.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

/** Picks the form of `count` for `locale` and puts in the count: `'# networks'` → `'3 networks'`. */
export function formatPlural(locale: string, forms: PluralForms, count: number): string {
  const category = new Intl.PluralRules(locale).select(count)
  const form = forms[category] ?? forms.other
  return form.replaceAll('#', new Intl.NumberFormat(locale).format(count))
}

/** Types a catalogue entry as plural forms (an identity function). */
export function plural(forms: PluralForms): PluralForms {
  return forms
}
