import { Check, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/button';

/** Copies the page address; a check mark says so for 2 seconds (spec 1 section 9). */
export function ShareButton({ url }: { url: string }) {
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [isCopied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setIsCopied(true);
    } catch {
      toast.error('Could not copy the link. Copy it from the address bar instead.');
    }
  }

  return (
    <Button variant="secondary" onClick={() => void copy()} aria-label={isCopied ? 'Link copied' : 'Share profile'}>
      {isCopied ? <Check className="size-4 text-success" aria-hidden /> : <Share2 className="size-4" aria-hidden />}
      {isCopied ? 'Copied' : 'Share'}
    </Button>
  );
}
