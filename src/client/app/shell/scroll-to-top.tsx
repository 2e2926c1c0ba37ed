import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Each new path starts at the top, except under /dashboard (its tabs keep their place) or with a hash.
 * Only a path the app goes to: the page the browser loaded is where the person may already have
 * scrolled while its code came (server rendering, decision 022), and a jump to the top as it hydrates
 * would move what they were about to tap from under their finger.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const shown = useRef({ pathname, hash });
  useEffect(() => {
    if (shown.current.pathname === pathname && shown.current.hash === hash) return;
    shown.current = { pathname, hash };
    if (hash || pathname.startsWith('/dashboard')) return;
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
