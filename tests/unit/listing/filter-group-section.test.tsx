// A filter group's values: the sidebar renders every group's (pages without JavaScript open them through <details>);
// the phone's dialog, which only exists with JavaScript, renders a closed group's values once it is opened
// (issue #16: opening the dialog builds what the shopper sees first).
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

function render(props: { group: AttributeFilterGroup; open: boolean; deferClosed?: boolean }): string {
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

  it('of a closed group are left out in the dialog until it is opened', () => {
    const html = render({ group: brandGroup(false), open: false, deferClosed: true });
    expect(html).toContain('Brand');
    expect(html).not.toContain(' open=""');
    expect(optionLinks(html)).toBe(0);
  });

  it('of an open group, or one with a chosen value, are rendered in the dialog', () => {
    expect(optionLinks(render({ group: brandGroup(false), open: true, deferClosed: true }))).toBe(2);
    const chosen = render({ group: brandGroup(true), open: false, deferClosed: true });
    expect(chosen).toContain(' open=""');
    expect(optionLinks(chosen)).toBe(2);
  });
});
