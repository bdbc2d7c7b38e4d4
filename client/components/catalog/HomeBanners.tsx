import type { Banner } from '../../shell/shell-data.js';
import { ContentLink } from './ContentLink.js';
import { fetchPriority } from '../ui/fetch-priority.js';

/** The home page's main banners (a swipeable row, first one loaded at once) and small banners below them. */
export function HomeBanners({ main, small }: { main: readonly Banner[]; small: readonly Banner[] }) {
  return (
    <>
      {main.length > 0 && (
        <section className="hero" aria-roledescription="carousel">
          <ul className="hero__track">
            {main.map((banner, index) => (
              <li key={banner.link + index} className="hero__slide">
                <ContentLink href={banner.link} className="hero__link">
                  <img
                    className="hero__image"
                    src={banner.image}
                    alt=""
                    loading={index === 0 ? 'eager' : 'lazy'}
                    {...fetchPriority(index === 0)}
                    decoding="async"
                  />
                  <span className="hero__text">
                    <span className="hero__title">{banner.title}</span>
                    {banner.subtitle && <span className="hero__subtitle">{banner.subtitle}</span>}
                    {banner.buttonText && <span className="button button--inverse hero__button">{banner.buttonText}</span>}
                  </span>
                </ContentLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {small.length > 0 && (
        <ul className="small-banners">
          {small.map((banner, index) => (
            <li key={banner.link + index} className="small-banners__item">
              <ContentLink href={banner.link} className="small-banners__link">
                <img className="small-banners__image" src={banner.image} alt="" loading="lazy" decoding="async" />
                <span className="small-banners__title">{banner.title}</span>
              </ContentLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
