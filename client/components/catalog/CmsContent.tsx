/** CMS HTML that the loader already passed through sanitizeHtml (client/api/sanitize-html.ts). */
export function CmsContent({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`cms-content ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
