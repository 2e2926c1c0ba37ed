import { zodResolver } from '@hookform/resolvers/zod';
import { Check } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { brandVoices, countries, industries, OTHER, stages } from '../../../../shared/catalog';
import { startupSchema, TAGLINE_MAX, type StartupData, type StartupInput } from '../../../../shared/startups';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Field, Input, Select, inputClass } from '../../../components/field';
import { StartupCard } from '../../../entities/startup/startup-card';
import { useSession } from '../../../lib/session';
import { cn } from '../../../lib/cn';
import { reveal } from '../../../lib/reveal';
import { saveDraft, type StartupDraft } from './startup-draft';
import { LogoField } from './logo-field';

const step1Fields: Path<StartupInput>[] = [
  'logoUrl',
  'name',
  'description',
  'stage',
  'industry',
  'customIndustry',
  'teamSize',
  'country',
];
type Props = {
  mode: 'create' | 'edit';
  /**
   * The roles the card shows: a new startup has none (the preview said "4 Roles" of samples, which
   * launching did not make true); an edited one shows its own open positions.
   */
  openRoles?: string[];
  defaults: Partial<StartupInput>;
  initialStep?: 1 | 2;
  onSubmit(data: StartupData): Promise<void>;
  error: string | null;
};

/** Two steps (Basic Info, Details) beside a live preview of the card, which turns over on step 2. */
export function StartupForm({ mode, defaults, openRoles = [], initialStep = 1, onSubmit, error }: Props) {
  const { user } = useSession();
  const [step, setStep] = useState<1 | 2>(initialStep);
  const [isConfirming, setIsConfirming] = useState(false);
  const form = useForm<StartupInput, unknown, StartupData>({
    resolver: zodResolver(startupSchema),
    defaultValues: {
      teamSize: 1,
      country: 'US',
      customIndustry: '',
      customBrandVoice: '',
      linkedinUrl: '',
      websiteUrl: '',
      ...defaults,
    },
  });
  const { register, handleSubmit, watch, trigger, setValue, formState } = form;
  const values = watch();
  const { errors } = formState;

  const userId = user?.id;
  useEffect(() => {
    if (mode !== 'create' || !userId) return;
    const subscription = watch((current) => saveDraft(userId, { step, values: current as StartupDraft['values'] }));
    return () => subscription.unsubscribe();
  }, [watch, step, mode, userId]);

  // A new step starts at its top, not where the last one ended (on a phone, its bottom; decision 020).
  // After the new step has rendered: scrolling while the old step was still laid out let the page's
  // change of height cut the smooth scroll short, leaving step 1 out of view after "Back".
  const formRef = useRef<HTMLFormElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    reveal(formRef.current, 'start');
  }, [step]);
  // The server's refusal shows at the top of the form: bring it into view.
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) reveal(errorRef.current);
  }, [error]);

  async function next() {
    if (await trigger(step1Fields)) {
      setStep(2);
      if (mode === 'create' && userId) saveDraft(userId, { step: 2, values });
    }
  }

  const submit = handleSubmit(async (data) => {
    setIsConfirming(false);
    await onSubmit(data);
  });

  const preview = {
    name: values.name || 'Your Startup',
    logoUrl: values.logoUrl ?? '',
    description: values.description || 'Tell people what you are building.',
    stage: values.stage || 'Idea',
    industry: (values.industry === OTHER ? values.customIndustry : values.industry) || 'Industry',
    teamSize: Number(values.teamSize) || 1,
    country: values.country ?? 'US',
    tagline: values.tagline || 'Your tagline',
    brandVoice: (values.brandVoice === OTHER ? values.customBrandVoice : values.brandVoice) || 'Brand voice',
    mission: values.mission || 'Your mission and vision.',
    highlightText: values.highlightText || 'Highlight',
    openRoles,
    owner: {
      id: user?.id ?? '',
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      avatarUrl: user?.avatarUrl ?? null,
    },
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_300px]">
      <form
        noValidate
        aria-label={mode === 'create' ? 'Post your startup' : 'Edit startup'}
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 1) void next();
          else if (mode === 'create') void trigger().then((ok) => ok && setIsConfirming(true));
          else void submit();
        }}
        ref={formRef}
        className="scroll-mt-20 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <Steps step={step} />
        <div ref={errorRef} className="scroll-mt-20">
          {error && <Alert className="mt-6">{error}</Alert>}
        </div>
        <div className={cn('mt-6 space-y-5', step !== 1 && 'hidden')}>
          <LogoField
            value={values.logoUrl ?? ''}
            onChange={(url) => setValue('logoUrl', url, { shouldValidate: true, shouldDirty: true })}
            error={errors.logoUrl?.message}
          />
          <Field label="Startup name" error={errors.name?.message}>
            {({ id, describedBy, invalid }) => (
              <Input id={id} aria-describedby={describedBy} aria-invalid={invalid} {...register('name')} />
            )}
          </Field>
          <Field label="About Us" error={errors.description?.message}>
            {({ id, describedBy, invalid }) => (
              <textarea
                id={id}
                rows={4}
                className={inputClass}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                {...register('description')}
              />
            )}
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Stage" error={errors.stage?.message}>
              {({ id, describedBy, invalid }) => (
                <Select id={id} aria-describedby={describedBy} aria-invalid={invalid} {...register('stage')}>
                  <option value="">Select a stage</option>
                  {stages.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Category" error={errors.industry?.message}>
              {({ id, describedBy, invalid }) => (
                <Select id={id} aria-describedby={describedBy} aria-invalid={invalid} {...register('industry')}>
                  <option value="">Select a category</option>
                  {[...industries, OTHER].map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            {values.industry === OTHER && (
              <Field label="Your category" error={errors.customIndustry?.message} className="sm:col-span-2">
                {({ id, describedBy, invalid }) => (
                  <Input
                    id={id}
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                    {...register('customIndustry')}
                  />
                )}
              </Field>
            )}
            <Field label="Team size" error={errors.teamSize?.message}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  type="number"
                  min={1}
                  step={1}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  {...register('teamSize')}
                />
              )}
            </Field>
            <Field label="Country" error={errors.country?.message}>
              {({ id, describedBy, invalid }) => (
                <Select id={id} aria-describedby={describedBy} aria-invalid={invalid} {...register('country')}>
                  {countries.map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
          <div className="flex justify-end">
            <Button type="submit">Next</Button>
          </div>
        </div>

        <div className={cn('mt-6 space-y-5', step !== 2 && 'hidden')}>
          <Field
            label="Tagline"
            hint={`${(values.tagline ?? '').length}/${TAGLINE_MAX}`}
            error={errors.tagline?.message}
          >
            {({ id, describedBy, invalid }) => (
              <Input id={id} aria-describedby={describedBy} aria-invalid={invalid} {...register('tagline')} />
            )}
          </Field>
          <Field label="Brand voice" error={errors.brandVoice?.message}>
            {({ id, describedBy, invalid }) => (
              <Select id={id} aria-describedby={describedBy} aria-invalid={invalid} {...register('brandVoice')}>
                <option value="">Select a brand voice</option>
                {[...brandVoices, OTHER].map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {values.brandVoice === OTHER && (
            <Field label="Your brand voice" error={errors.customBrandVoice?.message}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  {...register('customBrandVoice')}
                />
              )}
            </Field>
          )}
          <Field label="Mission & Vision" error={errors.mission?.message}>
            {({ id, describedBy, invalid }) => (
              <textarea
                id={id}
                rows={3}
                className={inputClass}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                {...register('mission')}
              />
            )}
          </Field>
          <Field label="Our Story" error={errors.story?.message}>
            {({ id, describedBy, invalid }) => (
              <textarea
                id={id}
                rows={4}
                className={inputClass}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                {...register('story')}
              />
            )}
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Highlight text" hint="2-3 key words" error={errors.highlightText?.message}>
              {({ id, describedBy, invalid }) => (
                <Input id={id} aria-describedby={describedBy} aria-invalid={invalid} {...register('highlightText')} />
              )}
            </Field>
            <Field label="Contact email" error={errors.contactEmail?.message}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  type="email"
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  {...register('contactEmail')}
                />
              )}
            </Field>
            <Field label="LinkedIn URL (optional)" error={errors.linkedinUrl?.message}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  type="url"
                  placeholder="https://www.linkedin.com/company/..."
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  {...register('linkedinUrl')}
                />
              )}
            </Field>
            <Field label="Website URL (optional)" error={errors.websiteUrl?.message}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  type="url"
                  placeholder="https://..."
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  {...register('websiteUrl')}
                />
              )}
            </Field>
          </div>
          <div className="flex justify-between gap-2">
            <Button type="button" variant="secondary" onClick={() => setStep(1)}>
              Back
            </Button>
            <Button type="submit" isLoading={formState.isSubmitting}>
              {mode === 'create' ? 'Launch' : 'Save Changes'}
            </Button>
          </div>
        </div>
      </form>

      <aside aria-label="Preview" className="hidden lg:block">
        <p className="mb-3 text-sm font-semibold text-slate-600">Live preview</p>
        <StartupCard startup={preview} isFlipped={step === 2} onFlip={() => setStep(step)} />
      </aside>

      <Dialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Launch Your Startup"
        description="Ready to launch?"
        footer={
          <>
            <Button variant="secondary" onClick={() => setIsConfirming(false)}>
              Not Yet
            </Button>
            <Button onClick={() => void submit()} isLoading={formState.isSubmitting}>
              Launch Now
            </Button>
          </>
        }
      />
    </div>
  );
}

function Steps({ step }: { step: 1 | 2 }) {
  const items = ['Basic Info', 'Details'];
  return (
    <ol className="flex items-center gap-3" aria-label="Steps">
      {items.map((label, i) => {
        const n = i + 1;
        const isDone = step > n;
        return (
          <li key={label} className="flex items-center gap-2" aria-current={step === n ? 'step' : undefined}>
            <span
              className={cn(
                'grid size-7 place-items-center rounded-full text-xs font-bold',
                step >= n ? 'bg-brand-600 text-white' : 'bg-slate-200 text-slate-600',
              )}
            >
              {isDone ? <Check className="size-4" aria-hidden /> : n}
            </span>
            <span className={cn('text-sm font-semibold', step === n ? 'text-slate-900' : 'text-slate-500')}>
              {label}
            </span>
            {n < items.length && <span className="mx-1 h-px w-8 bg-slate-300" aria-hidden />}
          </li>
        );
      })}
    </ol>
  );
}
