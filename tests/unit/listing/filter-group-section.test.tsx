// A filter group's values: every group's are rendered, closed ones included (pages without JavaScript open them
// through <details>; the phone's dialog is the same element, FilterPanel.tsx), and a group with a chosen value
// starts open.
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FilterGroupSection } from '../../../client/components/listing/FilterGroupSection.js';
import { I18nProvider } from '../../../client/i18n.js';
import type { AttributeFilterGroup } from '../../../shared/catalog/listing-facets.js';
import { EMPTY_LISTING_STATE } from '../../../shared/catalog/listing-query.js';
import '../../../shared/i18n/index.js';

function brandGroup(selected: boolean): AttributeFilterGroup {
  return {
    kind: 'attribute',
    attribute: 'manufacturer',
    options: [
      { value: '12', label: 'Lanchid', count: 5, selected },
      { value: '13', label: 'Vero Bosco', count: 3, selected: false },
    ],
    hiddenCount: 0,
    showingAll: false,
  };
}

function render(props: { group: AttributeFilterGroup; open: boolean }): string {
  const ui = <FilterGroupSection state={EMPTY_LISTING_STATE} pathname="/men" {...props} />;
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/men'] });
  return renderToString(
    <I18nProvider store="main">
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

const optionLinks = (html: string) => html.match(/class="filter-option /g)?.length ?? 0;

describe('filter group values', () => {
  it('are all rendered in the sidebar, closed groups included', () => {
    const html = render({ group: brandGroup(false), open: false });
    expect(html).toContain('Brand');
    expect(optionLinks(html)).toBe(2);
  });

  it('start open when the group is one of the first or has a chosen value', () => {
    expect(render({ group: brandGroup(false), open: false })).not.toContain(' open=""');
    expect(render({ group: brandGroup(false), open: true })).toContain(' open=""');
    const chosen = render({ group: brandGroup(true), open: false });
    expect(chosen).toContain(' open=""');
    expect(optionLinks(chosen)).toBe(2);
  });
});
