// Pagine del marchio in italiano: chi siamo, guida alla scarpa, lavora con noi, newsletter.
import { COMPANY, NEWSLETTER_COUPON_PERCENT } from './shop-facts.js';
import { h2, h3, mailto, p, strong, ul, type PageContext, type PageKey, type PageText } from './html.js';

type BrandKey = 'about' | 'shoeKnowledge' | 'jobs' | 'newsletterInfo';

export function brandPagesIt({ link }: PageContext): Pick<Record<PageKey, PageText>, BrandKey> {
  return {
    about: {
      title: 'Chi siamo',
      metaDescription: 'Tre laboratori, un unico mestiere: Kranich a Baden-Baden, Vándor a Budapest ed Eichwald nella Foresta Nera.',
      html: [
        p('Nel 1921 il calzolaio Wilhelm Kranich aprì un piccolo laboratorio nella Gerberstraße di Baden-Baden. Quattro generazioni dopo vi produciamo ancora scarpe: con lavorazione Goodyear, su forme nostre, con pellami di concerie europee.'),
        h2('Tre laboratori, un unico mestiere'),
        ul([
          `${strong('Kranich')} – classici Goodyear da Baden-Baden: Oxford, Derby e stivaletti da risuolare per tutta la vita.`,
          `${strong('Vándor Budapest')} – Budapest a doppia cucitura con la punta alta e le decorazioni traforate che hanno reso celebre la città.`,
          `${strong('Eichwald')} – scarpe comode e più leggere dal nostro laboratorio gemello nella Foresta Nera, a prezzi accessibili.`,
        ]),
        h2('In cosa crediamo'),
        p('Preferiamo fare meno scarpe piuttosto che farle peggio. Ogni paio passa per oltre 200 fasi di lavorazione e ogni calzolaio firma i paia che completa. Quando la suola si consuma, la rifacciamo: la scarpa più sostenibile è quella che si tiene.'),
        p(`Venite a trovarci nei nostri ${link('/store-locator', 'negozi')} o leggete di più nella nostra ${link('/schuhwissen', 'guida alla scarpa')}.`),
      ].join(''),
    },
    shoeKnowledge: {
      title: 'Guida alla scarpa',
      metaDescription: 'Goodyear, doppia cucitura o Blake? Forme, pellami e cura spiegati dai nostri calzolai.',
      html: [
        h2('Lavorazioni'),
        h3('Goodyear'),
        p('Un guardolo in pelle viene cucito alla tomaia e al sottopiede; poi la suola viene cucita al guardolo. Tra sottopiede e suola c’è un letto di sughero che si modella sul piede. La scarpa è solida, resistente all’acqua e si può risuolare molte volte.'),
        h3('Doppia cucitura'),
        p('La specialità di Budapest: una seconda cucitura a vista unisce tomaia e guardolo dall’esterno. Rende la scarpa ancora più robusta e le dà il suo aspetto rustico e deciso.'),
        h3('Blake e Blake-Rapid'),
        p('Con la cucitura Blake un’unica cucitura attraversa sottopiede e suola: la scarpa è leggera e flessibile dal primo giorno. Il Blake-Rapid aggiunge una seconda suola cucita per una maggiore robustezza.'),
        h2('Le forme'),
        p('La forma è il modello in legno o plastica su cui si costruisce la scarpa. Decide la calzata: la larghezza in punta, l’altezza del collo del piede, la tenuta al tallone. Nella guida alle taglie spieghiamo quali delle nostre forme calzano ampie e quali strette.'),
        h2('I pellami'),
        ul([
          `${strong('Vitello')} – a grana fine, liscio e capace di una lucentezza profonda.`,
          `${strong('Scamosciato')} – il lato carne della pelle, smerigliato: morbido, opaco e più resistente di quanto si creda.`,
          `${strong('Scotch grain')} – vitello stampato e resistente per stivaletti e scarpe da campagna.`,
          `${strong('Cordovan')} – una rara pelle di cavallo dalla lucentezza unica, che si increspa invece di piegarsi.`,
        ]),
        h2('La cura in quattro passi'),
        ul(['Dopo l’uso inserite i tendiscarpe e lasciate riposare le scarpe per un giorno.', 'Spazzolate via la polvere.', 'Stendete un velo di crema e lasciatela assorbire.', 'Lucidate con spazzola in crine e panno di cotone.']),
        p(`Tutto il necessario è nella nostra ${link('/accessories/care', 'linea per la cura delle scarpe')}.`),
      ].join(''),
    },
    jobs: {
      title: 'Lavora con noi',
      metaDescription: 'Lavorate con noi: calzolai, servizio clienti ed e-commerce a Baden-Baden.',
      html: [
        p('Le buone scarpe hanno bisogno di buone persone. Siamo un team di 60 persone tra Baden-Baden, Budapest e Wolfach: calzolai, tagliatori, designer, addetti al servizio e un piccolo team digitale.'),
        h2('Posizioni aperte'),
        ul([
          `${strong('Calzolaio (m/f/d)')} per la produzione Goodyear, Baden-Baden, tempo pieno`,
          `${strong('Apprendistato da calzolaio (m/f/d)')}, inizio 1° settembre, Baden-Baden`,
          `${strong('Servizio clienti (m/f/d)')} in tedesco e italiano, Baden-Baden, anche part-time`,
          `${strong('E-commerce manager (m/f/d)')}, Baden-Baden o da remoto in Germania`,
        ]),
        h2('Cosa offriamo'),
        p('Retribuzione equa da contratto collettivo, 30 giorni di ferie, bicicletta aziendale, un paio di scarpe all’anno e la soddisfazione di creare qualcosa che dura.'),
        p(`Inviate la candidatura con curriculum e data di disponibilità a ${mailto(COMPANY.jobsEmail)}. Rispondiamo entro due settimane.`),
      ].join(''),
    },
    newsletterInfo: {
      title: 'Newsletter',
      metaDescription: `Nuovi modelli, consigli per la cura e inviti – e il ${NEWSLETTER_COUPON_PERCENT} % di sconto sul primo ordine.`,
      html: [
        p('Una o due volte al mese scriviamo di nuovi modelli e colori, di cura delle scarpe e degli eventi nei nostri negozi.'),
        h2(`Buono di benvenuto del ${NEWSLETTER_COUPON_PERCENT} %`),
        p(`Dopo la conferma dell’iscrizione ricevete un buono del ${NEWSLETTER_COUPON_PERCENT} % sul primo ordine.`),
        h2('Come funziona'),
        ul([
          'Inserite il vostro indirizzo e-mail in fondo a una qualsiasi pagina e, se volete, scegliete scarpe da donna o da uomo.',
          'Confermate l’iscrizione con il link che vi inviamo (double opt-in).',
          `Potete disiscrivervi in qualsiasi momento con il link presente in ogni newsletter oppure ${link('/abmelden', 'qui')}.`,
        ]),
        p(`Come trattiamo i vostri dati è spiegato nella nostra ${link('/datenschutz', 'informativa sulla privacy')}.`),
      ].join(''),
    },
  };
}
