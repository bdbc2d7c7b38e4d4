// The mobile menu's lists (the whole category tree, service links, store views) are server-rendered links and native
// <details>, which work before their code is there (links are followed by client/shell/spa-links.ts). Their code loads
// and hydrates when the menu opens or the shopper points into it (client/shell/deferred-region.tsx), not with every
// page: the sheet waits beside the viewport, and on a desktop it is not shown at all.
import { deferredRegion } from '../../shell/deferred-region.js';

export const MobileMenuContentRegion = deferredRegion({
  selector: '.mobile-menu__scroll > *',
  load: () => import('./MobileMenuContent.js').then((module) => module.MobileMenuContent),
  loadOnApproach: false,
});
