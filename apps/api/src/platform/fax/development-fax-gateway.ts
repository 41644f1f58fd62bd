import { randomUUID } from 'node:crypto';
import { type FaxEvent, type FaxGateway, FaxProviderError } from './fax-gateway';

/**
 * Development without a provider (decision 0041): a fax to send is kept in Curo with the status
 * `held` (nothing is transmitted, and the screen says so); there is no webhook, so received faxes
 * come from an admin's drop-in (`POST /ReceivedFaxes/dev/receive`) instead.
 */
export class DevelopmentFaxGateway implements FaxGateway {
  readonly kind = 'development' as const;

  async send() {
    return { providerFaxId: `dev-${randomUUID()}`, status: 'held' as const };
  }

  async fetchPdf(): Promise<Buffer> {
    throw new FaxProviderError('No fax provider is set up');
  }

  verifyWebhook(): boolean {
    return false;
  }

  parseWebhook(): FaxEvent | null {
    return null;
  }
}
