import { productImageUrl } from '../../../shared/routing/urls.js';
import { useT } from '../../i18n.js';
import { fetchPriority } from '../ui/fetch-priority.js';

/** Spec 01 §9: gallery pictures are 1292×1292, 390 wide on phones. */
export const GALLERY_SIZE = 1292;
/** The first picture spans the gallery column (7/12 of the 1280 px container from 1024 px), the full width below. */
export const GALLERY_SIZES = '(min-width: 1024px) 720px, 100vw';

/**
 * The candidates offered to the browser for one gallery image. The demo pictures are vector graphics, one file for
 * every width, described at the gallery's 1292 px; an image service with raster renditions adds its 390 px one here.
 */
export function gallerySrcSet(url: string): string {
  return `${url} ${GALLERY_SIZE}w`;
}

/** The product's pictures: the first large and loaded at once, the others in a swipeable row beneath it. */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const t = useT();
  if (images.length === 0) return <div className="product-gallery product-gallery--empty" aria-hidden="true" />;
  // On phones the row scrolls sideways: as a named tab stop, keyboard users can scroll it with the arrow keys (WCAG 2.1.1).
  const scrollable = images.length > 1;
  return (
    <ul className="product-gallery" aria-label={t('Pictures of {name}', { name })} tabIndex={scrollable ? 0 : undefined}>
      {images.map((image, index) => {
        const src = productImageUrl(image) ?? undefined;
        return (
          <li key={image} className="product-gallery__item">
            <img
              className="product-gallery__image"
              src={src}
              srcSet={src ? gallerySrcSet(src) : undefined}
              sizes={index === 0 ? GALLERY_SIZES : '(min-width: 1024px) 360px, 50vw'}
              width={GALLERY_SIZE}
              height={GALLERY_SIZE}
              alt={images.length > 1 ? t('{name}, picture {index} of {count}', { name, index: index + 1, count: images.length }) : name}
              loading={index === 0 ? 'eager' : 'lazy'}
              {...fetchPriority(index === 0)}
              decoding="async"
            />
          </li>
        );
      })}
    </ul>
  );
}
