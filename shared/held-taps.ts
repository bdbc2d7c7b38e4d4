// Taps that arrive while the page is still coming alive (the server's HTML shown, the client not yet hydrated): the
// page's starter script holds taps on controls marked with this attribute, and the client replays them once it
// answers taps, so a shopper on a slow phone who taps Add to cart early is not ignored.

/** The attribute that marks a control whose early taps are held. */
export const HOLD_TAP_ATTRIBUTE = 'data-hold-tap';
/** The document property the starter keeps the held controls in, in the order they were tapped. */
export const HELD_TAPS = '__heldTaps';
