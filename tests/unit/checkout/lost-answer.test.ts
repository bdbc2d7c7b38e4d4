import { describe, expect, it } from 'vitest';
import { LOST_ANSWER_PAYONE, LOST_ANSWER_QUEUED, OFFLINE_PAYONE, OFFLINE_QUEUED, queuedOrderMessage, unansweredPaymentMessage } from '../../../shared/checkout/lost-answer.js';
import { DICTIONARY } from '../../../shared/i18n/index.js';

describe('an order request without an answer (issue 12 item 10)', () => {
  it('says "offline" only while the browser is offline; online, the answer was lost', () => {
    expect(queuedOrderMessage(false)).toBe(OFFLINE_QUEUED);
    expect(queuedOrderMessage(true)).toBe(LOST_ANSWER_QUEUED);
    expect(unansweredPaymentMessage(false)).toBe(OFFLINE_PAYONE);
    expect(unansweredPaymentMessage(true)).toBe(LOST_ANSWER_PAYONE);
    expect(queuedOrderMessage(true)).not.toMatch(/offline/i);
  });

  it('is translated in every store view', () => {
    for (const language of ['de', 'it'] as const) {
      expect(DICTIONARY[language][LOST_ANSWER_QUEUED]).toBeTruthy();
      expect(DICTIONARY[language][LOST_ANSWER_PAYONE]).toBeTruthy();
    }
  });
});
