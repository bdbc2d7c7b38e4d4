import { describe, expect, it } from 'vitest';
import { NEEDS_JAVASCRIPT } from '../../../client/components/ui/NoScriptNote.js';
import { shellTexts } from '../../../shared/i18n/shell.js';

describe('the note that buying needs JavaScript', () => {
  it('is translated in every store language and holds no markup (it is written into <noscript> as HTML)', () => {
    for (const language of ['en', 'de', 'it'] as const) {
      const text = shellTexts[language][NEEDS_JAVASCRIPT];
      expect(text, language).toBeTruthy();
      expect(text).not.toMatch(/[<>&"]/);
    }
  });
});
