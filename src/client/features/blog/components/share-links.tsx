import { Check, Link2, Mail } from 'lucide-react';
import { LinkedinIcon } from '../../../components/brand-icons';
import { useCopyFeedback } from '../../../lib/use-copy-feedback';

/** X, LinkedIn, Facebook, e-mail and Copy Link ("Copied!" for 2 seconds). */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { isCopied, copy } = useCopyFeedback();
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const links = [
    {
      label: 'Share on X',
      href: `https://x.com/intent/post?url=${u}&text=${t}`,
      icon: <span className="text-sm font-bold">𝕏</span>,
    },
    {
      label: 'Share on LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      icon: <LinkedinIcon className="size-4" />,
    },
    {
      label: 'Share on Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      icon: <span className="text-sm font-bold">f</span>,
    },
    { label: 'Share by e-mail', href: `mailto:?subject=${t}&body=${u}`, icon: <Mail className="size-4" aria-hidden /> },
  ];
  const itemClass =
    'inline-flex size-11 items-center justify-center rounded-full bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50';
  return (
    // A landmark with its name: screen readers list it among the page's regions ("Share this post, navigation").
    <nav className="flex flex-wrap items-center gap-2" aria-label="Share this post">
      {links.map((link) => (
        <a
          key={link.label}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={link.label}
          className={itemClass}
        >
          {link.icon}
        </a>
      ))}
      <button
        type="button"
        className="inline-flex h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50"
        onClick={() => void copy(url)}
      >
        {isCopied ? <Check className="size-4 text-success" aria-hidden /> : <Link2 className="size-4" aria-hidden />}
        {isCopied ? 'Copied!' : 'Copy Link'}
      </button>
    </nav>
  );
}
