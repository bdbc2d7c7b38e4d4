// Brand pages in English: about us, shoe guide, jobs, newsletter information.
import { COMPANY, NEWSLETTER_COUPON_PERCENT } from './shop-facts.js';
import { h2, h3, mailto, p, strong, ul, type PageContext, type PageKey, type PageText } from './html.js';

type BrandKey = 'about' | 'shoeKnowledge' | 'jobs' | 'newsletterInfo';

export function brandPagesEn({ link }: PageContext): Pick<Record<PageKey, PageText>, BrandKey> {
  return {
    about: {
      title: 'About us',
      metaDescription: 'Three workshops, one craft: Kranich in Baden-Baden, Vándor in Budapest and Eichwald in the Black Forest.',
      html: [
        p('In 1921 the shoemaker Wilhelm Kranich opened a small workshop on Gerberstraße in Baden-Baden. Four generations later we still make shoes there – Goodyear-welted, on our own lasts, with leather from European tanneries.'),
        h2('Three workshops, one craft'),
        ul([
          `${strong('Kranich')} – welted classics from Baden-Baden: oxfords, derbies and boots for a lifetime of resoling.`,
          `${strong('Vándor Budapest')} – double-stitched Budapesters with the high toe and characterful brogueing that made the city famous.`,
          `${strong('Eichwald')} – comfortable, lighter shoes from our sister workshop in the Black Forest, at friendly prices.`,
        ]),
        h2('What we stand for'),
        p('We would rather make fewer shoes than worse ones. Every pair passes through more than 200 steps, and every shoemaker signs the pairs they finish. When the sole wears through, we resole it – because the most sustainable shoe is the one you keep.'),
        p(`Visit us in our ${link('/store-locator', 'stores')} or read more in our ${link('/schuhwissen', 'shoe guide')}.`),
      ].join(''),
    },
    shoeKnowledge: {
      title: 'Shoe guide',
      metaDescription: 'Goodyear-welted, double-stitched or Blake? Lasts, leathers and care, explained by our shoemakers.',
      html: [
        h2('Constructions'),
        h3('Goodyear-welted'),
        p('A leather welt is sewn to the upper and the insole; the outsole is then stitched to the welt. Between insole and outsole lies a bed of cork that moulds to your foot. The shoe is sturdy, water-resistant and can be resoled many times.'),
        h3('Double-stitched'),
        p('The Budapest speciality: a second, visible seam joins upper and welt from the outside. It makes the shoe even more robust and gives it its rustic, confident look.'),
        h3('Blake and Blake-Rapid'),
        p('With Blake stitching a single seam runs through insole and sole – the shoe is light and flexible from the first day. Blake-Rapid adds a stitched-on second sole for more robustness.'),
        h2('Lasts'),
        p('The last is the wooden or plastic form a shoe is built on. It decides how a shoe fits: the width of the toe box, the height of the instep, the grip at the heel. Our size guide explains which of our lasts runs generous and which runs slim.'),
        h2('Leathers'),
        ul([
          `${strong('Calf leather')} – fine-grained, smooth and able to take a deep shine.`,
          `${strong('Suede')} – the buffed flesh side of the hide: soft, matt and more robust than its reputation.`,
          `${strong('Scotch grain')} – embossed, hard-wearing calf for boots and country shoes.`,
          `${strong('Shell cordovan')} – a rare horse leather with a unique lustre that rolls instead of creasing.`,
        ]),
        h2('Care in four steps'),
        ul(['Insert shoe trees after wearing and let the shoes rest for a day.', 'Brush off dust.', 'Apply a thin layer of cream polish and let it soak in.', 'Polish with a horsehair brush and a cotton cloth.']),
        p(`Everything you need is in our ${link('/accessories/care', 'shoe care range')}.`),
      ].join(''),
    },
    jobs: {
      title: 'Jobs',
      metaDescription: 'Work with us: shoemakers, customer service and e-commerce in Baden-Baden.',
      html: [
        p('Good shoes need good people. We are a team of 60 in Baden-Baden, Budapest and Wolfach – shoemakers, leather cutters, designers, service staff and a small digital team.'),
        h2('Current vacancies'),
        ul([
          `${strong('Shoemaker (m/f/d)')} for welted shoe production, Baden-Baden, full-time`,
          `${strong('Apprenticeship as a shoemaker (m/f/d)')}, start 1 September, Baden-Baden`,
          `${strong('Customer service (m/f/d)')} in German and Italian, Baden-Baden, part-time possible`,
          `${strong('E-commerce manager (m/f/d)')}, Baden-Baden or remote within Germany`,
        ]),
        h2('What we offer'),
        p('Fair pay under a collective agreement, 30 days of holiday, a bicycle lease, one pair of shoes a year – and the satisfaction of making something that lasts.'),
        p(`Send your application with CV and earliest start date to ${mailto(COMPANY.jobsEmail)}. We reply within two weeks.`),
      ].join(''),
    },
    newsletterInfo: {
      title: 'Newsletter',
      metaDescription: `New models, care tips and invitations – and ${NEWSLETTER_COUPON_PERCENT} % off your first order.`,
      html: [
        p('Once or twice a month we write about new models and colours, shoe care and events in our stores.'),
        h2(`${NEWSLETTER_COUPON_PERCENT} % welcome voucher`),
        p(`After you confirm your subscription you receive a voucher for ${NEWSLETTER_COUPON_PERCENT} % off your first order.`),
        h2('How it works'),
        ul([
          'Enter your e-mail address in the footer of any page and choose women’s or men’s shoes if you like.',
          'Confirm the subscription with the link we send you (double opt-in).',
          `You can unsubscribe at any time via the link in every newsletter or ${link('/abmelden', 'here')}.`,
        ]),
        p(`How we handle your data is explained in our ${link('/datenschutz', 'privacy policy')}.`),
      ].join(''),
    },
  };
}
