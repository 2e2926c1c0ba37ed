import { CLIENT_CONFIG_ELEMENT_ID, type ClientConfig } from '../../shared/app-config';

const fallback: ClientConfig = { platformName: 'Liftoff', supportEmail: 'support@liftoff.dev', contactEmail: 'hello@liftoff.dev' };

function read(): ClientConfig {
  const element = document.getElementById(CLIENT_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return fallback;
  try {
    return { ...fallback, ...(JSON.parse(element.textContent) as Partial<ClientConfig>) };
  } catch {
    return fallback;
  }
}

/** Set by the server in index.html: the platform name and addresses this deployment uses. */
export const clientConfig = read();
