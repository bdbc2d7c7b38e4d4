// Marken-Seiten auf Deutsch: Über uns, Schuhwissen, Jobs, Newsletter.
import { COMPANY, NEWSLETTER_COUPON_PERCENT } from './shop-facts.js';
import { h2, h3, mailto, p, strong, ul, type PageContext, type PageKey, type PageText } from './html.js';

type BrandKey = 'about' | 'shoeKnowledge' | 'jobs' | 'newsletterInfo';

export function brandPagesDe({ link }: PageContext): Pick<Record<PageKey, PageText>, BrandKey> {
  return {
    about: {
      title: 'Über uns',
      metaDescription: 'Drei Werkstätten, ein Handwerk: Kranich in Baden-Baden, Vándor in Budapest und Eichwald im Schwarzwald.',
      html: [
        p('1921 eröffnete der Schuhmacher Wilhelm Kranich eine kleine Werkstatt in der Gerberstraße in Baden-Baden. Vier Generationen später fertigen wir dort noch immer Schuhe – rahmengenäht, auf eigenen Leisten, aus Leder europäischer Gerbereien.'),
        h2('Drei Werkstätten, ein Handwerk'),
        ul([
          `${strong('Kranich')} – rahmengenähte Klassiker aus Baden-Baden: Oxford, Derby und Stiefel für ein Leben voller Neubesohlungen.`,
          `${strong('Vándor Budapest')} – zwiegenähte Budapester mit hoher Kappe und charaktervollem Lochmuster, die die Stadt berühmt gemacht haben.`,
          `${strong('Eichwald')} – bequeme, leichtere Schuhe aus unserer Schwesterwerkstatt im Schwarzwald, zu freundlichen Preisen.`,
        ]),
        h2('Wofür wir stehen'),
        p('Wir machen lieber weniger Schuhe als schlechtere. Jedes Paar durchläuft mehr als 200 Arbeitsschritte, und jeder Schuhmacher signiert die Paare, die er fertigstellt. Wenn die Sohle durchgelaufen ist, besohlen wir neu – denn der nachhaltigste Schuh ist der, den man behält.'),
        p(`Besuchen Sie uns in unseren ${link('/store-locator', 'Geschäften')} oder lesen Sie mehr in unserem ${link('/schuhwissen', 'Schuhwissen')}.`),
      ].join(''),
    },
    shoeKnowledge: {
      title: 'Schuhwissen',
      metaDescription: 'Rahmengenäht, zwiegenäht oder durchgenäht? Leisten, Leder und Pflege, erklärt von unseren Schuhmachern.',
      html: [
        h2('Macharten'),
        h3('Rahmengenäht (Goodyear)'),
        p('Ein Lederrahmen wird mit Schaft und Brandsohle vernäht, anschließend die Laufsohle mit dem Rahmen. Zwischen Brand- und Laufsohle liegt ein Korkbett, das sich Ihrem Fuß anpasst. Der Schuh ist stabil, wasserabweisend und kann viele Male neu besohlt werden.'),
        h3('Zwiegenäht'),
        p('Die Budapester Spezialität: Eine zweite, sichtbare Naht verbindet Schaft und Rahmen von außen. Sie macht den Schuh noch robuster und verleiht ihm seinen rustikalen, selbstbewussten Auftritt.'),
        h3('Durchgenäht (Blake) und Blake-Rapid'),
        p('Bei der Blake-Machart läuft eine einzige Naht durch Brand- und Laufsohle – der Schuh ist vom ersten Tag an leicht und flexibel. Blake-Rapid ergänzt eine aufgenähte zweite Sohle für mehr Robustheit.'),
        h2('Leisten'),
        p('Der Leisten ist die Form aus Holz oder Kunststoff, über die ein Schuh gebaut wird. Er bestimmt die Passform: die Weite im Zehenbereich, die Höhe des Rists, den Halt an der Ferse. In der Größentabelle erklären wir, welche unserer Leisten großzügig und welche schlank ausfallen.'),
        h2('Leder'),
        ul([
          `${strong('Kalbsleder')} – feinporig, glatt und für tiefen Glanz geeignet.`,
          `${strong('Veloursleder')} – die geschliffene Fleischseite der Haut: weich, matt und robuster als sein Ruf.`,
          `${strong('Scotchgrain')} – geprägtes, strapazierfähiges Kalbsleder für Stiefel und Landschuhe.`,
          `${strong('Shell Cordovan')} – seltenes Pferdeleder mit einzigartigem Glanz, das Wellen statt Falten wirft.`,
        ]),
        h2('Pflege in vier Schritten'),
        ul(['Nach dem Tragen Schuhspanner einsetzen und die Schuhe einen Tag ruhen lassen.', 'Staub abbürsten.', 'Dünn Schuhcreme auftragen und einziehen lassen.', 'Mit Rosshaarbürste und Baumwolltuch polieren.']),
        p(`Alles, was Sie dafür brauchen, finden Sie in unserer ${link('/accessories/care', 'Schuhpflege')}.`),
      ].join(''),
    },
    jobs: {
      title: 'Jobs',
      metaDescription: 'Arbeiten bei uns: Schuhmacher, Kundenservice und E-Commerce in Baden-Baden.',
      html: [
        p('Gute Schuhe brauchen gute Menschen. Wir sind ein Team von 60 Leuten in Baden-Baden, Budapest und Wolfach – Schuhmacher, Zuschneider, Designerinnen, Servicekräfte und ein kleines Digitalteam.'),
        h2('Offene Stellen'),
        ul([
          `${strong('Schuhmacher (m/w/d)')} für die rahmengenähte Fertigung, Baden-Baden, Vollzeit`,
          `${strong('Ausbildung zum Schuhmacher (m/w/d)')}, Beginn 1. September, Baden-Baden`,
          `${strong('Kundenservice (m/w/d)')} auf Deutsch und Italienisch, Baden-Baden, Teilzeit möglich`,
          `${strong('E-Commerce-Manager (m/w/d)')}, Baden-Baden oder remote innerhalb Deutschlands`,
        ]),
        h2('Was wir bieten'),
        p('Faire Bezahlung nach Tarif, 30 Tage Urlaub, Jobrad, ein Paar Schuhe im Jahr – und die Zufriedenheit, etwas Bleibendes zu schaffen.'),
        p(`Senden Sie Ihre Bewerbung mit Lebenslauf und frühestem Eintrittstermin an ${mailto(COMPANY.jobsEmail)}. Wir antworten innerhalb von zwei Wochen.`),
      ].join(''),
    },
    newsletterInfo: {
      title: 'Newsletter',
      metaDescription: `Neue Modelle, Pflegetipps und Einladungen – und ${NEWSLETTER_COUPON_PERCENT} % Rabatt auf Ihre erste Bestellung.`,
      html: [
        p('Ein- bis zweimal im Monat schreiben wir über neue Modelle und Farben, Schuhpflege und Veranstaltungen in unseren Geschäften.'),
        h2(`${NEWSLETTER_COUPON_PERCENT} % Willkommensgutschein`),
        p(`Nach der Bestätigung Ihrer Anmeldung erhalten Sie einen Gutschein über ${NEWSLETTER_COUPON_PERCENT} % für Ihre erste Bestellung.`),
        h2('So funktioniert es'),
        ul([
          'Geben Sie Ihre E-Mail-Adresse im Fußbereich einer beliebigen Seite ein und wählen Sie auf Wunsch Damen- oder Herrenschuhe.',
          'Bestätigen Sie die Anmeldung über den Link, den wir Ihnen schicken (Double-Opt-in).',
          `Sie können sich jederzeit über den Link in jedem Newsletter oder ${link('/abmelden', 'hier')} abmelden.`,
        ]),
        p(`Wie wir mit Ihren Daten umgehen, erklärt unsere ${link('/datenschutz', 'Datenschutzerklärung')}.`),
      ].join(''),
    },
  };
}
