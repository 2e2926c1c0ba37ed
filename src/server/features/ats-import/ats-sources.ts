import { z } from 'zod';
import { ATS_LABELS, type AtsProvider } from '../../../shared/ats-import';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { retryAfterSeconds, tryAgainIn } from './ats-retry';
import { descriptionFromHtml, descriptionFromText } from './ats-text';
import { toPosting, type AtsPosting, type RawPosting } from './ats-posting';

// Each ATS's public job board API (decision 051), read as documented: Greenhouse's Job Board
// API, Lever's Postings API and Ashby's Job Posting API. Only these three hosts are ever called; the
// board name is one path segment, checked by the shared schema and encoded here.

const HOSTS: Record<AtsProvider, string> = {
  greenhouse: 'https://boards-api.greenhouse.io',
  lever: 'https://api.lever.co',
  ashby: 'https://api.ashbyhq.com',
};

/** The documented path of a board's postings, with what asks for the descriptions and pay. */
const PATHS: Record<AtsProvider, (board: string) => string> = {
  greenhouse: (board) => `/v1/boards/${encodeURIComponent(board)}/jobs?content=true&pay_transparency=true`,
  lever: (board) => `/v0/postings/${encodeURIComponent(board)}?mode=json`,
  ashby: (board) => `/posting-api/job-board/${encodeURIComponent(board)}?includeCompensation=true`,
};

/** A board answers within this, or the import says the ATS did not answer. */
export const ATS_TIMEOUT_MS = 10_000;
/** A board of a few hundred postings with descriptions is a few MB; more is not a job board. */
export const ATS_MAX_BYTES = 8 * 1024 * 1024;

export function boardUrl(config: Pick<Config, 'atsApiBases'>, ats: AtsProvider, board: string): string {
  return `${config.atsApiBases[ats] ?? HOSTS[ats]}${PATHS[ats](board)}`;
}

const unavailable = (message: string, retryAfter?: number) =>
  new AppError('ATS_UNAVAILABLE', message, undefined, retryAfter);

/** Says what happened and when to try again: when the board said (its Retry-After, passed on), else a guess in words. */
function unavailableFor(what: string, response: Response | null, fallback: string): AppError {
  const wait = retryAfterSeconds(response?.headers.get('retry-after') ?? null);
  return unavailable(`${what} Please try again ${wait ? tryAgainIn(wait) : fallback}.`, wait ?? undefined);
}

/** The board's JSON, or an error that says in plain words what went wrong. Nothing is written before this succeeds. */
async function readJson(url: string, ats: AtsProvider, board: string, timeoutMs: number): Promise<unknown> {
  const name = ATS_LABELS[ats];
  const noAnswer = () => unavailableFor(`${name} did not answer in time.`, null, 'in a few minutes');
  let response: Response;
  try {
    // No redirects: the answer must come from the ATS's own API host.
    response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw timedOut ? noAnswer() : unavailableFor(`We could not reach ${name}.`, null, 'in a few minutes');
  }
  if (response.status === 404 || response.status === 400) {
    await response.body?.cancel();
    throw new AppError(
      'ATS_BOARD_NOT_FOUND',
      `${name} has no public job board named "${board}". Check the name and try again.`,
    );
  }
  if (response.status === 429) {
    await response.body?.cancel();
    throw unavailableFor(`${name} is limiting requests right now.`, response, 'in a few minutes');
  }
  if (response.status === 503) {
    await response.body?.cancel();
    throw unavailableFor(`${name} is unavailable right now.`, response, 'in a few minutes');
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw unavailableFor(`${name} answered with an error (${response.status}).`, response, 'later');
  }
  const text = await readLimited(response, name, noAnswer);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw unavailable(`${name}'s answer was not the job board we expected. Please try again later.`);
  }
}

/** The body as text, refused past ATS_MAX_BYTES (counted as it arrives, not trusted from a header). */
async function readLimited(response: Response, name: string, noAnswer: () => AppError): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let part: ReadableStreamReadResult<Uint8Array>;
    try {
      part = await reader.read();
    } catch {
      throw noAnswer();
    }
    if (part.done) break;
    size += part.value.byteLength;
    if (size > ATS_MAX_BYTES) {
      await reader.cancel();
      throw unavailable(
        `${name}'s job board is larger than we can read (more than ${ATS_MAX_BYTES / 1024 / 1024} MB).`,
      );
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

// The documented answers, as far as the import reads them (other fields pass unread).
const text = z.string().nullish();
const greenhouseAnswer = z.object({
  jobs: z.array(
    z.object({
      id: z.union([z.number(), z.string()]),
      title: z.string(),
      absolute_url: text,
      location: z.object({ name: text }).nullish(),
      /** HTML, itself HTML-escaped ("&lt;p&gt;"), as the board API gives it. */
      content: text,
      pay_input_ranges: z
        .array(z.object({ min_cents: z.number().nullish(), max_cents: z.number().nullish(), currency_type: text }))
        .nullish(),
    }),
  ),
});
const leverAnswer = z.array(
  z.object({
    id: z.string(),
    text: z.string(),
    hostedUrl: text,
    country: text,
    workplaceType: text,
    categories: z.object({ commitment: text, location: text }).nullish(),
    description: text,
    descriptionPlain: text,
    lists: z.array(z.object({ text: text, content: text })).nullish(),
    additional: text,
    salaryRange: z
      .object({ currency: text, interval: text, min: z.number().nullish(), max: z.number().nullish() })
      .nullish(),
  }),
);
const ashbyAnswer = z.object({
  jobs: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      jobUrl: text,
      location: text,
      isListed: z.boolean().nullish(),
      isRemote: z.boolean().nullish(),
      workplaceType: text,
      employmentType: text,
      descriptionHtml: text,
      descriptionPlain: text,
      address: z
        .object({ postalAddress: z.object({ addressCountry: text, addressLocality: text }).nullish() })
        .nullish(),
      compensation: z
        .object({
          summaryComponents: z
            .array(
              z.object({
                compensationType: text,
                interval: text,
                currencyCode: text,
                minValue: z.number().nullish(),
                maxValue: z.number().nullish(),
              }),
            )
            .nullish(),
        })
        .nullish(),
    }),
  ),
});

const LEVER_PERIODS: Record<string, 'Hour' | 'Month' | 'Year'> = {
  'per-year-salary': 'Year',
  'per-month-salary': 'Month',
  'per-hour-wage': 'Hour',
};
const ASHBY_PERIODS: Record<string, 'Hour' | 'Month' | 'Year'> = {
  '1 YEAR': 'Year',
  '1 MONTH': 'Month',
  '1 HOUR': 'Hour',
};
const ASHBY_TYPES: Record<string, RawPosting['jobType']> = {
  FullTime: 'Full-time',
  PartTime: 'Part-time',
  Intern: 'Internship',
  Contract: 'Contract',
  Temporary: 'Temporary',
};
const ASHBY_WORKPLACES: Record<string, RawPosting['workplace']> = {
  OnSite: 'On-site',
  Remote: 'Remote',
  Hybrid: 'Hybrid',
};
const LEVER_WORKPLACES: Record<string, RawPosting['workplace']> = {
  onsite: 'On-site',
  remote: 'Remote',
  hybrid: 'Hybrid',
};

function fromGreenhouse(answer: z.infer<typeof greenhouseAnswer>): RawPosting[] {
  return answer.jobs.map((job) => {
    const range = job.pay_input_ranges?.[0];
    return {
      sourceId: String(job.id),
      sourceUrl: job.absolute_url ?? null,
      title: job.title,
      description: descriptionFromHtml(job.content ?? '', { isEscaped: true }),
      location: job.location?.name ?? '',
      jobType: null,
      workplace: null,
      country: null,
      city: null,
      pay:
        range?.min_cents != null
          ? {
              currency: range.currency_type ?? '',
              min: range.min_cents / 100,
              max: range.max_cents != null ? range.max_cents / 100 : null,
              period: 'Year',
            }
          : null,
      equity: null,
    };
  });
}

function fromLever(answer: z.infer<typeof leverAnswer>): RawPosting[] {
  return answer.map((posting) => {
    // The description, then each list (its heading and items), then the closing part, as the posting page shows them.
    const lists = (posting.lists ?? [])
      .map((list) => `<h3>${list.text ?? ''}</h3><ul>${list.content ?? ''}</ul>`)
      .join('');
    const html = `${posting.description ?? ''}${lists}${posting.additional ?? ''}`;
    const salary = posting.salaryRange;
    const period = salary?.interval ? LEVER_PERIODS[salary.interval] : undefined;
    return {
      sourceId: posting.id,
      sourceUrl: posting.hostedUrl ?? null,
      title: posting.text,
      description: html.trim() ? descriptionFromHtml(html) : descriptionFromText(posting.descriptionPlain ?? ''),
      location: posting.categories?.location ?? '',
      jobType: commitmentType(posting.categories?.commitment ?? ''),
      workplace: posting.workplaceType ? (LEVER_WORKPLACES[posting.workplaceType] ?? null) : null,
      country: posting.country ?? null,
      city: null,
      pay:
        salary?.min != null && period
          ? { currency: salary.currency ?? '', min: salary.min, max: salary.max ?? null, period }
          : null,
      equity: null,
    };
  });
}

function fromAshby(answer: z.infer<typeof ashbyAnswer>): RawPosting[] {
  // An unlisted posting is not on the public board: it is not offered.
  return answer.jobs
    .filter((job) => job.isListed !== false)
    .map((job) => {
      const components = job.compensation?.summaryComponents ?? [];
      const salary = components.find((c) => c.compensationType === 'Salary' && c.minValue != null);
      const equity = components.find((c) => c.compensationType === 'EquityPercentage' && c.minValue != null);
      const period = salary?.interval ? ASHBY_PERIODS[salary.interval] : undefined;
      const address = job.address?.postalAddress;
      return {
        sourceId: job.id,
        sourceUrl: job.jobUrl ?? null,
        title: job.title,
        description: job.descriptionHtml?.trim()
          ? descriptionFromHtml(job.descriptionHtml)
          : descriptionFromText(job.descriptionPlain ?? ''),
        location: job.location ?? '',
        jobType: job.employmentType ? (ASHBY_TYPES[job.employmentType] ?? null) : null,
        workplace: job.workplaceType ? (ASHBY_WORKPLACES[job.workplaceType] ?? null) : job.isRemote ? 'Remote' : null,
        country: address?.addressCountry ?? null,
        city: address?.addressLocality ?? null,
        pay:
          salary && period
            ? { currency: salary.currencyCode ?? '', min: salary.minValue!, max: salary.maxValue ?? null, period }
            : null,
        equity: equity ? { min: equity.minValue!, max: equity.maxValue ?? equity.minValue! } : null,
      };
    });
}

/** Lever's free-text commitment ("Full Time", "Internship", "Contractor"...) as one of ours, or null. */
function commitmentType(commitment: string): RawPosting['jobType'] {
  if (/intern/i.test(commitment)) return 'Internship';
  if (/part/i.test(commitment)) return 'Part-time';
  if (/contract|freelance/i.test(commitment)) return 'Contract';
  if (/temp/i.test(commitment)) return 'Temporary';
  if (/full/i.test(commitment)) return 'Full-time';
  return null;
}

/** Reads the board and answers its postings as positions would say them here. */
export async function fetchBoard(
  config: Pick<Config, 'atsApiBases'>,
  ats: AtsProvider,
  board: string,
  { timeoutMs = ATS_TIMEOUT_MS } = {},
): Promise<AtsPosting[]> {
  const json = await readJson(boardUrl(config, ats, board), ats, board, timeoutMs);
  const schema = ats === 'greenhouse' ? greenhouseAnswer : ats === 'lever' ? leverAnswer : ashbyAnswer;
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw unavailable(`${ATS_LABELS[ats]}'s answer was not the job board we expected. Please try again later.`);
  const raw =
    ats === 'greenhouse'
      ? fromGreenhouse(parsed.data as z.infer<typeof greenhouseAnswer>)
      : ats === 'lever'
        ? fromLever(parsed.data as z.infer<typeof leverAnswer>)
        : fromAshby(parsed.data as z.infer<typeof ashbyAnswer>);
  return raw.map(toPosting);
}
