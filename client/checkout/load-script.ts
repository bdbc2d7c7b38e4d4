// Loads a payment provider's script once per page (Payone hosted iframes, Klarna); rejects when it cannot load
// (no connection, blocked), so the form can say so instead of waiting forever.
const loading = new Map<string, Promise<void>>();

export const SCRIPT_TIMEOUT_MS = 10_000;

export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(() => reject(new Error(`Timed out loading ${src}`)), SCRIPT_TIMEOUT_MS);
    script.src = src;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      resolve();
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error(`Could not load ${src}`));
    };
    document.head.appendChild(script);
  });
  // A failed load may be retried later (the connection may come back).
  promise.catch(() => loading.delete(src));
  loading.set(src, promise);
  return promise;
}
