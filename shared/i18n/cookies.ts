// Texts of the cookie notice and its choices (also on the cookie settings page) in English, German and Italian,
// keyed by the English text. Apart from the consent feature's pages, as every first visit shows the notice.
import type { FeatureDictionary } from './translate.js';

export const cookiesTexts: FeatureDictionary = {
  en: {
    'Your cookie settings': 'Your cookie settings',
    'We use necessary cookies so that the shop works. With your consent we also use tracking cookies to understand how our shop is used.': 'We use necessary cookies so that the shop works. With your consent we also use tracking cookies to understand how our shop is used.',
    'Settings': 'Settings',
    'Save selection': 'Save selection',
    'I accept': 'I accept',
    'Which cookies may we use?': 'Which cookies may we use?',
    'Necessary cookies': 'Necessary cookies',
    'Needed for the cart, the login and this choice. They are always on.': 'Needed for the cart, the login and this choice. They are always on.',
    'Tracking cookies': 'Tracking cookies',
    'Let us measure anonymously how the shop is used (tag manager and analytics), so that we can improve it. Your consent applies for 24 hours.': 'Let us measure anonymously how the shop is used (tag manager and analytics), so that we can improve it. Your consent applies for 24 hours.',
  },
  de: {
    'Your cookie settings': 'Ihre Cookie-Einstellungen',
    'We use necessary cookies so that the shop works. With your consent we also use tracking cookies to understand how our shop is used.': 'Wir verwenden notwendige Cookies, damit der Shop funktioniert. Mit Ihrer Einwilligung nutzen wir außerdem Tracking-Cookies, um zu verstehen, wie unser Shop genutzt wird.',
    'Settings': 'Einstellungen',
    'Save selection': 'Auswahl speichern',
    'I accept': 'Ich akzeptiere',
    'Which cookies may we use?': 'Welche Cookies dürfen wir verwenden?',
    'Necessary cookies': 'Notwendige Cookies',
    'Needed for the cart, the login and this choice. They are always on.': 'Erforderlich für Warenkorb, Anmeldung und diese Auswahl. Sie sind immer aktiv.',
    'Tracking cookies': 'Tracking-Cookies',
    'Let us measure anonymously how the shop is used (tag manager and analytics), so that we can improve it. Your consent applies for 24 hours.': 'Damit messen wir anonym, wie der Shop genutzt wird (Tag-Manager und Analyse), um ihn zu verbessern. Ihre Einwilligung gilt 24 Stunden.',
  },
  it: {
    'Your cookie settings': 'Le tue impostazioni dei cookie',
    'We use necessary cookies so that the shop works. With your consent we also use tracking cookies to understand how our shop is used.': 'Usiamo i cookie necessari per il funzionamento del negozio. Con il tuo consenso usiamo anche cookie di tracciamento per capire come viene utilizzato il nostro negozio.',
    'Settings': 'Impostazioni',
    'Save selection': 'Salva selezione',
    'I accept': 'Accetto',
    'Which cookies may we use?': 'Quali cookie possiamo usare?',
    'Necessary cookies': 'Cookie necessari',
    'Needed for the cart, the login and this choice. They are always on.': 'Servono per il carrello, l\'accesso e questa scelta. Sono sempre attivi.',
    'Tracking cookies': 'Cookie di tracciamento',
    'Let us measure anonymously how the shop is used (tag manager and analytics), so that we can improve it. Your consent applies for 24 hours.': 'Ci permettono di misurare in forma anonima come viene usato il negozio (tag manager e analisi) per migliorarlo. Il tuo consenso vale 24 ore.',
  },
};
