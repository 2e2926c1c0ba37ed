import { Copy, Download } from 'lucide-react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { useCopyFeedback } from '../../lib/use-copy-feedback';

/** The ten backup codes, shown this once: each signs in once when the phone is not at hand. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { isCopied, copy } = useCopyFeedback();
  const text = codes.join('\n');
  function download() {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'backup-codes.txt' });
    link.click();
    URL.revokeObjectURL(url);
  }
  return (
    <section aria-label="Backup codes" className="space-y-3">
      <Alert tone="warning">
        Save these backup codes now: they are shown only once. Each one signs you in once if you lose your phone.
      </Alert>
      <ul
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 font-mono text-sm text-slate-900"
        data-testid="backup-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void copy(text)}>
          <Copy className="size-4" aria-hidden />
          {isCopied ? 'Copied!' : 'Copy codes'}
        </Button>
        <Button variant="secondary" size="sm" onClick={download}>
          <Download className="size-4" aria-hidden />
          Download
        </Button>
        <Button size="sm" onClick={onDone}>
          I saved them
        </Button>
      </div>
    </section>
  );
}
