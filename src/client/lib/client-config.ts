import { CLIENT_CONFIG_ELEMENT_ID, type ClientConfig } from '../../shared/app-config';

const fallback: ClientConfig = {
  platformName: 'Liftoff',
  supportEmail: 'support@liftoff.dev',
  contactEmail: 'support@liftoff.dev',
  publicUrl: '',
  team: null,
  social: {},
};

function read(): ClientConfig {
  // On the server there is no document: the renderer fills this in (setClientConfig) before any page renders.
  if (typeof document === 'undefined') return { ...fallback };
  const element = document.getElementById(CLIENT_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return { ...fallback };
  try {
    return { ...fallback, ...(JSON.parse(element.textContent) as Partial<ClientConfig>) };
  } catch {
    return { ...fallback };
  }
}

/** Set by the server in index.html: the platform name, addresses, team and social links this deployment uses. */
export const clientConfig: ClientConfig = read();

/** For the server renderer only: the same values the browser reads from the page. */
export function setClientConfig(config: ClientConfig) {
  Object.assign(clientConfig, config);
}
