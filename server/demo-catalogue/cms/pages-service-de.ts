// Service-Seiten auf Deutsch: Kundenservice, Filialen, Größentabelle, Lieferung, Rücksendung, Gutscheine, FAQ.
import { COMPANY, MIN_ORDER_EUROS, NEWSLETTER_COUPON_PERCENT, OPENING_HOURS, RETURN_DAYS, SHIPPING_METHOD, DELIVERY_DAYS, STORES } from './shop-facts.js';
import { h2, h3, mailto, p, strong, ul, type PageContext, type PageKey, type PageText } from './html.js';
import { sizeTableHtml } from './size-table.js';

type ServiceKey = 'customerService' | 'storeLocator' | 'sizeGuide' | 'delivery' | 'returns' | 'giftVouchers' | 'faq';

export function servicePagesDe({ link }: PageContext): Pick<Record<PageKey, PageText>, ServiceKey> {
  const H = OPENING_HOURS;
  return {
    customerService: {
      title: 'Kundenservice',
      metaDescription: 'Fragen zu Größen, Bestellungen oder Pflege? Unser Kundenservice hilft per Telefon, E-Mail und Chat.',
      html: [
        p('Wer Schuhe online kauft, hat Fragen – zur richtigen Größe, zum passenden Leisten oder zum schönsten Leder. Zu unserem Team in Baden-Baden gehören gelernte Schuhmacher, die Sie gern beraten.'),
        h2('So erreichen Sie uns'),
        ul([
          `${strong('Telefon:')} ${COMPANY.phone}, Montag bis Freitag ${H.phoneService} Uhr`,
          `${strong('E-Mail:')} ${mailto(COMPANY.email)} – Antwort innerhalb eines Werktags`,
          `${strong('Kontaktformular:')} ${link('/kontakt', 'Schreiben Sie uns')}`,
        ]),
        h2('Schnelle Hilfe'),
        ul([
          link('/groessentabelle', 'Größentabelle – so finden Sie Ihre Größe'),
          link('/lieferung-und-versand', 'Lieferung und Versand'),
          link('/ruecksendung-und-umtausch', 'Rücksendung und Umtausch'),
          link('/i/faq', 'Häufige Fragen'),
        ]),
        h2('Neubesohlung'),
        p('Rahmengenähte Schuhe aus unseren Werkstätten lassen sich viele Male neu besohlen. Schicken Sie sie uns mit einer kurzen Notiz; wir rufen Sie mit einem Kostenvoranschlag an, bevor wir beginnen. Die Neubesohlung dauert etwa drei Wochen.'),
      ].join(''),
    },
    storeLocator: {
      title: 'Unsere Geschäfte',
      metaDescription: 'Besuchen Sie den Kranich Werksverkauf in Baden-Baden, Vándor in Budapest und den Eichwald Werkstattladen in Wolfach.',
      html: [
        p('Probieren Sie unsere Schuhe vor Ort an – dort, wo sie entstehen.'),
        h2('Kranich Werksverkauf, Baden-Baden'),
        p(`${COMPANY.street}<br>${COMPANY.postcode} ${COMPANY.city}<br>Telefon ${COMPANY.phone}`),
        p(`Montag bis Freitag ${H.weekdays} Uhr, Samstag ${H.saturday} Uhr. Durch das Fenster sehen Sie unseren Schuhmachern bei der Arbeit zu.`),
        h2(STORES.vandor.name),
        p(`${STORES.vandor.street}<br>${STORES.vandor.city}<br>${STORES.vandor.country.de}`),
        p('Das Zuhause der Budapester, wenige Schritte von der Oper entfernt. Termine für Maßanfertigungen nach Vereinbarung.'),
        h2(STORES.eichwald.name),
        p(`${STORES.eichwald.street}<br>${STORES.eichwald.city}<br>${STORES.eichwald.country.de}`),
        p('Bequeme Schuhe aus dem Schwarzwald, dazu Modelle zweiter Wahl zu reduzierten Preisen.'),
      ].join(''),
    },
    sizeGuide: {
      title: 'Größentabelle',
      metaDescription: 'Finden Sie Ihre Schuhgröße: EU-, UK- und US-Größen und Fußlänge in Zentimetern.',
      html: [
        p('Unsere Schuhe werden in EU-Größen gefertigt: Herrenmodelle von 39 bis 47, Damenmodelle von 36 bis 42.'),
        h2('So messen Sie Ihren Fuß'),
        ul([
          'Messen Sie am Nachmittag – abends sind die Füße etwas größer als morgens.',
          'Stellen Sie sich mit den Socken, die Sie zu den Schuhen tragen, auf ein Blatt Papier.',
          'Markieren Sie Ferse und Spitze des längsten Zehs und messen Sie den Abstand in Zentimetern.',
          'Messen Sie beide Füße und richten Sie sich nach dem längeren.',
        ]),
        h2('Größentabelle'),
        sizeTableHtml(['EU', 'UK', 'US Herren', 'US Damen', 'Fußlänge (cm)']),
        h3('Welcher Leisten passt zu Ihnen?'),
        p('Die Leisten Budapest 84 und Schwarzwald sind großzügig geschnitten – wählen Sie Ihre gewohnte Größe, auch bei breiten Füßen. Die Leisten Berlin und Clara sind schlank; liegen Sie zwischen zwei Größen, nehmen Sie die größere. Sneaker auf dem Leisten Sport fallen aus wie Ihre gewohnten Turnschuhe.'),
        p(`Unsicher? Rufen Sie uns an unter ${COMPANY.phone} – und wenn ein Paar nicht passt, ist der Umtausch kostenlos.`),
      ].join(''),
    },
    delivery: {
      title: 'Lieferung und Versand',
      metaDescription: `Kostenlose Lieferung in der EU mit ${SHIPPING_METHOD.de}; in Deutschland in ${DELIVERY_DAYS.domestic} Werktagen.`,
      html: [
        h2('Versandkostenfrei in der EU'),
        p(`Wir versenden jede Bestellung kostenlos mit ${SHIPPING_METHOD.de} – klimaneutral und mit Sendungsverfolgung. Der Mindestbestellwert beträgt ${MIN_ORDER_EUROS} €.`),
        h2('Lieferzeiten'),
        ul([
          `${strong('Deutschland:')} ${DELIVERY_DAYS.domestic} Werktage`,
          `${strong('Österreich, Italien und übrige EU:')} ${DELIVERY_DAYS.eu} Werktage`,
        ]),
        p('Bestellungen, die an Werktagen bis 14 Uhr eingehen, verlassen unsere Werkstatt noch am selben Tag. Den Link zur Sendungsverfolgung erhalten Sie per E-Mail.'),
        h2('Verpackung'),
        p('Ihre Schuhe kommen in einem stabilen Karton mit Schuhbeuteln aus Baumwolle. Wir verwenden Recyclingkarton und kein Füllmaterial aus Kunststoff.'),
      ].join(''),
    },
    returns: {
      title: 'Rücksendung und Umtausch',
      metaDescription: `${RETURN_DAYS} Tage kostenlose Rücksendung. Auch der Umtausch in eine andere Größe ist kostenlos.`,
      html: [
        p(`Sie haben ${RETURN_DAYS} Tage Zeit, Ihre Bestellung zurückzusenden – kostenlos und ohne Angabe von Gründen.`),
        h2('So geht’s'),
        ul([
          'Probieren Sie die Schuhe in der Wohnung auf einem Teppich an, damit die Sohlen sauber bleiben.',
          'Legen Sie sie mit den Schuhbeuteln und dem Kartonetikett zurück in den Karton.',
          `Teilen Sie uns die Rücksendung über das ${link('/withdrawal', 'Online-Widerrufsformular')} mit (dorthin führt die Schaltfläche bei jeder Bestellung in Ihrem Kundenkonto und in der Bestell-E-Mail).`,
          `Senden Sie das Paket an ${COMPANY.legalName}, ${COMPANY.street}, ${COMPANY.postcode} ${COMPANY.city}. Das Porto der Rücksendung erstatten wir Ihnen.`,
        ]),
        h2('Erstattung'),
        p('Wir erstatten den Kaufpreis innerhalb von 14 Tagen nach Eingang Ihres Widerrufs über Ihr ursprüngliches Zahlungsmittel.'),
        h2('Umtausch'),
        p(`Sie brauchen eine andere Größe? Notieren Sie sie auf dem Rücksendeschein, und wir schicken das neue Paar, sobald Ihre Rücksendung eintrifft. Die rechtlichen Einzelheiten finden Sie in unserer ${link('/widerruf', 'Widerrufsbelehrung')}.`),
      ].join(''),
    },
    giftVouchers: {
      title: 'Geschenkgutscheine',
      metaDescription: 'Verschenken Sie ein gutes Paar Schuhe: Gutscheine von 50 € bis 500 €, per E-Mail oder als gedruckte Karte.',
      html: [
        p('Größe oder Farbe nicht sicher? Verschenken Sie einen Gutschein und lassen Sie die Beschenkten selbst wählen.'),
        h2('Werte und Zustellung'),
        ul([
          'Werte von 50 €, 100 €, 250 € und 500 €',
          'Per E-Mail als PDF innerhalb weniger Minuten oder als gedruckte Karte im Umschlag per Post',
          'Einlösbar im Onlineshop und in unserem Werksverkauf in Baden-Baden',
        ]),
        h2('Gut zu wissen'),
        p('Gutscheine gelten drei Jahre ab Ende des Kaufjahres. Ein Restguthaben bleibt für Ihre nächste Bestellung auf dem Gutschein. Gutscheine werden nicht bar ausgezahlt.'),
        p(`Gutscheine bestellen Sie per E-Mail an ${mailto(COMPANY.email)} oder telefonisch unter ${COMPANY.phone}.`),
      ].join(''),
    },
    faq: {
      title: 'Häufige Fragen',
      metaDescription: 'Antworten zu Größen, Lieferung, Rücksendung, Zahlung, Pflege und Neubesohlung.',
      html: [
        h3('Wie lange dauert die Lieferung?'),
        p(`In Deutschland ${DELIVERY_DAYS.domestic} Werktage, innerhalb der EU ${DELIVERY_DAYS.eu} Werktage. Der Versand ist kostenlos.`),
        h3('Kann ich Schuhe zurückschicken?'),
        p(`Ja, innerhalb von ${RETURN_DAYS} Tagen und kostenlos. Einzelheiten auf der Seite ${link('/ruecksendung-und-umtausch', 'Rücksendung und Umtausch')}.`),
        h3('Welche Zahlarten gibt es?'),
        p('Immer Vorkasse per Überweisung und in Deutschland Nachnahme. Die Kasse zeigt alle Zahlarten, die für Ihre Adresse angeboten werden.'),
        h3('Was bedeutet „rahmengenäht“?'),
        p(`Die Sohle ist mit einem Lederrahmen vernäht, statt an den Schaft geklebt zu sein. Das macht den Schuh langlebig und neu besohlbar. Mehr dazu in unserem ${link('/schuhwissen', 'Schuhwissen')}.`),
        h3('Müssen neue Schuhe eingelaufen werden?'),
        p('Ledersohle und Korkbett passen sich in den ersten zwei Wochen Ihrem Fuß an. Tragen Sie neue Schuhe anfangs nur einige Stunden am Stück.'),
        h3('Gibt es einen Newsletter-Rabatt?'),
        p(`Ja: Nach der Anmeldung erhalten Sie einen Gutschein über ${NEWSLETTER_COUPON_PERCENT} % für Ihre erste Bestellung. ${link('/i/newsletter-info', 'Mehr zum Newsletter')}.`),
      ].join(''),
    },
  };
}
