import { Suspense } from 'react';
import { Await } from 'react-router';
import { ProductCarousel, type ProductBlockData } from './ProductCarousel.js';
import { ProductCarouselSkeleton } from './ProductCarouselSkeleton.js';

/** A carousel whose products the loader deferred: streamed in when ready, left out when they could not load. */
export function DeferredProductCarousel({ block }: { block: Promise<ProductBlockData | null> }) {
  return (
    <Suspense fallback={<ProductCarouselSkeleton />}>
      <Await resolve={block}>{(resolved: ProductBlockData | null) => (resolved ? <ProductCarousel block={resolved} /> : null)}</Await>
    </Suspense>
  );
}
