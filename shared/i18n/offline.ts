// Texts of the offline feature in English, German and Italian, keyed by the English text.
// ('Offline', 'Close', 'Try again' and the offline notice live in the shell and common dictionaries.)
import type { FeatureDictionary } from './translate.js';

export const offlineTexts: FeatureDictionary = {
  en: {
    'Goodyear-welted shoes from our own workshop: browse the collection, even offline.': 'Goodyear-welted shoes from our own workshop: browse the collection, even offline.',
    'You are offline': 'You are offline',
    'Go to the home page': 'Go to the home page',
    'The product, category or CMS page is not available in Offline mode. Redirecting to Home.':
      'The product, category or CMS page is not available in Offline mode. Redirecting to Home.',
    'A new version is available': 'A new version is available',
    'Reload': 'Reload',
    'An error occured while loading the component.': 'An error occured while loading the component.',
    "Component couldn't be loaded due to lack of network connectivity.": "Component couldn't be loaded due to lack of network connectivity.",
    'The page will reload when the connection returns.': 'The page will reload when the connection returns.',
  },
  de: {
    'Goodyear-welted shoes from our own workshop: browse the collection, even offline.':
      'Rahmengenähte Schuhe aus eigener Manufaktur: Stöbern Sie in der Kollektion, auch offline.',
    'You are offline': 'Sie sind offline',
    'Go to the home page': 'Zur Startseite',
    'The product, category or CMS page is not available in Offline mode. Redirecting to Home.':
      'Das Produkt, die Kategorie oder die Seite ist im Offline-Modus nicht verfügbar. Sie werden zur Startseite weitergeleitet.',
    'A new version is available': 'Eine neue Version ist verfügbar',
    'Reload': 'Neu laden',
    'An error occured while loading the component.': 'Beim Laden der Komponente ist ein Fehler aufgetreten.',
    "Component couldn't be loaded due to lack of network connectivity.": 'Die Komponente konnte mangels Netzwerkverbindung nicht geladen werden.',
    'The page will reload when the connection returns.': 'Die Seite lädt neu, sobald die Verbindung zurück ist.',
  },
  it: {
    'Goodyear-welted shoes from our own workshop: browse the collection, even offline.':
      'Scarpe Goodyear dal nostro laboratorio: sfoglia la collezione, anche offline.',
    'You are offline': 'Sei offline',
    'Go to the home page': 'Vai alla home page',
    'The product, category or CMS page is not available in Offline mode. Redirecting to Home.':
      'Il prodotto, la categoria o la pagina non è disponibile in modalità offline. Reindirizzamento alla home page.',
    'A new version is available': 'È disponibile una nuova versione',
    'Reload': 'Ricarica',
    'An error occured while loading the component.': 'Si è verificato un errore durante il caricamento del componente.',
    "Component couldn't be loaded due to lack of network connectivity.": 'Impossibile caricare il componente per mancanza di connessione di rete.',
    'The page will reload when the connection returns.': 'La pagina si ricaricherà quando la connessione tornerà.',
  },
};
