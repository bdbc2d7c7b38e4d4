import { productImageUrl } from '../../../shared/routing/urls.js';
import { useT } from '../../i18n.js';

/** Spec 01 §9: gallery pictures are 1292×1292 (the page scales them to the phone's width). */
export const GALLERY_SIZE = 1292;

/** The product's pictures: the first large and loaded at once, the others in a swipeable row beneath it. */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const t = useT();
  if (images.length === 0) return <div className="product-gallery product-gallery--empty" aria-hidden="true" />;
  // On phones the row scrolls sideways: as a named tab stop, keyboard users can scroll it with the arrow keys (WCAG 2.1.1).
  const scrollable = images.length > 1;
  return (
    <ul className="product-gallery" aria-label={t('Pictures of {name}', { name })} tabIndex={scrollable ? 0 : undefined}>
      {images.map((image, index) => (
        <li key={image} className="product-gallery__item">
          <img
            className="product-gallery__image"
            src={productImageUrl(image) ?? undefined}
            width={GALLERY_SIZE}
            height={GALLERY_SIZE}
            alt={index === 0 ? name : ''}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}
