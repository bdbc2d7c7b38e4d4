// What a form shows for a refused call: the server's known message (spec 02 §8), or the rate limit's wait in the
// shopper's language (the edge limits login and reset calls per minute).
import { errorNoticeFor, type AnswerLike } from '../cart/error-notice.js';

export const MSG_TOO_MANY = 'Too many attempts. Please try again in {seconds} seconds.';
export const MSG_SOMETHING_WRONG = 'Something went wrong';

export interface FormMessage {
  key: string;
  params?: Record<string, number>;
}

export function answerMessage(answer: AnswerLike): FormMessage {
  if (answer.code === 429) {
    const seconds = Number(/(\d+)\s*second/.exec(typeof answer.result === 'string' ? answer.result : '')?.[1] ?? 60);
    return { key: MSG_TOO_MANY, params: { seconds } };
  }
  return { key: errorNoticeFor(answer, false) ?? MSG_SOMETHING_WRONG };
}
