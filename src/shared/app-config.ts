// Settings the server hands to the browser inside index.html (a JSON script tag, never executed).
/** publicUrl: the configured address (PUBLIC_URL), for absolute links a server-rendered page needs. */
export type ClientConfig = { platformName: string; supportEmail: string; contactEmail: string; publicUrl: string };
export const CLIENT_CONFIG_ELEMENT_ID = 'app-config';
