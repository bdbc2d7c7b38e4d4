// Texts of the common feature in English, German and Italian, keyed by the English text: error and not-found
// pages, and the screens whose own features come later (checkout, account, contact, cookie settings, newsletter,
// password reset, unsubscribe, payment return, loading).
import type { FeatureDictionary } from './translate.js';

export const commonTexts: FeatureDictionary = {
  en: {
    'Page not found': 'Page not found',
    'We could not find the page you were looking for. It may have moved, or the address may be mistyped.':
      'We could not find the page you were looking for. It may have moved, or the address may be mistyped.',
    'Back to the home page': 'Back to the home page',
    'Shop by category': 'Shop by category',
    'Something went wrong': 'Something went wrong',
    'This page could not be shown just now. Please try again in a moment.': 'This page could not be shown just now. Please try again in a moment.',
    'Try again': 'Try again',
    Breadcrumbs: 'Breadcrumbs',
    Checkout: 'Checkout',
    'Here you enter your delivery address, choose shipping and payment, and place your order.':
      'Here you enter your delivery address, choose shipping and payment, and place your order.',
    'Your orders, addresses and personal details, once you are logged in.': 'Your orders, addresses and personal details, once you are logged in.',
    'Questions about sizes, orders or shoe care? Write to {email} or call us on {phone}.':
      'Questions about sizes, orders or shoe care? Write to {email} or call us on {phone}.',
    'Here you decide which cookies we may use. Necessary cookies are always on; tracking cookies only with your consent.':
      'Here you decide which cookies we may use. Necessary cookies are always on; tracking cookies only with your consent.',
    'News about our collections, our craft and our offers by e-mail. You can unsubscribe at any time.':
      'News about our collections, our craft and our offers by e-mail. You can unsubscribe at any time.',
    'Reset password': 'Reset password',
    'Forgotten your password? Here you will be able to choose a new one with the link we e-mail you.':
      'Forgotten your password? Here you will be able to choose a new one with the link we e-mail you.',
    'Unsubscribe from the newsletter': 'Unsubscribe from the newsletter',
    'You can stop receiving our newsletter at any time.': 'You can stop receiving our newsletter at any time.',
    'Back from payment': 'Back from payment',
    'You have returned from the payment provider.': 'You have returned from the payment provider.',
    'One moment, please': 'One moment, please',
    'The page is loading.': 'The page is loading.',
    'Pictures of {name}': 'Pictures of {name}',
    'Edit': 'Edit',
  },
  de: {
    'Page not found': 'Seite nicht gefunden',
    'We could not find the page you were looking for. It may have moved, or the address may be mistyped.':
      'Die gesuchte Seite haben wir nicht gefunden. Vielleicht ist sie umgezogen, oder die Adresse enthält einen Tippfehler.',
    'Back to the home page': 'Zur Startseite',
    'Shop by category': 'Nach Kategorie stöbern',
    'Something went wrong': 'Da ist etwas schiefgegangen',
    'This page could not be shown just now. Please try again in a moment.':
      'Diese Seite kann gerade nicht angezeigt werden. Bitte versuchen Sie es gleich noch einmal.',
    'Try again': 'Erneut versuchen',
    Breadcrumbs: 'Brotkrumen-Navigation',
    Checkout: 'Kasse',
    'Here you enter your delivery address, choose shipping and payment, and place your order.':
      'Hier geben Sie Ihre Lieferadresse ein, wählen Versand und Zahlung und schicken Ihre Bestellung ab.',
    'Your orders, addresses and personal details, once you are logged in.': 'Ihre Bestellungen, Adressen und persönlichen Daten, sobald Sie angemeldet sind.',
    'Questions about sizes, orders or shoe care? Write to {email} or call us on {phone}.':
      'Fragen zu Größen, Bestellungen oder Schuhpflege? Schreiben Sie an {email} oder rufen Sie uns an: {phone}.',
    'Here you decide which cookies we may use. Necessary cookies are always on; tracking cookies only with your consent.':
      'Hier entscheiden Sie, welche Cookies wir verwenden dürfen. Notwendige Cookies sind immer aktiv, Tracking-Cookies nur mit Ihrer Zustimmung.',
    'News about our collections, our craft and our offers by e-mail. You can unsubscribe at any time.':
      'Neuigkeiten zu unseren Kollektionen, unserem Handwerk und unseren Angeboten per E-Mail. Sie können sich jederzeit abmelden.',
    'Reset password': 'Passwort zurücksetzen',
    'Forgotten your password? Here you will be able to choose a new one with the link we e-mail you.':
      'Passwort vergessen? Hier können Sie mit dem Link aus unserer E-Mail ein neues Passwort wählen.',
    'Unsubscribe from the newsletter': 'Vom Newsletter abmelden',
    'You can stop receiving our newsletter at any time.': 'Sie können unseren Newsletter jederzeit abbestellen.',
    'Back from payment': 'Zurück von der Zahlung',
    'You have returned from the payment provider.': 'Sie sind vom Zahlungsanbieter zurückgekehrt.',
    'One moment, please': 'Einen Moment bitte',
    'The page is loading.': 'Die Seite wird geladen.',
    'Pictures of {name}': 'Bilder von {name}',
    'Edit': 'Bearbeiten',
  },
  it: {
    'Page not found': 'Pagina non trovata',
    'We could not find the page you were looking for. It may have moved, or the address may be mistyped.':
      'Non abbiamo trovato la pagina che cercavi. Potrebbe essere stata spostata, oppure l’indirizzo contiene un errore.',
    'Back to the home page': 'Torna alla home page',
    'Shop by category': 'Acquista per categoria',
    'Something went wrong': 'Qualcosa è andato storto',
    'This page could not be shown just now. Please try again in a moment.': 'Al momento non è possibile mostrare questa pagina. Riprova tra poco.',
    'Try again': 'Riprova',
    Breadcrumbs: 'Percorso di navigazione',
    Checkout: 'Cassa',
    'Here you enter your delivery address, choose shipping and payment, and place your order.':
      'Qui inserisci l’indirizzo di consegna, scegli spedizione e pagamento e invii il tuo ordine.',
    'Your orders, addresses and personal details, once you are logged in.': 'I tuoi ordini, indirizzi e dati personali, dopo aver effettuato l’accesso.',
    'Questions about sizes, orders or shoe care? Write to {email} or call us on {phone}.':
      'Domande su taglie, ordini o cura delle scarpe? Scrivi a {email} o chiamaci al {phone}.',
    'Here you decide which cookies we may use. Necessary cookies are always on; tracking cookies only with your consent.':
      'Qui decidi quali cookie possiamo usare. I cookie necessari sono sempre attivi, quelli di tracciamento solo con il tuo consenso.',
    'News about our collections, our craft and our offers by e-mail. You can unsubscribe at any time.':
      'Novità sulle nostre collezioni, sul nostro artigianato e sulle offerte via e-mail. Puoi annullare l’iscrizione in qualsiasi momento.',
    'Reset password': 'Reimposta la password',
    'Forgotten your password? Here you will be able to choose a new one with the link we e-mail you.':
      'Hai dimenticato la password? Qui potrai sceglierne una nuova con il link che ti inviamo via e-mail.',
    'Unsubscribe from the newsletter': 'Annulla l’iscrizione alla newsletter',
    'You can stop receiving our newsletter at any time.': 'Puoi smettere di ricevere la nostra newsletter in qualsiasi momento.',
    'Back from payment': 'Ritorno dal pagamento',
    'You have returned from the payment provider.': 'Sei tornato dal fornitore di pagamento.',
    'One moment, please': 'Un momento, per favore',
    'The page is loading.': 'La pagina si sta caricando.',
    'Pictures of {name}': 'Immagini di {name}',
    'Edit': 'Modifica',
  },
};
