import { Download, FileText, Pencil, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { KeptResume } from '../../../shared/resumes';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatDay } from '../../lib/dates';
import { failureText } from '../../lib/failure';
import { toast } from '../../lib/toast';
import { downloadKeptResume, formatFileSize, useDeleteKeptResume, useUpdateKeptResume } from './kept-resumes';
import { RenameResumeDialog } from './rename-resume-dialog';

/** One kept resume: its name, size and date, "Default", and what its member may do with it. */
export function KeptResumeRow({ resume, hasOthers }: { resume: KeptResume; hasOthers: boolean }) {
  const update = useUpdateKeptResume();
  const remove = useDeleteKeptResume();
  const [isDownloading, setIsDownloading] = useState(false);
  const [isRenaming, setIsRenaming] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  // Each button's name says which resume it is for: the list has several "Rename".
  const which = <span className="sr-only"> “{resume.name}”</span>;

  async function download() {
    setIsDownloading(true);
    try {
      await downloadKeptResume(resume.id);
    } catch (error) {
      toast.error(failureText(error, 'Failed to download the resume. Please try again.'));
    } finally {
      setIsDownloading(false);
    }
  }

  function makeDefault() {
    update.mutate(
      { id: resume.id, isDefault: true },
      {
        onSuccess: () => toast.success(`“${resume.name}” is now your default resume.`),
        onError: (error) => toast.error(failureText(error, 'Failed to change your default resume. Please try again.')),
      },
    );
  }

  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 py-4" data-testid="kept-resume">
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-600">
        <FileText className="size-5" aria-hidden />
      </span>
      <div>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold break-words text-slate-900">{resume.name}</span>
          {resume.isDefault && <Badge tone="brand">Default</Badge>}
        </p>
        <p className="mt-0.5 text-sm text-slate-500">
          PDF · {formatFileSize(resume.sizeBytes)} · Added {formatDay(resume.createdAt)}
        </p>
      </div>
      {/* Under the name, so that a long name keeps the width it needs: on a phone from the row's edge, the
          room of three buttons in a line; wider, in line with the name. Ghost buttons: their text lines up. */}
      <div className="col-span-2 mt-2 -ml-3 flex flex-wrap gap-x-1 gap-y-1 sm:col-span-1 sm:col-start-2">
        <Button variant="ghost" size="sm" onClick={() => void download()} isLoading={isDownloading}>
          {!isDownloading && <Download className="size-4" aria-hidden />} Download{which}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setIsRenaming(true)}>
          <Pencil className="size-4" aria-hidden /> Rename{which}
        </Button>
        {!resume.isDefault && (
          <Button
            variant="ghost"
            size="sm"
            onClick={makeDefault}
            isLoading={update.isPending && update.variables.isDefault === true}
          >
            {!update.isPending && <Star className="size-4" aria-hidden />} Make default{which}
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={() => setIsConfirming(true)}>
          <Trash2 className="size-4 text-error" aria-hidden /> Remove{which}
        </Button>
      </div>

      <RenameResumeDialog resume={resume} open={isRenaming} onOpenChange={setIsRenaming} />
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Remove this resume?"
        description={`“${resume.name}” will be deleted from your profile.${resume.isDefault && hasOthers ? ' Your newest other resume becomes the default.' : ''} Applications you already sent keep their own copy.`}
        confirmLabel="Remove resume"
        isDanger
        isLoading={remove.isPending}
        onConfirm={() =>
          remove.mutate(resume.id, {
            onSuccess: () => toast.success(`“${resume.name}” removed.`),
            onError: (error) => toast.error(failureText(error, 'Failed to remove the resume. Please try again.')),
            onSettled: () => setIsConfirming(false),
          })
        }
      />
    </li>
  );
}
