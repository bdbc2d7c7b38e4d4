// The footer is below the fold on every page of the default layout and mostly static: its code (newsletter form,
// link columns, factory shop, payment badges: about 11 KB minified) loads and hydrates when the shopper nears it
// (client/shell/deferred-region.tsx). Its links and the newsletter's no-JS POST work before that.
import { deferredRegion } from '../../shell/deferred-region.js';

export const FooterRegion = deferredRegion({
  selector: 'footer.site-footer',
  load: () => import('./Footer.js').then((module) => module.Footer),
});
