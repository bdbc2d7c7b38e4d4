import { useState } from 'react';
import { useT } from '../../i18n.js';
import { CmsContent } from '../catalog/CmsContent.js';
import { Modal } from '../ui/Modal.js';

/** The size guide (CMS page 'size-guide') in a dialog that traps focus and gives it back to this button. */
export function SizeGuide({ guide }: { guide: { title: string; html: string } }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="size-guide-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('Size guide')}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={guide.title} size="lg" className="size-guide">
        {/* The scrolling element is focusable so that keyboard users can scroll the table (WCAG 2.1.1). */}
        <div className="size-guide__content" tabIndex={0} role="region" aria-label={guide.title}>
          <CmsContent html={guide.html} />
        </div>
      </Modal>
    </>
  );
}
