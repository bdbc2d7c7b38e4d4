// Parts of a page that are the same for every shopper of a store view (the mega menu's panels, the mobile menu's
// category tree, most of the footer) are rendered by React once per process and then spliced into later pages as
// the HTML they gave (server/edge/ssr/markup-memo.ts), instead of being rendered again for every page. The browser
// gets the same bytes either way, and hydrates the same components over them.
//
// A memoised part is named by a key that holds everything its markup depends on (the store view, whose language the
// texts are in, and the data it shows), so a change in the data gives a new key rather than a stale part; nothing
// has to be invalidated. What a part may not depend on is anything else: the page's URL, the session, state, or
// useId (its ids follow the component's place in the tree). Its root must be one element.
import type { ReactElement } from 'react';

/** What the server's render session does with a memoised part: the part itself, or a placeholder for its markup. */
export interface ServerMemoSession {
  place(key: string, part: ReactElement): ReactElement;
}

let session: ServerMemoSession | null = null;

/** Set by the server around a page's string render; null elsewhere (the browser, streamed renders). */
export function setServerMemoSession(next: ServerMemoSession | null): void {
  session = next;
}

export function ServerMemo({ memoKey, children }: { memoKey: string; children: ReactElement }): ReactElement {
  return session ? session.place(memoKey, children) : children;
}
