/** The shop's single responsive breakpoint (spec 01 §2): desktop from 1024 px. */
export const DESKTOP_QUERY = '(min-width: 1024px)';
