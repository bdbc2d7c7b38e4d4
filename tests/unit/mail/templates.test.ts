// Mail templates: data is HTML-escaped, texts follow the store view's language, prices and dates use the shop's
// formats (DESIGN §5), links point at the shop with the store view's prefix, and the order confirmation carries
// the terms and the withdrawal policy (German law; passed in as parameters).
import { describe, expect, it } from 'vitest';
import { renderTemplate, TEMPLATE_NAMES, type OrderMailOrder, type TemplateDataMap, type TemplateName } from '../../../server/backend/mail/templates/index.js';
import { escapeHtml } from '../../../server/backend/mail/templates/blocks.js';

const CTX = { publicUrl: 'https://shop.example' };
const EVIL = '<script>alert("x")</script> & \'q\'';

const ORDER: OrderMailOrder = {
  incrementId: '100000042',
  createdAt: '2026-07-03T07:05:00.000Z',
  email: 'anna@example.com',
  subtotalCents: 129900,
  discountCents: 12990,
  shippingCents: 0,
  taxCents: 18667,
  grandTotalCents: 116910,
  couponCode: 'NL-ABCDEF',
  billingAddress: { firstname: 'Anna', lastname: EVIL, street: ['Hauptstraße 1', ''], postcode: '10115', city: 'Berlin', country_id: 'DE' },
  shippingAddress: { firstname: 'Ben', lastname: 'Kranich', street: ['Gerberstraße 12'], postcode: '76534', city: 'Baden-Baden', country_id: 'DE' },
  paymentMethod: { code: 'banktransfer', title: 'Vorkasse' },
  shippingMethod: { carrierCode: 'dhl', methodCode: 'gogreen', title: 'Versand mit DHL GoGreen' },
  items: [{ sku: 'KR-OX-1', name: `Oxford ${EVIL}`, qty: 1, priceCents: 129900, rowTotalCents: 129900 }],
};

const LEGAL = {
  terms: { title: 'Allgemeine Geschäftsbedingungen', html: '<h2>§ 1 Geltung</h2><p>Diese AGB gelten &amp; so.</p>' },
  withdrawal: { title: 'Widerrufsbelehrung', html: '<p>Sie haben das Recht, binnen 30 Tagen zu widerrufen.</p><ul><li>Muster-Widerrufsformular</li></ul>' },
};

const SAMPLE: TemplateDataMap = {
  'order-confirmation': { order: ORDER, legal: LEGAL },
  'password-reset': { email: 'anna+x@example.com', token: 'tok/en+1' },
  'newsletter-confirmation': { token: 'confirm-token' },
  'newsletter-welcome': { email: 'anna@example.com', couponCode: 'NL-ABCDEF', percent: 10, unsubscribeToken: 'unsub' },
  'newsletter-unsubscribe': { email: 'anna@example.com', unsubscribeToken: 'unsub' },
  'contact-to-shop': { email: 'anna@example.com', subject: `Frage ${EVIL}`, message: `Hallo\n${EVIL}` },
  'withdrawal-confirmation': { receivedAt: '2026-07-03T07:05:00.000Z', orderNumber: '100000042', name: EVIL, email: 'anna@example.com', items: EVIL, message: EVIL },
  'email-changed': { oldEmail: 'anna@example.com', newEmail: EVIL, token: 'undo/tok+1' },
  'signup-existing': { email: 'anna@example.com' },
  'order-update': { kind: 'shipped', orderNumber: '100000042', name: EVIL, carrier: 'dhl', trackingNumber: '00340434161094042557', withdrawableUntil: '2026-04-17' },
  'login-limit': { email: 'anna@example.com' },
};

const render = <T extends TemplateName>(name: T, store: 'main' | 'de' | 'it' = 'de') => renderTemplate(name, store, SAMPLE[name], CTX);

describe('mail templates escape data', () => {
  it.each(TEMPLATE_NAMES)('%s never puts raw markup from data into the HTML', (name) => {
    const mail = render(name);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('alert("x")');
    if (JSON.stringify(SAMPLE[name]).includes('<script>')) expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;');
  });

  it('escapeHtml escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('a subject built from data is one header line', () => {
    const mail = renderTemplate('contact-to-shop', 'main', { ...SAMPLE['contact-to-shop'], subject: 'Hi\r\nBcc: victim@example.com' }, CTX);
    expect(mail.subject).toBe('Contact form: Hi Bcc: victim@example.com');
  });
});

describe('order confirmation', () => {
  const mail = render('order-confirmation');

  it('shows the order number, lines and totals in the shop money format (DESIGN §5)', () => {
    expect(mail.subject).toBe('Ihre Bestellung 100000042');
    for (const amount of ['€1.299,00', '-€129,90', '€0,00', '€1.169,10', '€186,67']) expect(mail.text).toContain(amount);
    expect(mail.text).toContain('Rabatt (NL-ABCDEF): -€129,90');
    expect(mail.html).toContain('€1.169,10');
  });

  it('shows the order date as HH:mm D-M-YYYY in the shop time zone', () => {
    expect(mail.text).toContain('Bestelldatum: 09:05 3-7-2026');
  });

  it('shows both addresses, the payment and the shipping method', () => {
    expect(mail.text).toMatch(/Rechnungsadresse[\s\S]*Anna[\s\S]*Hauptstraße 1\n10115 Berlin\nDeutschland/);
    expect(mail.text).toMatch(/Lieferadresse[\s\S]*Ben Kranich\nGerberstraße 12\n76534 Baden-Baden/);
    expect(mail.text).toContain('Zahlungsart: Vorkasse');
    expect(mail.text).toContain('Versandart: Versand mit DHL GoGreen');
  });

  it('carries the terms and the withdrawal policy as text (German law)', () => {
    expect(mail.text).toContain('§ 1 Geltung');
    expect(mail.text).toContain('Diese AGB gelten & so.');
    expect(mail.text).toContain('Sie haben das Recht, binnen 30 Tagen zu widerrufen.');
    expect(mail.text).toContain('• Muster-Widerrufsformular');
    expect(mail.html).toContain('Diese AGB gelten &amp; so.');
  });

  it('links to the legal pages of the store view when a text is missing', () => {
    const missing = renderTemplate('order-confirmation', 'it', { order: ORDER, legal: { terms: null, withdrawal: null } }, CTX);
    expect(missing.text).toContain('Condizioni generali di vendita: https://shop.example/it/agb');
    expect(missing.text).toContain('Diritto di recesso: https://shop.example/it/widerruf');
  });
});

describe('order confirmation in the mail’s language (issue 12 §9)', () => {
  const prepaid = (store: 'main' | 'de' | 'it', order: Partial<OrderMailOrder> = {}) =>
    renderTemplate('order-confirmation', store, { order: { ...ORDER, paymentMethod: { code: 'banktransfer', title: 'Prepayment / bank transfer' }, ...order }, legal: LEGAL }, CTX);

  it('a prepayment order carries the bank details, the amount and the order number as reference, as checkout promises', () => {
    const de = prepaid('de');
    expect(de.text).toContain('Ihre Überweisung');
    expect(de.text).toContain('Bitte überweisen Sie €1.169,10 innerhalb von 7 Tagen');
    for (const line of ['Kontoinhaber: Kranich Schuhmanufaktur GmbH', 'Bank: Sparkasse Baden-Baden Gaggenau', 'IBAN: DE32 6625 0030 0000 1234 56', 'BIC: SOLADES1BAD', 'Verwendungszweck: Bestellung 100000042']) {
      expect(de.text).toContain(line);
    }
    expect(de.html).toContain('DE32 6625 0030 0000 1234 56');
    expect(prepaid('main').text).toContain('Reference: Order 100000042');
    expect(prepaid('it').text).toContain('Causale: Ordine 100000042');
    const cash = renderTemplate('order-confirmation', 'de', { order: { ...ORDER, paymentMethod: { code: 'cashondelivery', title: 'Cash on delivery' } }, legal: LEGAL }, CTX);
    expect(cash.text).not.toContain('IBAN');
  });

  it('writes street and house number on one line and names the country in the mail’s language', () => {
    const address = { firstname: 'Anna', lastname: 'Kranich', street: ['Lichtentaler Allee', '8'], postcode: '76530', city: 'Baden-Baden', country_id: 'DE' };
    const austria = { ...address, street: ['Kärntner Straße', '5'], postcode: '1010', city: 'Wien', country_id: 'AT' };
    const order = { billingAddress: address, shippingAddress: austria };
    expect(prepaid('main', order).text).toContain('Anna Kranich\nLichtentaler Allee 8\n76530 Baden-Baden\nGermany');
    expect(prepaid('main', order).text).toContain('Kärntner Straße 5\n1010 Wien\nAustria');
    expect(prepaid('de', order).text).toContain('Lichtentaler Allee 8\n76530 Baden-Baden\nDeutschland');
    expect(prepaid('de', order).text).toContain('1010 Wien\nÖsterreich');
    expect(prepaid('it', order).text).toContain('76530 Baden-Baden\nGermania');
  });

  it('names the shipping and the payment method in the mail’s language', () => {
    const order = { shippingMethod: { carrierCode: 'dhl', methodCode: 'gogreen', title: 'Versand mit DHL GoGreen' } };
    expect(prepaid('main', order).text).toContain('Shipping method: Shipping with DHL GoGreen');
    expect(prepaid('main', order).text).toContain('Payment method: Prepayment / bank transfer');
    expect(prepaid('de', order).text).toContain('Versandart: Versand mit DHL GoGreen');
    expect(prepaid('de', order).text).toContain('Zahlungsart: Vorkasse / Überweisung');
    expect(prepaid('it', order).text).toContain('Spedizione con DHL GoGreen');
    expect(prepaid('it', order).text).toContain('Pagamento anticipato / bonifico');
  });
});

describe('links and languages', () => {
  it('password reset links to {publicUrl}{prefix}/resetpassword with email and token encoded', () => {
    expect(render('password-reset', 'main').text).toContain('https://shop.example/resetpassword?email=anna%2Bx%40example.com&token=tok%2Fen%2B1');
    expect(render('password-reset', 'de').text).toContain('https://shop.example/de/resetpassword?email=');
    expect(render('password-reset', 'de').html).toContain('href="https://shop.example/de/resetpassword?email=anna%2Bx%40example.com&amp;token=tok%2Fen%2B1"');
  });

  it('newsletter confirmation links to {prefix}/newsletter?confirm=<token>', () => {
    expect(render('newsletter-confirmation', 'it').text).toContain('https://shop.example/it/newsletter?confirm=confirm-token');
  });

  it('the welcome mail shows the coupon and carries the unsubscribe link, also as List-Unsubscribe', () => {
    const mail = render('newsletter-welcome', 'main');
    expect(mail.text).toContain('NL-ABCDEF');
    expect(mail.text).toContain('10% off');
    expect(mail.text).toContain('https://shop.example/abmelden?email=anna%40example.com&token=unsub');
    expect(mail.headers?.['List-Unsubscribe']).toBe('<https://shop.example/abmelden?email=anna%40example.com&token=unsub>');
  });

  it('texts follow the store view: en for main, de, it', () => {
    expect(render('newsletter-confirmation', 'main').subject).toBe('Please confirm your newsletter subscription');
    expect(render('newsletter-confirmation', 'de').subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
    expect(render('newsletter-confirmation', 'it').subject).toBe('Confermi la sua iscrizione alla newsletter');
    expect(render('newsletter-confirmation', 'it').html).toContain('<html lang="it">');
  });

  it('the withdrawal receipt states date and time of receipt (HH:mm D-M-YYYY) and the declaration', () => {
    const mail = render('withdrawal-confirmation', 'de');
    expect(mail.subject).toBe('Eingangsbestätigung Ihres Widerrufs – Bestellung 100000042');
    expect(mail.text).toContain('Eingegangen am: 09:05 3-7-2026');
    expect(mail.text).toContain(`Ihre Erklärung`);
  });

  it('every mail ends with the shop footer', () => {
    for (const name of TEMPLATE_NAMES) expect(render(name).text).toContain('Kranich Schuhmanufaktur\nGerberstraße 12, 76534 Baden-Baden');
  });
});

describe('order update mails', () => {
  it('give the tracking link and the withdrawal deadline in the order language', () => {
    const de = render('order-update', 'de');
    expect(de.subject).toBe('Ihre Bestellung 100000042 ist unterwegs');
    expect(de.text).toContain('https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557');
    expect(de.text).toContain('bis zum 17. April 2026 widerrufen');
    const it = renderTemplate('order-update', 'it', { kind: 'expired', orderNumber: '100000042', name: null, dueAt: '2026-03-25T10:00:00.000Z' }, CTX);
    expect(it.subject).toBe('Il tuo ordine 100000042 è stato annullato');
    expect(it.text).toContain('entro il 25 marzo 2026');
    const en = renderTemplate('order-update', 'main', { kind: 'refunded', orderNumber: '100000042', name: 'Anna', amountCents: 24900 }, CTX);
    expect(en.text).toContain('we have refunded €249,00');
  });
});
