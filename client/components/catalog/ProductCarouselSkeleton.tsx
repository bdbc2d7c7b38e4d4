/** Stands in for a carousel whose products are still streaming in; same height, so nothing jumps. */
export function ProductCarouselSkeleton({ count = 4 }: { count?: number }) {
  return (
    <section className="product-carousel product-carousel--loading" aria-hidden="true">
      <div className="section-heading skeleton skeleton--heading" />
      <ul className="product-carousel__track">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="product-carousel__item">
            <div className="product-card">
              <div className="product-card__media skeleton" />
              <div className="skeleton skeleton--line" />
              <div className="skeleton skeleton--line skeleton--short" />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
