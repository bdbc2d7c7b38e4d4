// Newsletter upstream (mailchimp-subscribe), forwarded unchanged (DESIGN §3.3).
import { ForwardingClient } from './forwarding-client.js';

export function createNewsletterClient(baseUrl: string, timeoutMs: number, backendToken?: string | null): ForwardingClient {
  return new ForwardingClient({ name: 'newsletter', baseUrl, timeoutMs, backendToken });
}
