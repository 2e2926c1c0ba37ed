import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { countryName } from '../../../shared/catalog';
import { countriesInBand } from '../../../shared/country-offsets';
import { isUuid } from '../../../shared/ids';
import { JOB_GONE_MESSAGE, type JobPage } from '../../../shared/job-board';
import { equityText, isPaid } from '../../../shared/job-text';
import { marketingPages, type MarketingPath } from '../../../shared/marketing';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findPublishedHead } from '../blog/blog.service';
import { getJobPage } from '../jobs/job-board.service';
import { getStartupPage } from '../startups/startups.service';

type Head = {
  title: string;
  description: string;
  path: string;
  type: 'website' | 'article';
  extra?: HtmlEscapedString | Promise<HtmlEscapedString> | '';
};

/**
 * Title, description, canonical link and Open Graph tags of a page as first served, so that search
 * engines and link previews see them without running the app. Values go through hono's html
 * template, which escapes them.
 */
async function renderHead(config: Config, { title, description, path, type, extra = '' }: Head): Promise<string> {
  const url = `${config.publicUrl}${path}`;
  const head = html`<title>${title} · ${config.platformName}</title>
    <meta name="description" content="${description}" />
    <link rel="canonical" href="${url}" />
    <meta property="og:type" content="${type}" />
    <meta property="og:site_name" content="${config.platformName}" />
    <meta property="og:title" content="${title}" />
    <meta property="og:description" content="${description}" />
    <meta property="og:url" content="${url}" />
    ${extra}`;
  return (await head).toString();
}

/** The head of a marketing page: its own title and description (shared/marketing.ts). */
export function marketingHead({ config, path }: { config: Config; path: MarketingPath }): Promise<string> {
  return renderHead(config, { ...marketingPages[path], path, type: 'website' });
}

/** The head of a published blog post, with its cover image and publication time; null for drafts and unknown slugs. */
export async function blogPostHead({
  db,
  config,
  slug,
}: {
  db: Db;
  config: Config;
  slug: string;
}): Promise<string | null> {
  const post = await findPublishedHead({ db, slug });
  if (!post) return null;
  const image = post.coverImageUrl ? new URL(post.coverImageUrl, config.publicUrl).toString() : null;
  return renderHead(config, {
    title: post.metaTitle || post.title,
    description: post.metaDescription || post.excerpt,
    path: `/blog/${encodeURIComponent(slug)}`,
    type: 'article',
    extra: html`${image ? html`<meta property="og:image" content="${image}" /><meta name="twitter:card" content="summary_large_image" />` : ''}
    ${post.publishedAt ? html`<meta property="article:published_time" content="${post.publishedAt.toISOString()}" />` : ''}`,
  });
}

const EMPLOYMENT_TYPES: Record<string, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
  Temporary: 'TEMPORARY',
};

/** The first sentences of a description, for the meta description (at most 160 characters, cut at a word). */
function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, flat.lastIndexOf(' ', max - 1))}…`;
}

/**
 * Where a remote position's applicants may live, as its page says it (decisions 025 and 064): the
 * countries its founder named; for a band of time zones, every country with a zone in the band (the
 * board's own "Can work from" rule); for "anywhere", nothing: schema.org has no "anywhere", and Google
 * asks for applicantLocationRequirements only when applicants must live in some places. Never the
 * startup's own country, which would show the position to the wrong people.
 */
function applicantCountries(
  job: Pick<JobPage['job'], 'remoteScope' | 'remoteCountries' | 'remoteUtcMin' | 'remoteUtcMax'>,
) {
  let codes: readonly string[] = [];
  if (job.remoteScope === 'countries') codes = job.remoteCountries;
  else if (job.remoteScope === 'timezones' && job.remoteUtcMin != null && job.remoteUtcMax != null)
    codes = countriesInBand(job.remoteUtcMin, job.remoteUtcMax);
  if (codes.length === 0) return {};
  const places = codes.map((code) => ({ '@type': 'Country', name: countryName(code) }));
  return { applicantLocationRequirements: places.length === 1 ? places[0] : places };
}

/**
 * What schema.org's JobPosting can say of equity and visa sponsorship (decision 036): equity and a
 * sponsored visa as `jobBenefits` (text), the sponsorship also as `eligibilityToWorkRequirement`, the
 * property for visas (applicantLocationRequirements must not be used for them). A position that does
 * not sponsor says nothing: those posted before the choice existed never said no.
 */
function equityAndVisa(job: JobPage['job']) {
  const benefits = [equityText(job, 'en-US'), job.visaSponsorship ? 'Visa sponsorship' : null].filter(Boolean);
  return {
    ...(benefits.length ? { jobBenefits: benefits.join('; ') } : {}),
    ...(job.visaSponsorship
      ? {
          eligibilityToWorkRequirement:
            'No existing work permit needed: the employer sponsors a work visa for this position.',
        }
      : {}),
  };
}

/**
 * Google's JobPosting (developers.google.com/search/docs/appearance/structured-data/job-posting):
 * its required properties (title, description, datePosted, hiringOrganization, jobLocation, or
 * TELECOMMUTE with applicantLocationRequirements) and the recommended ones we have (validThrough,
 * employmentType, baseSalary when paid, directApply, identifier); equity and visa sponsorship as
 * schema.org allows (equityAndVisa).
 */
export function jobPostingJsonLd(config: Config, { job, startup, validThrough }: JobPage) {
  const isRemote = job.locationType === 'Remote';
  const pay =
    isPaid(job.compensationType) &&
    job.compensationCurrency &&
    job.compensationPeriod &&
    job.compensationAmountMin != null;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    identifier: { '@type': 'PropertyValue', name: startup.name, value: job.id },
    datePosted: job.createdAt,
    validThrough,
    employmentType: EMPLOYMENT_TYPES[job.jobType] ?? 'OTHER',
    hiringOrganization: {
      '@type': 'Organization',
      name: startup.name,
      // Its own website says who it is; without one, its page here.
      sameAs: startup.websiteUrl || `${config.publicUrl}/startup/${encodeURIComponent(startup.slug)}`,
      logo: new URL(startup.logoUrl, config.publicUrl).toString(),
    },
    ...(isRemote
      ? { jobLocationType: 'TELECOMMUTE', ...applicantCountries(job) }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: job.locationCity ?? '',
              addressCountry: job.locationCountry ?? '',
            },
          },
        }),
    ...(pay
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.compensationCurrency,
            value: {
              '@type': 'QuantitativeValue',
              ...(job.compensationAmountMax != null && job.compensationAmountMax !== job.compensationAmountMin
                ? { minValue: job.compensationAmountMin, maxValue: job.compensationAmountMax }
                : { value: job.compensationAmountMin }),
              unitText: (job.compensationPeriod ?? '').toUpperCase(),
            },
          },
        }
      : {}),
    ...equityAndVisa(job),
    directApply: true,
  };
}

/**
 * The head of /jobs/:id: title, description, canonical link, Open Graph and the JobPosting block for
 * an open position; for one no longer open, its title and `noindex` (the page answers 410). Null for
 * an id that never was a position.
 */
export async function jobPageHead({ db, config, id }: { db: Db; config: Config; id: string }): Promise<string | null> {
  if (!isUuid(id)) return null;
  const result = await getJobPage({ db, id, actor: null }).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });
  if (!result) return null;
  const path = `/jobs/${id}`;
  if (result.kind === 'gone') {
    return renderHead(config, {
      title: JOB_GONE_MESSAGE,
      description: JOB_GONE_MESSAGE,
      path,
      type: 'website',
      extra: html`<meta name="robots" content="noindex" />`,
    });
  }
  const { job, startup } = result.page;
  // In a script element: "</script>" or "<!--" inside a text must not end it, so every "<" is escaped.
  const jsonLd = JSON.stringify(jobPostingJsonLd(config, result.page)).replace(/</g, '\\u003c');
  return renderHead(config, {
    title: `${job.title} at ${startup.name}`,
    description: summary(job.description),
    path,
    type: 'website',
    extra: html`<meta property="og:image" content="${new URL(startup.logoUrl, config.publicUrl).toString()}" />
    <script type="application/ld+json">${raw(jsonLd)}</script>`,
  });
}

/**
 * The head of a startup's page: its name (the title the page gives itself), a description, the canonical address (its
 * current slug, also for /startups/:slug) and its logo for link previews. Null for an address that is
 * not an active startup's current one (the renderer redirects old ones and answers 404 otherwise).
 */
export async function startupPageHead({
  db,
  config,
  slug,
}: {
  db: Db;
  config: Config;
  slug: string;
}): Promise<string | null> {
  if (slug.length > 300) return null;
  // Unknown, or removed by the administrator (410): the page says so, with the generic head.
  const page = await getStartupPage({ db, slug }).catch((error: unknown) => {
    if (error instanceof AppError && (error.status === 404 || error.status === 410)) return null;
    throw error;
  });
  if (!page || 'redirectTo' in page) return null;
  const { startup } = page;
  return renderHead(config, {
    title: startup.name,
    description: summary(startup.description),
    path: `/startup/${encodeURIComponent(startup.slug)}`,
    type: 'website',
    extra: html`<meta property="og:image" content="${new URL(startup.logoUrl, config.publicUrl).toString()}" />`,
  });
}
