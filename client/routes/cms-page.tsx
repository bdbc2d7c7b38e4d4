// Content pages: '/i/{slug}' (route 'cms-page'), the static pages of spec 01 §2 and the footer's shop pages, each
// showing the CMS page whose identifier is its path.
import { useLoaderData, type LoaderFunctionArgs, type RouterContextProvider } from 'react-router';
import type { CmsPageDocument } from '../../shared/catalog-types.js';
import { staticCmsIdentifier } from '../../shared/routing/route-table.js';
import { cmsPagePath } from '../../shared/routing/urls.js';
import { notFound, requestPlace } from '../api/loader-helpers.js';
import { sanitizeHtml } from '../api/sanitize-html.js';
import { getServices, type LoaderServices } from '../api/services.js';
import { CmsContent } from '../components/catalog/CmsContent.js';
import { RouteErrorContent } from '../components/catalog/RouteError.js';
import type { ScreenMetaFunction } from '../routes.js';

/** Spec 01 §5: a content lookup with an empty result fails with this message. */
export const CMS_EMPTY_RESULT = 'CMS query returned empty result';

export interface CmsPageData {
  kind: 'cms';
  page: { identifier: string; heading: string; html: string; metaTitle: string; metaDescription: string; path: string };
}

export const meta: ScreenMetaFunction<CmsPageData> = ({ data, t }) =>
  data
    ? { title: data.page.metaTitle, description: data.page.metaDescription, canonicalPath: data.page.path }
    : { title: t('Page not found'), description: '', noindex: true };

export function toCmsPageData(page: CmsPageDocument): CmsPageData {
  return {
    kind: 'cms',
    page: {
      identifier: page.identifier,
      heading: page.content_heading || page.title,
      html: sanitizeHtml(page.content ?? ''),
      metaTitle: page.meta_title || page.title,
      metaDescription: page.meta_description ?? '',
      path: cmsPagePath(page.identifier),
    },
  };
}

export function cmsNotFound(services: LoaderServices, identifier: string): never {
  services.warn(`${CMS_EMPTY_RESULT} identifier = ${identifier}`);
  return notFound(CMS_EMPTY_RESULT);
}

export async function loader({ request, params, context }: LoaderFunctionArgs<Readonly<RouterContextProvider>>): Promise<CmsPageData> {
  const services = getServices(context);
  const { store, path } = requestPlace(request);
  const identifier = params.slug ?? staticCmsIdentifier(path) ?? '';
  const page = identifier ? await services.catalog.getCmsPage(store.code, identifier) : null;
  if (!page) cmsNotFound(services, identifier);
  return toCmsPageData(page);
}

export function Component() {
  const { page } = (useLoaderData() as CmsPageData);
  return (
    <div className="screen screen--narrow screen--cms">
      <article className="cms-page" data-identifier={page.identifier}>
        <h1 className="page-heading">{page.heading}</h1>
        <CmsContent html={page.html} />
      </article>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorContent />;
}
