import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { api, ApiError, CONNECTION_ERROR } from '../../lib/api';
import { AUTH_ERROR } from '../../lib/failure';
import { downloadName } from '../../lib/download-name';
import { toast } from '../../lib/toast';

/**
 * Downloads an application's resume. A plain link would, when the server is down or the file is gone,
 * leave the person on the browser's error page or save an error as a PDF; this fetches it first and
 * says what went wrong instead (the product's words: "Failed to generate resume download URL").
 */
export function ResumeButton({ applicationId }: { applicationId: string }) {
  const [isLoading, setIsLoading] = useState(false);

  async function download() {
    setIsLoading(true);
    try {
      const response = await api.applications[':id'].resume
        .$get({ param: { id: applicationId }, query: {} })
        .catch(() => {
          throw new ApiError(0, CONNECTION_ERROR);
        });
      if (!response.ok) throw new ApiError(response.status, 'Failed to generate resume download URL');
      const url = URL.createObjectURL(await response.blob());
      const link = Object.assign(document.createElement('a'), {
        href: url,
        download: downloadName(response.headers.get('Content-Disposition'), 'resume.pdf'),
      });
      link.click();
      // The click has handed the file to the browser's download by the next task.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : -1;
      toast.error(
        status === 0 ? CONNECTION_ERROR : status === 401 ? AUTH_ERROR : 'Failed to generate resume download URL',
      );
    } finally {
      setIsLoading(false);
    }
  }

  return (
    <Button variant="secondary" size="sm" onClick={() => void download()} disabled={isLoading}>
      <Download className="size-4" aria-hidden /> Download Resume
    </Button>
  );
}
