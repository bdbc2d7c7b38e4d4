// The legal links of every footer (spec 01 §2); labels are translation keys, paths store-local.
import type { FooterLink } from './footer-links.js';

/** The legal line at the very bottom of every layout (also the minimal checkout footer). */
export const LEGAL_LINKS: FooterLink[] = [
  { label: 'Terms and conditions', path: '/agb' },
  { label: 'Privacy policy', path: '/datenschutz' },
  { label: 'Imprint', path: '/impressum' },
  { label: 'Right of withdrawal', path: '/widerruf' },
  // The withdrawal button of §356a BGB: a clearly labelled function in every footer.
  { label: 'Withdraw from contract', path: '/withdrawal' },
  { label: 'Cookie settings', path: '/cookie-settings' },
];
