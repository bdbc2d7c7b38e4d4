// Pagine di servizio in italiano: servizio clienti, negozi, guida alle taglie, spedizione, resi, buoni regalo, FAQ.
import { COMPANY, MIN_ORDER_EUROS, NEWSLETTER_COUPON_PERCENT, OPENING_HOURS, RETURN_DAYS, SHIPPING_METHOD, DELIVERY_DAYS, STORES } from './shop-facts.js';
import { h2, h3, mailto, p, strong, ul, type PageContext, type PageKey, type PageText } from './html.js';
import { sizeTableHtml } from './size-table.js';

type ServiceKey = 'customerService' | 'storeLocator' | 'sizeGuide' | 'delivery' | 'returns' | 'giftVouchers' | 'faq';

export function servicePagesIt({ link }: PageContext): Pick<Record<PageKey, PageText>, ServiceKey> {
  const H = OPENING_HOURS;
  return {
    customerService: {
      title: 'Servizio clienti',
      metaDescription: 'Domande su taglie, ordini o cura delle scarpe? Il nostro servizio clienti risponde per telefono, e-mail e chat.',
      html: [
        p('Chi sceglie scarpe online ha delle domande: sulla taglia giusta, sulla forma adatta o sulla pelle più bella. Nel nostro team di Baden-Baden ci sono calzolai qualificati che vi consigliano volentieri.'),
        h2('Come contattarci'),
        ul([
          `${strong('Telefono:')} ${COMPANY.phone}, dal lunedì al venerdì ${H.phoneService}`,
          `${strong('E-mail:')} ${mailto(COMPANY.email)} – rispondiamo entro un giorno lavorativo`,
          `${strong('Modulo di contatto:')} ${link('/contact', 'scriveteci')}`,
        ]),
        h2('Aiuto rapido'),
        ul([
          link('/size-guide', 'Guida alle taglie – come trovare la vostra misura'),
          link('/delivery', 'Consegna e spedizione'),
          link('/returns', 'Resi e cambi'),
          link('/i/faq', 'Domande frequenti'),
        ]),
        h2('Servizio di risuolatura'),
        p('Le scarpe con guardolo dei nostri laboratori si possono risuolare molte volte. Inviatecele con un breve biglietto: vi chiameremo con un preventivo prima di iniziare. La risuolatura richiede circa tre settimane.'),
      ].join(''),
    },
    storeLocator: {
      title: 'I nostri negozi',
      metaDescription: 'Visitate lo spaccio Kranich a Baden-Baden, Vándor a Budapest e il negozio-laboratorio Eichwald a Wolfach.',
      html: [
        p('Provate le nostre scarpe di persona, nei luoghi in cui nascono.'),
        h2('Spaccio aziendale Kranich, Baden-Baden'),
        p(`${COMPANY.street}<br>${COMPANY.postcode} ${COMPANY.city}<br>Telefono ${COMPANY.phone}`),
        p(`Dal lunedì al venerdì ${H.weekdays}, sabato ${H.saturday}. Dalla vetrina potete osservare i nostri calzolai al lavoro.`),
        h2(STORES.vandor.name),
        p(`${STORES.vandor.street}<br>${STORES.vandor.city}<br>${STORES.vandor.country.it}`),
        p('La casa dei Budapest, a pochi passi dall’Opera. Appuntamenti per scarpe su misura su richiesta.'),
        h2(STORES.eichwald.name),
        p(`${STORES.eichwald.street}<br>${STORES.eichwald.city}<br>${STORES.eichwald.country.it}`),
        p('Scarpe comode dalla Foresta Nera, con seconde scelte a prezzi ridotti.'),
      ].join(''),
    },
    sizeGuide: {
      title: 'Guida alle taglie',
      metaDescription: 'Trovate la vostra taglia: misure EU, UK e US e lunghezza del piede in centimetri.',
      html: [
        p('Le nostre scarpe sono prodotte in taglie EU: i modelli da uomo dal 39 al 47, quelli da donna dal 36 al 42.'),
        h2('Come misurare il piede'),
        ul([
          'Misurate nel pomeriggio: la sera i piedi sono un po’ più grandi che al mattino.',
          'Mettetevi su un foglio di carta con le calze che portate di solito con le scarpe.',
          'Segnate il tallone e la punta del dito più lungo, poi misurate la distanza in centimetri.',
          'Misurate entrambi i piedi e scegliete in base al più lungo.',
        ]),
        h2('Tabella delle taglie'),
        sizeTableHtml(['EU', 'UK', 'US uomo', 'US donna', 'Lunghezza del piede (cm)']),
        h3('Quale forma fa per voi?'),
        p('Le forme Budapest 84 e Foresta Nera sono ampie: scegliete la vostra taglia abituale anche se avete il piede largo. Le forme Berlino e Clara sono slanciate; se siete tra due taglie, prendete la più grande. Le sneaker sulla forma Sport calzano come le vostre scarpe da ginnastica abituali.'),
        p(`Avete dubbi? Chiamateci al ${COMPANY.phone}: se un paio non va bene, il cambio è gratuito.`),
      ].join(''),
    },
    delivery: {
      title: 'Consegna e spedizione',
      metaDescription: `Consegna gratuita nell’UE con ${SHIPPING_METHOD.it}; in Germania in ${DELIVERY_DAYS.domestic} giorni lavorativi.`,
      html: [
        h2('Spedizione gratuita nell’UE'),
        p(`Spediamo ogni ordine gratuitamente con ${SHIPPING_METHOD.it}, a impatto climatico compensato e con tracciamento. Il valore minimo d’ordine è di ${MIN_ORDER_EUROS} €.`),
        h2('Tempi di consegna'),
        ul([
          `${strong('Germania:')} ${DELIVERY_DAYS.domestic} giorni lavorativi`,
          `${strong('Italia, Austria e altri paesi UE:')} ${DELIVERY_DAYS.eu} giorni lavorativi`,
        ]),
        p('Gli ordini ricevuti entro le 14 di un giorno lavorativo lasciano il laboratorio il giorno stesso. Riceverete il link di tracciamento via e-mail.'),
        h2('Imballaggio'),
        p('Le scarpe arrivano in una scatola robusta con sacchetti di cotone. Usiamo cartone riciclato e nessun riempitivo in plastica.'),
      ].join(''),
    },
    returns: {
      title: 'Resi e cambi',
      metaDescription: `${RETURN_DAYS} giorni per il reso, gratuito. Anche il cambio taglia è gratuito.`,
      html: [
        p(`Avete ${RETURN_DAYS} giorni per restituire il vostro ordine, gratuitamente e senza indicarne il motivo.`),
        h2('Come funziona'),
        ul([
          'Provate le scarpe in casa, su un tappeto, così le suole restano pulite.',
          'Rimettetele nella scatola con i sacchetti e l’etichetta della scatola.',
          `Comunicateci il reso con il ${link('/withdrawal', 'modulo di recesso online')} (vi porta il pulsante presso ogni ordine nel vostro account e nell’e-mail dell’ordine).`,
          `Spedite il pacco a ${COMPANY.legalName}, ${COMPANY.street}, ${COMPANY.postcode} ${COMPANY.city}, Germania. Vi rimborsiamo le spese di spedizione del reso.`,
        ]),
        h2('Rimborso'),
        p('Rimborsiamo il prezzo d’acquisto entro 14 giorni dal ricevimento del recesso, con lo stesso mezzo di pagamento utilizzato.'),
        h2('Cambio'),
        p(`Vi serve un’altra taglia? Indicatela sul modulo di reso e vi spediremo il nuovo paio appena arriva il reso. I dettagli legali sono nelle ${link('/widerruf', 'informazioni sul diritto di recesso')}.`),
      ].join(''),
    },
    giftVouchers: {
      title: 'Buoni regalo',
      metaDescription: 'Regalate un buon paio di scarpe: buoni da 50 € a 500 €, via e-mail o come biglietto stampato.',
      html: [
        p('Non siete sicuri della taglia o del colore? Regalate un buono e lasciate scegliere a chi lo riceve.'),
        h2('Importi e consegna'),
        ul([
          'Importi da 50 €, 100 €, 250 € e 500 €',
          'Via e-mail in PDF in pochi minuti, oppure come biglietto stampato in busta per posta',
          'Utilizzabili nel negozio online e nel nostro spaccio di Baden-Baden',
        ]),
        h2('Buono a sapersi'),
        p('I buoni sono validi tre anni dalla fine dell’anno di acquisto. Il credito residuo resta sul buono per l’ordine successivo. I buoni non sono convertibili in denaro.'),
        p(`Per ordinare un buono scrivete a ${mailto(COMPANY.email)} o chiamate il ${COMPANY.phone}.`),
      ].join(''),
    },
    faq: {
      title: 'Domande frequenti',
      metaDescription: 'Risposte su taglie, consegna, resi, pagamento, cura e risuolatura.',
      html: [
        h3('Quanto tempo richiede la consegna?'),
        p(`In Germania ${DELIVERY_DAYS.domestic} giorni lavorativi, nel resto dell’UE ${DELIVERY_DAYS.eu} giorni lavorativi. La spedizione è gratuita.`),
        h3('Posso restituire le scarpe?'),
        p(`Sì, entro ${RETURN_DAYS} giorni e gratuitamente. Tutti i dettagli nella pagina ${link('/returns', 'Resi e cambi')}.`),
        h3('Quali metodi di pagamento posso usare?'),
        p('Sempre il bonifico anticipato e, in Germania, il contrassegno. Il checkout mostra tutti i metodi offerti per il vostro indirizzo.'),
        h3('Che cosa significa “lavorazione Goodyear”?'),
        p(`La suola è cucita a un guardolo in pelle invece di essere incollata alla tomaia. Così la scarpa dura a lungo e si può risuolare. Per saperne di più leggete la nostra ${link('/schuhwissen', 'guida alla scarpa')}.`),
        h3('Le scarpe nuove vanno rodate?'),
        p('Suola in cuoio e letto di sughero si adattano al piede nelle prime due settimane. All’inizio portate le scarpe nuove solo per qualche ora alla volta.'),
        h3('C’è uno sconto per la newsletter?'),
        p(`Sì: iscrivendovi ricevete un buono del ${NEWSLETTER_COUPON_PERCENT} % per il primo ordine. ${link('/i/newsletter-info', 'Maggiori informazioni sulla newsletter')}.`),
      ].join(''),
    },
  };
}
