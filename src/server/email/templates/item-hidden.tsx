import { ActionButton, Layout, render, type Brand, type RenderedEmail } from './layout';

/** The owner of an item the moderators hid: what, why, and who to write to. */
export function itemHiddenEmail(
  brand: Brand,
  params: { name: string; what: string; why: string; isAutomatic: boolean; manageUrl: string },
): RenderedEmail {
  const subject = `${params.what} has been hidden on ${brand.platformName}`;
  const how = params.isAutomatic
    ? 'Several members reported it, so it is hidden until our team has reviewed it.'
    : 'Our team reviewed the reports about it and hid it.';
  const html = render(
    <Layout brand={brand} title={subject}>
      <h1 style={{ fontSize: 22 }}>Hi {params.name},</h1>
      <p>
        {params.what} is no longer shown on {brand.platformName}. {how} The reason: {params.why}.
      </p>
      <p>If you think this is a mistake, reply to {brand.supportEmail} and tell us why; we read every message.</p>
      <ActionButton href={params.manageUrl}>Open your dashboard</ActionButton>
    </Layout>,
  );
  const text = [
    `Hi ${params.name},`,
    '',
    `${params.what} is no longer shown on ${brand.platformName}. ${how} The reason: ${params.why}.`,
    '',
    `If you think this is a mistake, write to ${brand.supportEmail} and tell us why; we read every message.`,
    '',
    `Your dashboard: ${params.manageUrl}`,
  ].join('\n');
  return { subject, html, text };
}
