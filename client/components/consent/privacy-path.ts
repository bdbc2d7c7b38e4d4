/** The privacy page the cookie notice, the contact form and the newsletter page link to (spec 01 §2: default path /datenschutz). */
export const PRIVACY_PATH = '/datenschutz';
