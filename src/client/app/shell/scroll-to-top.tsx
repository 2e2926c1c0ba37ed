import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Each new path starts at the top, except under /dashboard (its tabs keep their place) or with a hash. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash || pathname.startsWith('/dashboard')) return;
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
