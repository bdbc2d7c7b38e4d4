import { Link } from '../ui/Link.js';
import { localizePath } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';

/** A screen of heading and explanation (screens whose forms come in their own issue, and the empty-layout pages). */
export function InfoScreen({ heading, text, showHomeLink = true }: { heading: string; text: string; showHomeLink?: boolean }) {
  const t = useT();
  const store = useStoreView();
  return (
    <section className="info-screen">
      <h1 className="page-heading">{heading}</h1>
      <p className="info-screen__text">{text}</p>
      {showHomeLink && (
        <p>
          <Link className="button button--secondary" to={localizePath(store.code, '/')}>
            {t('Back to the home page')}
          </Link>
        </p>
      )}
    </section>
  );
}
