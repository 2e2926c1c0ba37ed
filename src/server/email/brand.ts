import type { Config } from '../config';
import type { Brand } from './templates/layout';

export function brandFromConfig(config: Config): Brand {
  return {
    platformName: config.platformName,
    supportEmail: config.supportEmail,
    logoUrl: `${config.publicUrl}/logo-email.png`,
    publicUrl: config.publicUrl,
  };
}
