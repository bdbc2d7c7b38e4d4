// Mail upstream (mail-service: get-token, send-email, send-email-transaction), forwarded unchanged (DESIGN §3.3).
import { ForwardingClient } from './forwarding-client.js';

export function createMailClient(baseUrl: string, timeoutMs: number, backendToken?: string | null): ForwardingClient {
  return new ForwardingClient({ name: 'mail', baseUrl, timeoutMs, backendToken });
}
