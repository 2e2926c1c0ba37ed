import type { LegalDocument } from '../content/legal';

/** A legal text at a reading measure, its sections numbered so that people can refer to them. */
export function LegalDocumentView({ document, headingLevel = 2 }: { document: LegalDocument; headingLevel?: 1 | 2 }) {
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
      <Title className="text-3xl font-bold text-slate-900">{document.title}</Title>
      <p className="mt-1 text-sm text-slate-500">Last updated: {document.updated}</p>
      <p className="mt-6 max-w-prose text-lg leading-relaxed text-slate-700">{document.intro}</p>
      <ol className="mt-8 space-y-8">
        {document.sections.map((section, index) => (
          <li key={section.heading}>
            <h3 className="text-xl font-semibold text-slate-900">
              {index + 1}. {section.heading}
            </h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 max-w-prose leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
            {section.points && (
              <ul className="mt-3 max-w-prose list-disc space-y-2 pl-6 leading-relaxed text-slate-700 marker:text-brand-500">
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </article>
  );
}
