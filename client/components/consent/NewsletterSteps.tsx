// How the newsletter works (spec 02 §1 "a 10% coupon and e-mail confirmation", §9 "newsletter coupon 10%"): the
// three steps of the double opt-in, shown on the /newsletter page.
import { useT } from '../../i18n.js';
import { Icon } from '../ui/Icon.js';
import type { IconName } from '../ui/icon-paths.js';

interface Step {
  icon: IconName;
  title: string;
  text: string;
}

const STEPS: readonly Step[] = [
  { icon: 'mail', title: 'Sign up', text: 'Enter your e-mail address and choose Women or Men, so that we show you the right shoes.' },
  { icon: 'check', title: 'Confirm', text: 'We send you an e-mail with a confirmation link (double opt-in). The link is valid for 7 days.' },
  { icon: 'banknote', title: 'Save 10%', text: 'After your confirmation you receive a personal 10% coupon for your next order, valid once.' },
];

export function NewsletterSteps() {
  const t = useT();
  return (
    <ol className="newsletter-steps">
      {STEPS.map((step, index) => (
        <li key={step.title} className="newsletter-steps__item">
          <span className="newsletter-steps__icon" aria-hidden="true">
            <Icon name={step.icon} size={22} />
          </span>
          <h3 className="newsletter-steps__title">
            <span className="newsletter-steps__number">{index + 1}. </span>
            {t(step.title)}
          </h3>
          <p className="newsletter-steps__text">{t(step.text)}</p>
        </li>
      ))}
    </ol>
  );
}
