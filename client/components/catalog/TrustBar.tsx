/** The trust bar of the home page (promoted content): short promises, each with a tick. */
export function TrustBar({ items }: { items: readonly { icon: string; text: string }[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="trust-bar">
      {items.map((item) => (
        <li key={item.text} className="trust-bar__item">
          <svg className="trust-bar__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
          </svg>
          <span>{item.text}</span>
        </li>
      ))}
    </ul>
  );
}
