import { Clock, Lightbulb, Mail, MessagesSquare, Rocket } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MAX_STARTUPS_PER_OWNER } from '../../../shared/limits';
import { marketingPages } from '../../../shared/marketing';
import { contactSubjects, firstContactError, type ContactInput } from '../../../shared/contact';
import { Alert } from '../../components/alert';
import { GithubIcon, LinkedinIcon, XIcon } from '../../components/brand-icons';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { FaqList, type Faq } from '../../components/faq-list';
import { Field, Input, Select, inputClass } from '../../components/field';
import { api, ApiError, unwrap } from '../../lib/api';
import { failureText } from '../../lib/failure';
import { clientConfig } from '../../lib/client-config';
import { useDocumentTitle } from '../../lib/use-document-title';
import { reveal } from '../../lib/reveal';

const empty: ContactInput = { name: '', email: '', subject: '', customSubject: '', message: '' };

/** The platform's own pages elsewhere: only those configured (SOCIAL_*_URL), never a bare home page. */
function configuredSocials() {
  const { linkedin, github, x } = clientConfig.social;
  return [
    { href: linkedin, label: 'LinkedIn', Icon: LinkedinIcon },
    { href: github, label: 'GitHub', Icon: GithubIcon },
    { href: x, label: 'X', Icon: XIcon },
  ].filter((social) => social.href);
}

const faqs: Faq[] = [
  {
    question: 'How quickly do you answer?',
    answer: 'We answer every message within 24 hours on working days, usually much sooner.',
  },
  {
    question: 'How many startups can I post?',
    answer: `Up to ${MAX_STARTUPS_PER_OWNER} per account while the platform is in its MVP phase.`,
  },
  { question: 'Is it free?', answer: 'Yes. Posting startups, hiring and applying are free during the beta.' },
  {
    question: 'How do I apply to a position?',
    answer: 'Open a startup, choose an open position and apply with a PDF resume of up to 5MB and two short answers.',
  },
  {
    question: 'Can incubators and accelerators work with you?',
    answer: 'Yes: choose "Incubator" or "Collaborations" as the subject and tell us about your programme.',
  },
  {
    question: 'How do I delete my account?',
    answer:
      'Open Settings from your profile menu. Deleting your account removes your profile, startups, positions, applications and files.',
  },
];

/** /contact: details, the message form (five rules in order), and common questions. */
export default function ContactPage() {
  useDocumentTitle(marketingPages['/contact'].title);
  const [values, setValues] = useState<ContactInput>(empty);
  const [error, setError] = useState<string | null>(null);
  const [isSuccess, setIsSuccess] = useState(false);
  const [isSending, setIsSending] = useState(false);
  // Counts the messages shown, so that the same error twice in a row is brought into view again.
  const [messagesShown, setMessagesShown] = useState(0);
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (messagesShown > 0) reveal(message.current);
  }, [messagesShown]);
  const socials = configuredSocials();
  const set = (name: keyof ContactInput, value: string) => setValues((v) => ({ ...v, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setIsSuccess(false);
    const problem = firstContactError(values);
    if (problem) {
      setError(problem.message);
      setMessagesShown((n) => n + 1);
      return;
    }
    setIsSending(true);
    try {
      await unwrap(api.contact.$post({ json: values }));
      setValues(empty);
      setIsSuccess(true);
      setMessagesShown((n) => n + 1);
    } catch (e) {
      // What was typed stays in the form. A server that could not send it now (5xx, 503 in an outage)
      // is the spec's "sending returned false".
      if (e instanceof ApiError && e.status === 0) setError(failureText(e));
      else if (e instanceof ApiError && e.status >= 500) setError('Failed to send message. Please try again later.');
      else setError(e instanceof ApiError && e.message ? e.message : 'Failed to send message. Please try again.');
      setMessagesShown((n) => n + 1);
    } finally {
      setIsSending(false);
    }
  }

  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-10 sm:px-6">
      <header className="max-w-2xl">
        <h1 className="text-4xl font-bold text-slate-900">Contact Us</h1>
        <p className="mt-2 text-lg text-slate-600">
          Questions, partnerships or feedback: write to us and a person from the team will answer.
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
        <Card title="Get in touch">
          {/* Rows of a finger's height, so that each link in them is easy to tap. */}
          <ul className="space-y-1 text-sm text-slate-700">
            <li className="flex min-h-11 items-center gap-3">
              <Mail className="size-5 shrink-0 text-brand-600" aria-hidden />
              <a
                href={`mailto:${clientConfig.contactEmail}`}
                className="inline-flex min-h-11 items-center break-all font-medium text-brand-700 hover:underline"
              >
                {clientConfig.contactEmail}
              </a>
            </li>
            <li className="flex min-h-11 items-center gap-3">
              <Clock className="size-5 shrink-0 text-brand-600" aria-hidden />
              We answer within 24 hours on working days.
            </li>
            {socials.map(({ href, label, Icon }) => (
              <li key={label} className="flex min-h-11 items-center gap-3">
                <Icon className="size-5 shrink-0 text-brand-600" />
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
                >
                  Follow us on {label}
                </a>
              </li>
            ))}
          </ul>
        </Card>
        <Card title="Send us a message">
          <form onSubmit={submit} noValidate className="space-y-4" aria-label="Contact form">
            <div ref={message} className="scroll-mt-24 empty:hidden">
              {error && <Alert>{error}</Alert>}
              {isSuccess && <Alert tone="success">Message sent successfully! We'll get back to you soon.</Alert>}
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Name">
                {({ id }) => (
                  <Input id={id} required value={values.name} onChange={(e) => set('name', e.target.value)} />
                )}
              </Field>
              <Field label="Email">
                {({ id }) => (
                  <Input
                    id={id}
                    type="email"
                    required
                    value={values.email}
                    onChange={(e) => set('email', e.target.value)}
                  />
                )}
              </Field>
            </div>
            <Field label="Subject">
              {({ id }) => (
                <Select id={id} required value={values.subject} onChange={(e) => set('subject', e.target.value)}>
                  <option value="">Select a subject</option>
                  {contactSubjects.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            {values.subject === 'Other' && (
              <Field label="Custom subject">
                {({ id }) => (
                  <Input
                    id={id}
                    required
                    value={values.customSubject}
                    onChange={(e) => set('customSubject', e.target.value)}
                  />
                )}
              </Field>
            )}
            <Field label="Message">
              {({ id }) => (
                <textarea
                  id={id}
                  required
                  rows={6}
                  className={inputClass}
                  value={values.message}
                  onChange={(e) => set('message', e.target.value)}
                />
              )}
            </Field>
            <Button type="submit" disabled={isSending}>
              {isSending ? 'Sending...' : 'Send Message'}
            </Button>
          </form>
        </Card>
      </div>
      <section aria-labelledby="contact-faq">
        <h2 id="contact-faq" className="text-2xl font-bold text-slate-900">
          Frequently asked
        </h2>
        <div className="mt-4 grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
          <FaqList faqs={faqs} />
          <FaqIllustration />
        </div>
      </section>
    </div>
  );
}

/** A quiet picture beside the questions: a conversation between a founder's idea and a launch. */
function FaqIllustration() {
  return (
    <div
      className="relative hidden h-72 overflow-hidden rounded-2xl bg-gradient-to-br from-brand-600 to-brand-900 lg:block"
      aria-hidden
    >
      <div className="absolute -right-10 -top-10 size-48 rounded-full bg-white/10" />
      <div className="absolute -bottom-12 -left-8 size-40 rounded-full bg-accent-400/20" />
      <span className="absolute left-1/2 top-1/2 grid size-24 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-3xl bg-white text-brand-600 shadow-xl">
        <MessagesSquare className="size-12" />
      </span>
      <span className="absolute left-10 top-10 grid size-12 place-items-center rounded-2xl bg-accent-400 text-slate-900 shadow-lg">
        <Lightbulb className="size-6" />
      </span>
      <span className="absolute bottom-10 right-10 grid size-12 place-items-center rounded-2xl bg-white/90 text-brand-700 shadow-lg">
        <Rocket className="size-6" />
      </span>
    </div>
  );
}
