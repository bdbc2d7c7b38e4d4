// The footer's payment and shipping badges (spec 01 §1): images with the method's name for assistive technology,
// drawn by the stylesheet from client/styles/badges/*.svg, and no SVG text in the page: laid out with the page, their
// word marks cost a dozen font look-ups in every page's first layout (issue #16, bench/README.md).
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PaymentBadges } from '../../../client/components/shell/PaymentBadges.js';
import { I18nProvider } from '../../../client/i18n.js';
import { ShellDataContext } from '../../../client/shell/shell-data.js';
import { shopPaymentMethodCodes } from '../../../shared/commerce/methods.js';
import '../../../shared/i18n/index.js';
import { fakeShellData } from './shell-fixture.js';

const WITH_PAYONE = shopPaymentMethodCodes(true);

const render = (store: 'main' | 'de', paymentMethods: readonly string[] = WITH_PAYONE) =>
  renderToString(
    <I18nProvider store={store}>
      <ShellDataContext.Provider value={fakeShellData(store, { paymentMethods })}>
        <PaymentBadges />
      </ShellDataContext.Provider>
    </I18nProvider>,
  );

describe('payment badges', () => {
  it('name every method and the shipping partner, in the store view language', () => {
    const html = render('main');
    for (const label of ['PayPal', 'Visa', 'Mastercard', 'Klarna', 'SEPA', 'DHL GoGreen – climate-neutral shipping']) {
      expect(html).toContain(`role="img" aria-label="${label}"`);
    }
    expect(html).toContain('Prepayment');
    expect(render('de')).not.toContain('aria-label="DHL GoGreen – climate-neutral shipping"');
  });

  it('show only the methods the configured shop offers (no Payone account: prepayment only)', () => {
    const html = render('main', shopPaymentMethodCodes(false));
    for (const label of ['PayPal', 'Visa', 'Mastercard', 'Klarna', 'SEPA']) expect(html).not.toContain(`aria-label="${label}"`);
    expect(html).toContain('Prepayment');
    expect(html).toContain('aria-label="DHL GoGreen – climate-neutral shipping"');
  });

  it('are drawn by the stylesheet, with no SVG text in the page', () => {
    const html = render('main');
    expect(html).not.toContain('<text');
    const css = readFileSync('client/styles/footer-bottom.css', 'utf8');
    for (const kind of [...html.matchAll(/pay-badge--([a-z-]+)/g)].map((m) => m[1]).filter((kind) => kind !== 'text')) {
      expect(css).toContain(`.pay-badge--${kind} {`);
      expect(css).toContain(`url('./badges/${kind}.svg')`);
    }
  });
});
