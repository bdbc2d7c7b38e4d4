// Service pages in English: customer service, store locator, size guide, delivery, returns, gift vouchers, FAQ.
import { COMPANY, MIN_ORDER_EUROS, NEWSLETTER_COUPON_PERCENT, OPENING_HOURS, RETURN_DAYS, SHIPPING_METHOD, DELIVERY_DAYS, STORES } from './shop-facts.js';
import { h2, h3, mailto, p, strong, ul, type PageContext, type PageKey, type PageText } from './html.js';
import { sizeTableHtml } from './size-table.js';

type ServiceKey = 'customerService' | 'storeLocator' | 'sizeGuide' | 'delivery' | 'returns' | 'giftVouchers' | 'faq';

export function servicePagesEn({ link }: PageContext): Pick<Record<PageKey, PageText>, ServiceKey> {
  const H = OPENING_HOURS;
  return {
    customerService: {
      title: 'Customer service',
      metaDescription: 'Questions about sizes, orders or care? Our customer service answers by phone, e-mail and chat.',
      html: [
        p('Choosing shoes online raises questions – about the right size, the right last or the right leather. Our team in Baden-Baden includes trained shoemakers who are happy to advise you.'),
        h2('How to reach us'),
        ul([
          `${strong('Phone:')} ${COMPANY.phone}, Monday to Friday ${H.phoneService}`,
          `${strong('E-mail:')} ${mailto(COMPANY.email)} – we reply within one working day`,
          `${strong('Contact form:')} ${link('/contact', 'write to us')}`,
        ]),
        h2('Quick help'),
        ul([
          link('/size-guide', 'Size guide – how to find your size'),
          link('/delivery', 'Delivery and shipping'),
          link('/returns', 'Returns and exchanges'),
          link('/i/faq', 'Frequently asked questions'),
        ]),
        h2('Resoling service'),
        p('Welted shoes from our workshops can be resoled many times. Send them to us with a short note; we will call you with a quote before we start. Resoling takes about three weeks.'),
      ].join(''),
    },
    storeLocator: {
      title: 'Our stores',
      metaDescription: 'Visit the Kranich factory shop in Baden-Baden, Vándor in Budapest and the Eichwald workshop store in Wolfach.',
      html: [
        p('Try our shoes on in person – in the places where they are made.'),
        h2('Kranich factory shop, Baden-Baden'),
        p(`${COMPANY.street}<br>${COMPANY.postcode} ${COMPANY.city}<br>Phone ${COMPANY.phone}`),
        p(`Monday to Friday ${H.weekdays}, Saturday ${H.saturday}. Through the window you can watch our shoemakers at work.`),
        h2(STORES.vandor.name),
        p(`${STORES.vandor.street}<br>${STORES.vandor.city}<br>${STORES.vandor.country.en}`),
        p('The home of the Budapesters, a short walk from the Opera. Made-to-measure appointments on request.'),
        h2(STORES.eichwald.name),
        p(`${STORES.eichwald.street}<br>${STORES.eichwald.city}<br>${STORES.eichwald.country.en}`),
        p('Comfortable shoes from the Black Forest, with seconds at reduced prices.'),
      ].join(''),
    },
    sizeGuide: {
      title: 'Size guide',
      metaDescription: 'Find your shoe size: EU, UK and US sizes and foot length in centimetres.',
      html: [
        p('Our shoes are made in EU sizes: men’s models from 39 to 47, women’s models from 36 to 42.'),
        h2('How to measure your foot'),
        ul([
          'Measure in the afternoon – feet are slightly larger in the evening than in the morning.',
          'Stand on a sheet of paper wearing the socks you usually wear with the shoes.',
          'Mark your heel and the tip of your longest toe, then measure the distance in centimetres.',
          'Measure both feet and go by the longer one.',
        ]),
        h2('Size table'),
        sizeTableHtml(['EU', 'UK', 'US men', 'US women', 'Foot length (cm)']),
        h3('Which last suits you?'),
        p('The Budapest 84 and Schwarzwald lasts are cut generously – choose your usual size even if your feet are wide. The Berlin and Clara lasts are slim; if you are between two sizes, take the larger one. Sneakers on the Sport last fit like your usual trainers.'),
        p(`Unsure? Call us at ${COMPANY.phone} – and if a pair does not fit, the exchange is free.`),
      ].join(''),
    },
    delivery: {
      title: 'Delivery and shipping',
      metaDescription: `Free delivery within the EU with ${SHIPPING_METHOD.en}; ${DELIVERY_DAYS.domestic} working days in Germany.`,
      html: [
        h2('Free shipping within the EU'),
        p(`We send every order free of charge with ${SHIPPING_METHOD.en} – climate-neutral and with tracking. The minimum order value is ${MIN_ORDER_EUROS} €.`),
        h2('Delivery times'),
        ul([
          `${strong('Germany:')} ${DELIVERY_DAYS.domestic} working days`,
          `${strong('Austria, Italy and other EU countries:')} ${DELIVERY_DAYS.eu} working days`,
        ]),
        p('Orders placed by 2 pm on a working day leave our workshop the same day. You receive the tracking link by e-mail.'),
        h2('Packaging'),
        p('Your shoes arrive in a sturdy box with cotton dust bags. We use recycled cardboard and no plastic filler.'),
      ].join(''),
    },
    returns: {
      title: 'Returns and exchanges',
      metaDescription: `${RETURN_DAYS} days to return, free of charge. Exchanges for another size are free as well.`,
      html: [
        p(`You have ${RETURN_DAYS} days to return your order – free of charge and without giving reasons.`),
        h2('How it works'),
        ul([
          'Try the shoes on indoors, on a carpet, so the soles stay clean.',
          'Put them back in their box with the dust bags and the shoe box label.',
          `Tell us with the ${link('/withdrawal', 'online withdrawal form')} (the button at each order in your account and in the order e-mail leads there).`,
          `Send the parcel to ${COMPANY.legalName}, ${COMPANY.street}, ${COMPANY.postcode} ${COMPANY.city}, Germany. We refund the postage of the return.`,
        ]),
        h2('Refund'),
        p('We refund the purchase price within 14 days of receiving your withdrawal, using your original means of payment.'),
        h2('Exchange'),
        p(`Need another size? Note it on the return slip and we will send the new pair as soon as your return arrives. The legal details are in our ${link('/widerruf', 'withdrawal policy')}.`),
      ].join(''),
    },
    giftVouchers: {
      title: 'Gift vouchers',
      metaDescription: 'Gift a good pair of shoes: vouchers from 50 € to 500 €, by e-mail or as a printed card.',
      html: [
        p('Not sure about the size or the colour? Give a voucher and let them choose.'),
        h2('Values and delivery'),
        ul([
          'Values of 50 €, 100 €, 250 € and 500 €',
          'By e-mail as a PDF within minutes, or as a printed card in an envelope by post',
          'Redeemable in the online shop and in our factory shop in Baden-Baden',
        ]),
        h2('Good to know'),
        p('Vouchers are valid for three years from the end of the year of purchase. A remaining balance stays on the voucher for your next order. Vouchers cannot be paid out in cash.'),
        p(`To order a voucher, write to ${mailto(COMPANY.email)} or call ${COMPANY.phone}.`),
      ].join(''),
    },
    faq: {
      title: 'Frequently asked questions',
      metaDescription: 'Answers about sizes, delivery, returns, payment, care and resoling.',
      html: [
        h3('How long does delivery take?'),
        p(`In Germany ${DELIVERY_DAYS.domestic} working days, within the EU ${DELIVERY_DAYS.eu} working days. Shipping is free.`),
        h3('Can I return shoes?'),
        p(`Yes, within ${RETURN_DAYS} days and free of charge. Details on the ${link('/returns', 'returns page')}.`),
        h3('Which payment methods can I use?'),
        p('Always prepayment by bank transfer and, in Germany, cash on delivery. Checkout lists every method offered for your address.'),
        h3('What does “Goodyear-welted” mean?'),
        p(`The sole is stitched to a leather welt instead of being glued to the upper. That makes the shoe durable and resoleable. Read more in our ${link('/schuhwissen', 'shoe guide')}.`),
        h3('Do new shoes need breaking in?'),
        p('Leather soles and cork beds adapt to your foot within the first two weeks. Wear new shoes for a few hours at a time at first.'),
        h3('Do you offer a newsletter discount?'),
        p(`Yes: subscribe and you receive a ${NEWSLETTER_COUPON_PERCENT} % voucher for your first order. ${link('/i/newsletter-info', 'More about the newsletter')}.`),
      ].join(''),
    },
  };
}
