import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from '../../lib/toast';
import {
  ANSWER_MAX_WORDS,
  limitWords,
  QUESTIONS,
  RESUME_MAX_BYTES,
  RESUME_REQUIRED,
  RESUME_TOO_LARGE,
  RESUME_WRONG_TYPE,
  wordCount,
} from '../../../shared/applications';
import { fieldErrorsFromIssues } from '../../../shared/api-error';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { SafetyNotice } from '../report/safety-notice';
import { FileInput } from '../../components/file-input';
import { inputClass } from '../../components/field';
import { api, ApiError, unwrap } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { answersSchemaFor, type JobQuestion } from '../../../shared/job-questions';
import { useKeptResumes } from '../resume/kept-resumes';
import { QuestionField } from './question-field';
import { useApply } from './use-apply';
import { clearApplicationDraft, loadApplicationDraft, saveApplicationDraft } from './application-draft';
import { applicationLength, applicationLengthText } from '../../../shared/application-length';
import { askedEssays, essayAnswersSchemaFor, essayFields, type EssaySettings } from '../../../shared/essays';
import { WhatWillBeSent } from './what-will-be-sent';

type Stage = 'closed' | 'intro' | 'form' | 'confirm';
type EssayName = 'startupCultureAnswer' | 'problemSolvingAnswer';

/** Steps 2 to 5 of the apply flow: "Apply for Position", the form, "Submit Application", and sending. */
export function ApplyDialogs({
  jobId,
  jobTitle,
  questions,
  essays,
  stage,
  onStageChange,
}: {
  jobId: string;
  jobTitle: string;
  questions: JobQuestion[];
  essays: EssaySettings;
  stage: Stage;
  onStageChange(stage: Stage): void;
}) {
  const asked = askedEssays(essays);
  const essayRules = essayAnswersSchemaFor(essays);
  const formLength = applicationLengthText(applicationLength({ essays, questions }));
  const apply = useApply(jobId);
  const userId = useSession().user?.id;
  const [answers, setAnswers] = useState(() => loadApplicationDraft(userId, jobId));
  const [resume, setResume] = useState<File | null>(null);
  // Kept resumes: the default is offered first; `undefined` until the member picks (then an
  // id, or null for a new file).
  const kept = useKeptResumes();
  const [pickedResume, setPickedResume] = useState<string | null | undefined>(undefined);
  const keptResumeId = pickedResume === undefined ? (kept.data?.[0]?.id ?? null) : pickedResume;
  const keptResume = kept.data?.find((r) => r.id === keptResumeId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  /** How many words a paste or typing brought in, per answer, when that was over the limit: said where it happens. */
  const [overLimit, setOverLimit] = useState<Partial<Record<EssayName, number>>>({});
  const resumeErrorId = useId();
  const earlier = useQuery({
    queryKey: queryKeys.applications.previousAnswers(jobId),
    queryFn: () => unwrap(api.jobs[':id']['previous-answers'].$get({ param: { id: jobId } })),
    enabled: stage !== 'closed',
    staleTime: Infinity,
  });
  const [isPrefilled, setIsPrefilled] = useState(false);
  /** Whether answers given before were filled in: said above the form, so nobody sends them unread. */
  const [reused, setReused] = useState(false);
  // What the member answered before fills only what is still empty: the draft they typed here wins.
  useEffect(() => {
    const before = earlier.data;
    if (!before || isPrefilled) return;
    setIsPrefilled(true);
    const next = {
      startupCultureAnswer: answers.startupCultureAnswer || before.startupCultureAnswer || '',
      problemSolvingAnswer: answers.problemSolvingAnswer || before.problemSolvingAnswer || '',
      questionAnswers: {
        ...before.questionAnswers,
        ...Object.fromEntries(Object.entries(answers.questionAnswers).filter(([, v]) => v !== '')),
      },
    };
    const isFilled =
      next.startupCultureAnswer !== answers.startupCultureAnswer ||
      next.problemSolvingAnswer !== answers.problemSolvingAnswer ||
      Object.keys(before.questionAnswers).some((id) => !answers.questionAnswers[id]);
    if (!isFilled) return;
    setAnswers(next);
    setReused(true);
  }, [earlier.data, isPrefilled, answers]);

  function setAnswer(name: EssayName, value: string) {
    const words = wordCount(value);
    setOverLimit((current) => ({ ...current, [name]: words > ANSWER_MAX_WORDS ? words : undefined }));
    const next = { ...answers, [name]: limitWords(value) };
    setAnswers(next);
    saveApplicationDraft(userId, jobId, next);
  }

  function setQuestionAnswer(questionId: string, value: string) {
    const next = { ...answers, questionAnswers: { ...answers.questionAnswers, [questionId]: value } };
    setAnswers(next);
    saveApplicationDraft(userId, jobId, next);
  }

  function chooseResume(file: File | undefined) {
    setErrors((e) => ({ ...e, resume: '' }));
    if (!file) return;
    if (file.size >= RESUME_MAX_BYTES) return setErrors((e) => ({ ...e, resume: RESUME_TOO_LARGE }));
    if (file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf'))
      return setErrors((e) => ({ ...e, resume: RESUME_WRONG_TYPE }));
    setResume(file);
  }

  function review() {
    const found: Record<string, string> = {};
    const parsed = essayRules.safeParse(askedEssayAnswers());
    if (!parsed.success) Object.assign(found, fieldErrorsFromIssues(parsed.error.issues));
    // The position's own questions, by the rules the server holds them to; errors keyed as the server's.
    const asked = answersSchemaFor(questions).safeParse(askedAnswers());
    if (!asked.success)
      Object.assign(
        found,
        fieldErrorsFromIssues(
          asked.error.issues.map((issue) => ({ ...issue, path: ['questionAnswers', ...issue.path] })),
        ),
      );
    if (!keptResume && !resume) found.resume = RESUME_REQUIRED;
    setErrors(found);
    if (Object.keys(found).length === 0) onStageChange('confirm');
  }

  /** The draft's answers to the essays the position asks: one it does not ask is not sent at all. */
  function askedEssayAnswers() {
    return Object.fromEntries(asked.map((name) => [essayFields[name], answers[essayFields[name]]]));
  }

  /** The draft's answers to the questions the position asks now: a question since removed is not sent. */
  function askedAnswers() {
    return Object.fromEntries(questions.map((q) => [q.id, answers.questionAnswers[q.id] ?? '']));
  }

  /**
   * One step: a position that asks nothing of its own, a default kept resume and the two standard
   * answers at hand (given before, or drafted) make the intro itself the confirmation.
   */
  const quick =
    questions.length === 0 && keptResume && essayRules.safeParse(askedEssayAnswers()).success ? keptResume : null;
  const resumeName = keptResume?.name ?? resume?.name ?? '';

  async function submit() {
    setFormError(null);
    try {
      await apply.mutateAsync({
        resume: keptResume ? { keptId: keptResume.id } : resume!,
        ...askedEssayAnswers(),
        questionAnswers: askedAnswers(),
      });
      clearApplicationDraft(userId, jobId);
      setAnswers({ startupCultureAnswer: '', problemSolvingAnswer: '', questionAnswers: {} });
      setResume(null);
      onStageChange('closed');
      toast.success('Application submitted. Good luck!');
    } catch (error) {
      onStageChange('form');
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      setFormError(
        error instanceof ApiError && error.status !== 500
          ? error.message
          : 'We could not send your application. Please try again in a moment.',
      );
    }
  }

  return (
    <>
      <Dialog
        open={stage === 'intro'}
        onOpenChange={(open) => !open && onStageChange('closed')}
        title="Apply for Position"
        description={
          quick
            ? `You are applying for ${jobTitle}. You can send it now with your resume and the answers you gave before, or read them over first.`
            : `You are applying for ${jobTitle}. The form asks for ${formLength}. Have your resume ready as a PDF.`
        }
        footer={
          quick ? (
            <>
              <Button variant="secondary" onClick={() => onStageChange('form')}>
                Review First
              </Button>
              <Button onClick={() => void submit()} isLoading={apply.isPending}>
                Send Application
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={() => onStageChange('closed')}>
                Not Now
              </Button>
              <Button onClick={() => onStageChange('form')}>Continue to Application</Button>
            </>
          )
        }
      >
        {quick && (
          <WhatWillBeSent
            resumeName={quick.name}
            essays={essays}
            answers={answers}
            questions={questions}
            questionAnswers={{}}
            clamp
          />
        )}
        {/* What a real startup never asks for, before anything is sent. */}
        <SafetyNotice jobId={jobId} jobTitle={jobTitle} back={`/jobs/${jobId}`} className={quick ? 'mt-4' : ''} />
      </Dialog>
      <Dialog
        open={stage === 'form'}
        onOpenChange={(open) => !open && onStageChange('closed')}
        title={`Apply: ${jobTitle}`}
        className="max-w-2xl"
        footer={
          <>
            <Button variant="secondary" onClick={() => onStageChange('closed')}>
              Cancel
            </Button>
            <Button onClick={review}>Review Application</Button>
          </>
        }
      >
        <div className="-mx-1 max-h-[60dvh] space-y-5 overflow-y-auto px-1">
          {formError && <Alert>{formError}</Alert>}
          {reused && (
            <Alert tone="info">
              We filled in the answers you gave before. Read them over: you can change anything before sending.
            </Alert>
          )}
          {!!kept.data?.length && (
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">Resume</legend>
              <div className="mt-1.5 space-y-1">
                {kept.data.map((r) => (
                  <label
                    key={r.id}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm text-slate-800 ring-1 ring-slate-200 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
                  >
                    <input
                      type="radio"
                      name="resume-choice"
                      className="size-5 accent-brand-600"
                      checked={keptResumeId === r.id}
                      onChange={() => setPickedResume(r.id)}
                    />
                    <FileText className="size-4 text-slate-500" aria-hidden />
                    <span className="min-w-0 flex-1 truncate">{r.name}</span>
                    {r.isDefault && <span className="text-xs text-slate-500">Default</span>}
                  </label>
                ))}
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm text-slate-800 ring-1 ring-slate-200 has-[:checked]:ring-2 has-[:checked]:ring-brand-600">
                  <input
                    type="radio"
                    name="resume-choice"
                    className="size-5 accent-brand-600"
                    checked={keptResumeId === null}
                    onChange={() => setPickedResume(null)}
                  />
                  Upload another PDF
                </label>
              </div>
            </fieldset>
          )}
          {!keptResume && (
            <FileInput
              label="Resume (PDF, max 5MB)"
              accept="application/pdf,.pdf"
              buttonText={resume ? 'Change file' : 'Choose PDF'}
              fileName={resume?.name}
              isInvalid={!!errors.resume}
              describedBy={errors.resume ? resumeErrorId : undefined}
              onFile={chooseResume}
            >
              {errors.resume && (
                <p id={resumeErrorId} className="text-sm text-error">
                  {errors.resume}
                </p>
              )}
            </FileInput>
          )}
          {asked
            .map((essay) => ({ essay, name: essayFields[essay] }))
            .map(({ essay, name }) => (
              <div key={name}>
                <label htmlFor={name} className="block text-sm font-medium text-slate-800">
                  {QUESTIONS[essay]}
                  {essays[essay] === 'optional' && <span className="font-normal text-slate-500"> (optional)</span>}
                </label>
                <textarea
                  id={name}
                  rows={5}
                  className={`${inputClass} mt-1.5`}
                  value={answers[name]}
                  onChange={(e) => setAnswer(name, e.target.value)}
                  aria-invalid={!!errors[name]}
                />
                <div className="mt-1 flex justify-between text-xs">
                  <span className="text-error">{errors[name]}</span>
                  <span className="text-slate-500">
                    {wordCount(answers[name])}/{ANSWER_MAX_WORDS} words
                  </span>
                </div>
                <p role="status" className="text-xs font-medium text-warning">
                  {overLimit[name] &&
                    `Your answer had ${overLimit[name]} words: only the first ${ANSWER_MAX_WORDS} are kept.`}
                </p>
              </div>
            ))}
          {questions.map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              value={answers.questionAnswers[question.id] ?? ''}
              error={errors[`questionAnswers.${question.id}`]}
              onChange={(value) => setQuestionAnswer(question.id, value)}
            />
          ))}
          {errors.questionAnswers && <Alert>{errors.questionAnswers}</Alert>}
        </div>
      </Dialog>
      <Dialog
        open={stage === 'confirm'}
        onOpenChange={(open) => !open && onStageChange('form')}
        title="Submit Application"
        description="This is what the founders will receive. You can apply again later to replace it."
        className="max-w-lg"
        footer={
          <>
            <Button variant="secondary" onClick={() => onStageChange('form')}>
              Review Again
            </Button>
            <Button onClick={() => void submit()} isLoading={apply.isPending}>
              Submit Application
            </Button>
          </>
        }
      >
        <div className="-mx-1 max-h-[50dvh] overflow-y-auto px-1">
          <WhatWillBeSent
            resumeName={resumeName}
            essays={essays}
            answers={answers}
            questions={questions}
            questionAnswers={askedAnswers()}
          />
        </div>
        {apply.progress !== null && (
          <div
            className="mt-4 h-1.5 overflow-hidden rounded-full bg-slate-200"
            role="progressbar"
            aria-valuenow={apply.progress}
            aria-label="Upload progress"
          >
            <div className="h-full bg-brand-600" style={{ width: `${apply.progress}%` }} />
          </div>
        )}
      </Dialog>
    </>
  );
}
