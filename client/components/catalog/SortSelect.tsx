import { Form, useSearchParams, useSubmit } from 'react-router';
import type { SortKey } from '../../../shared/api/catalog.js';
import { useT } from '../../i18n.js';

/** Spec 01 §9 sort options, in the order the select offers them. */
export const LISTING_SORTS: readonly { key: SortKey; label: string }[] = [
  { key: 'updated_at:desc', label: 'Latest' },
  { key: 'final_price:asc', label: 'Price low to high' },
  { key: 'final_price:desc', label: 'Price high to low' },
];

/**
 * The address's query with another sort. It reads the address, not the hidden fields: a filter chosen a moment
 * earlier is in the address as soon as its navigation ends, while the form's fields wait for the next render (a sort
 * chosen in between lost the filter).
 */
function withSort(sort: string): URLSearchParams {
  const params = new URLSearchParams(window.location.search);
  params.delete('sort');
  params.set('sort', sort);
  return params;
}

/**
 * The listing's sort as a GET form (the sort lives in the route query, spec 01 §2): it works without JavaScript
 * through its button, and with JavaScript the choice applies at once as a client-side navigation.
 */
export function SortSelect({ value }: { value: SortKey }) {
  const t = useT();
  const submit = useSubmit();
  const [params] = useSearchParams();
  const kept = [...params.entries()].filter(([name]) => name !== 'sort');
  return (
    <Form method="get" className="sort-select" preventScrollReset>
      {kept.map(([name, keptValue]) => (
        <input key={name} type="hidden" name={name} value={keptValue} />
      ))}
      <label className="sort-select__label" htmlFor="listing-sort">
        {t('Sort by')}
      </label>
      <select key={value} id="listing-sort" name="sort" className="sort-select__control" defaultValue={value} onChange={(event) => submit(withSort(event.currentTarget.value), { method: 'get', preventScrollReset: true })}>
        {LISTING_SORTS.map((sort) => (
          <option key={sort.key} value={sort.key}>
            {t(sort.label)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button button--secondary">
          {t('Apply')}
        </button>
      </noscript>
    </Form>
  );
}
