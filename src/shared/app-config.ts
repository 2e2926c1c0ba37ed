// Settings the server hands to the browser inside index.html (a JSON script tag, never executed).

/** The platform's own pages on other networks; a network without an address is not shown at all. */
export type SocialLinks = { linkedin?: string; github?: string; x?: string };

/** A person on the About page (TEAM_MEMBERS). Addresses are https only; any of them may be missing. */
export type TeamMember = { name: string; role: string; bio: string; photoUrl?: string } & SocialLinks;

/**
 * publicUrl: the configured address (PUBLIC_URL), for absolute links a server-rendered page needs.
 * contactEmail: the one address the pages show (footer, Contact, About, blog); supportEmail is the one
 * e-mails carry (they are the same unless CONTACT_EMAIL is set).
 * team: null while TEAM_MEMBERS is unset: the About page then shows its example team.
 */
export type ClientConfig = {
  platformName: string;
  supportEmail: string;
  contactEmail: string;
  publicUrl: string;
  team: TeamMember[] | null;
  social: SocialLinks;
};
export const CLIENT_CONFIG_ELEMENT_ID = 'app-config';
