import { Check, Share2 } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { useCopyFeedback } from '../../../lib/use-copy-feedback';

/** Copies the page address; a check mark says so for 2 seconds. */
export function ShareButton({ url }: { url: string }) {
  const { isCopied, copy: copyText } = useCopyFeedback();

  async function copy() {
    if (!(await copyText(url))) toast.error('Could not copy the link. Copy it from the address bar instead.');
  }

  return (
    <Button variant="secondary" onClick={() => void copy()} aria-label={isCopied ? 'Link copied' : 'Share profile'}>
      {isCopied ? <Check className="size-4 text-success" aria-hidden /> : <Share2 className="size-4" aria-hidden />}
      {isCopied ? 'Copied' : 'Share'}
    </Button>
  );
}
