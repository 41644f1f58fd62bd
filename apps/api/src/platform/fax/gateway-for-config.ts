import { DevelopmentFaxGateway } from './development-fax-gateway';
import type { FaxGateway } from './fax-gateway';
import { PhaxioGateway } from './phaxio-gateway';

/**
 * The fax provider for a configuration (decision 0041): Phaxio when its keys are set, the
 * development gateway outside production, and none in production without keys (sending is then
 * refused in words, and the webhook answers 404).
 */
export function faxGatewayFor(config: {
  isProduction: boolean;
  fax: { apiKey: string; apiSecret: string; webhookSecret: string; apiUrl: string } | null;
}): FaxGateway | null {
  if (config.fax)
    return new PhaxioGateway({
      apiKey: config.fax.apiKey,
      apiSecret: config.fax.apiSecret,
      callbackToken: config.fax.webhookSecret,
      apiUrl: config.fax.apiUrl,
    });
  return config.isProduction ? null : new DevelopmentFaxGateway();
}
