// URL resolution of spec 01 §2 ("URL resolution on each navigation", step 1): the key a path is looked up with
// in the URL mapping is the path inside the store view without query string, hash, or leading/trailing slashes.

export function urlMapKey(pathInStore: string): string {
  const path = pathInStore.split(/[?#]/, 1)[0].replace(/^\/+|\/+$/g, '');
  try {
    return decodeURIComponent(path);
  } catch {
    // A malformed escape cannot be a url_path we issued; look it up as sent.
    return path;
  }
}
