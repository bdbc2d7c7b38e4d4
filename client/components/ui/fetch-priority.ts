// The `fetchpriority` attribute of an image. React 18.3 does not know the `fetchPriority` prop (React 19 does): it
// still writes it, but warns on every render. The lowercase attribute is an unknown one that React 18 passes through
// silently, and HTML reads both the same. Spread it: `<img {...fetchPriority(index === 0)} … />`.

/** `fetchpriority="high"` for the image that is the page's largest paint, `auto` for the others. */
export function fetchPriority(first: boolean): { fetchpriority: 'high' | 'auto' } {
  return { fetchpriority: first ? 'high' : 'auto' };
}
