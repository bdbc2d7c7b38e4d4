import { useT } from '../../i18n.js';
import { account } from '../../session/account.js';
import { Button } from '../ui/Button.js';
import { FormField } from './FormField.js';
import { useForm } from './use-form.js';

export const MSG_LOYALTY = 'A loyalty card number has 6 to 20 letters or digits.';
const validate = (v: { card: string }) => (v.card.trim() === '' || /^[A-Za-z0-9-]{6,20}$/.test(v.card.trim()) ? {} : { card: MSG_LOYALTY });

/** The customer's loyalty card number (shown on the factory shop's receipts), kept with the profile. */
export function LoyaltyCardSection({ card, holder }: { card: string | null | undefined; holder: string }) {
  const t = useT();
  const form = useForm({ card: card ?? '' }, validate);
  const submit = form.onSubmit(async ({ card: value }) => {
    await account.saveProfile({ loyalty_card: value.trim() === '' ? null : value.trim() });
  });
  return (
    <section className="account-card loyalty" aria-labelledby="loyalty-title">
      <h2 id="loyalty-title" className="account-card__title">
        {t('Loyalty card')}
      </h2>
      <div className="loyalty__card" aria-hidden={card ? undefined : true}>
        <span className="loyalty__brand">{t('Loyalty card')}</span>
        <span>
          <span className="loyalty__number">{card ?? '—'}</span>
          <span className="loyalty__holder">{holder}</span>
        </span>
      </div>
      <form onSubmit={submit} noValidate>
        <FormField label={t('Loyalty card number')} name="loyalty" autoComplete="off" value={form.values.card} onValueChange={form.set('card')} error={form.errors.card} hint={t('You find the number on the back of your card.')} />
        <Button type="submit" variant="secondary" disabled={form.busy}>
          {t('Save card number')}
        </Button>
      </form>
    </section>
  );
}
