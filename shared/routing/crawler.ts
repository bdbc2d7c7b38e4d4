// Crawlers get the complete document at once (React's onAllReady); people get the shell as soon as it is ready
// (onShellReady). Lighthouse and headless browsers count as people: they measure what a shopper sees.

const CRAWLER_PATTERN =
  /googlebot|google-inspectiontool|adsbot-google|mediapartners-google|bingbot|bingpreview|slurp|duckduckbot|baiduspider|yandex(bot|images)|applebot|petalbot|seznambot|sogou|exabot|ia_archiver|facebookexternalhit|facebookcatalog|meta-externalagent|twitterbot|linkedinbot|pinterest(bot)?\/|slackbot|discordbot|telegrambot|whatsapp|skypeuripreview|embedly|redditbot|ahrefsbot|semrushbot|mj12bot|dotbot|gptbot|oai-searchbot|chatgpt-user|claudebot|perplexitybot|ccbot|bytespider|amazonbot/i;

export function isCrawler(userAgent: string | undefined | null): boolean {
  return Boolean(userAgent) && CRAWLER_PATTERN.test(userAgent!);
}
