// The mega menu's dropdowns are server-rendered links (hidden until a top category is hovered, focused or opened;
// the links are followed by client/shell/spa-links.ts): their code loads and hydrates when one is shown or pointed
// at (client/shell/deferred-region.tsx), not with the page.
import { deferredRegion } from '../../shell/deferred-region.js';

export const MegaPanelRegion = deferredRegion({
  selector: '.mega__panel',
  load: () => import('./MegaPanel.js').then((module) => module.MegaPanel),
});
