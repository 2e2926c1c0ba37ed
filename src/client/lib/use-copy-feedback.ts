import { useEffect, useState } from 'react';

/** Copies text and says so for 2 seconds (the share check mark and "Copied!"). */
export function useCopyFeedback(ms = 2000) {
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), ms);
    return () => clearTimeout(timer);
  }, [isCopied, ms]);
  async function copy(text: string): Promise<boolean> {
    try {
      await navigator.clipboard.writeText(text);
      setIsCopied(true);
      return true;
    } catch {
      return false;
    }
  }
  return { isCopied, copy };
}
