// Settings the server hands to the browser inside index.html (a JSON script tag, never executed).
export type ClientConfig = { platformName: string; supportEmail: string; contactEmail: string };
export const CLIENT_CONFIG_ELEMENT_ID = 'app-config';
