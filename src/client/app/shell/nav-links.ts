// The header's links (the navigation bar): one list for the desktop bar and the phone menu.
export const publicLinks = [
  { to: '/startups', label: 'Startups' },
  { to: '/jobs', label: 'Jobs' },
  { to: '/blog', label: 'Blog' },
  { to: '/incubators', label: 'Collaborations with Incubators' },
  { to: '/login', label: 'Invest' },
] as const;

export const signedInLinks = [
  { to: '/startups', label: 'Startups' },
  { to: '/jobs', label: 'Jobs' },
  { to: '/blog', label: 'Blog' },
  { to: '/invest', label: 'Invest' },
  { to: '/dashboard', label: 'Dashboard' },
] as const;

export const aboutLinks = [
  { to: '/about', label: 'About Us' },
  { to: '/roadmap', label: 'Roadmap' },
  { to: '/contact', label: 'Contact Us' },
] as const;
