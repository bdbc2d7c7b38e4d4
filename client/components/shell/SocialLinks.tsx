import type { Brand } from '../../../shared/brands.js';
import { useT } from '../../i18n.js';
import { Icon } from '../ui/Icon.js';

const NETWORKS = ['instagram', 'facebook', 'pinterest'] as const;
const NETWORK_NAMES: Record<(typeof NETWORKS)[number], string> = { instagram: 'Instagram', facebook: 'Facebook', pinterest: 'Pinterest' };

/** Social links of the brand; renders nothing for a brand without any (spec 01 §1 "for some brands"). */
export function SocialLinks({ brand }: { brand: Brand }) {
  const t = useT();
  const present = NETWORKS.filter((network) => brand.social[network]);
  if (present.length === 0) return null;
  return (
    <ul className="social-links" aria-label={t('{brand} on social media', { brand: brand.name })}>
      {present.map((network) => (
        <li key={network}>
          <a href={brand.social[network]} className="icon-button icon-button--inverse" target="_blank" rel="noopener noreferrer">
            <Icon name={network} />
            <span className="visually-hidden">{NETWORK_NAMES[network]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
