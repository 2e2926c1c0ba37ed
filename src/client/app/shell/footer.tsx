import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { clientConfig } from '../../lib/client-config';

const columns = [
  {
    title: 'Explore',
    links: [
      { to: '/startups', label: 'Explore Startups' },
      { to: '/jobs', label: 'Find a Job' },
      { to: '/invest', label: 'For Investors' },
      { to: '/blog', label: 'Blog' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/roadmap', label: 'Roadmap' },
      { to: '/contact', label: 'Contact' },
      { to: '/faqs', label: 'FAQs' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/legal?section=privacy', label: 'Privacy' },
      { to: '/legal?section=terms', label: 'Terms' },
      { to: '/beta-agreement', label: 'Beta Agreement' },
    ],
  },
];

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 sm:grid-cols-3 sm:gap-10 sm:px-6 sm:py-12 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="col-span-2 sm:col-span-3 md:col-span-1">
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-slate-600">
            Where startups take off: founders showcase and hire, talent finds the teams worth joining.
          </p>
          {/* The same address as the Contact and About pages (CONTACT_EMAIL, else SUPPORT_EMAIL). */}
          <a
            href={`mailto:${clientConfig.contactEmail}`}
            className="mt-2 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-700 hover:underline lg:mt-4 lg:min-h-0"
          >
            <Mail className="size-4" aria-hidden /> {clientConfig.contactEmail}
          </a>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-slate-900">{column.title}</h2>
            {/* A finger-sized row each (44 px) up to tablet widths; the usual tight list on a wide screen. */}
            <ul className="mt-1 lg:mt-3 lg:space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="flex min-h-11 items-center text-sm text-slate-600 hover:text-slate-900 lg:inline lg:min-h-0"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-100 py-5 text-center text-xs text-slate-500">
        © {new Date().getFullYear()} {clientConfig.platformName}. In beta: thank you for building with us.
      </div>
    </footer>
  );
}
