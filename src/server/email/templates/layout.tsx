import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

// E-mails are rendered on the server with React, which escapes every value it prints.
// Every template receives the brand (platform_name, support_email, logo_url).

export type Brand = { platformName: string; supportEmail: string; logoUrl: string; publicUrl: string };
export type RenderedEmail = { subject: string; html: string; text: string };

/** The footer of an e-mail the member did not ask for by an action of their own: why it came, and the way out. */
export type UnsubscribeFooter = { url: string; reason: string };

/** `title`: the e-mail's subject, the document's title (what a browser tab, a screen reader or a web mail's "view as page" names it). */
export function Layout({
  brand,
  title,
  children,
  unsubscribe,
}: {
  brand: Brand;
  title: string;
  children: ReactNode;
  unsubscribe?: UnsubscribeFooter;
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, background: '#f8fafc', fontFamily: 'Inter, Arial, sans-serif', color: '#0f172a' }}>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ padding: '32px 12px' }}>
          <tbody>
            <tr>
              <td align="center">
                <table
                  role="presentation"
                  width="560"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 560, background: '#ffffff', borderRadius: 12, padding: 32, textAlign: 'left' }}
                >
                  <tbody>
                    <tr>
                      <td>
                        <img src={brand.logoUrl} width={40} height={40} alt={brand.platformName} />
                        {children}
                        <p style={{ marginTop: 32, fontSize: 13, color: '#64748b' }}>
                          Questions? Write to <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
                          <br />— The {brand.platformName} team
                        </p>
                        {unsubscribe && (
                          <p style={{ fontSize: 12, color: '#94a3b8' }}>
                            {unsubscribe.reason}{' '}
                            <a href={unsubscribe.url} style={{ color: '#64748b' }}>
                              Unsubscribe
                            </a>
                          </p>
                        )}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      style={{
        display: 'inline-block',
        background: '#4f46e5',
        color: '#ffffff',
        padding: '12px 20px',
        borderRadius: 8,
        textDecoration: 'none',
        fontWeight: 600,
      }}
    >
      {children}
    </a>
  );
}

export function render(element: ReactNode) {
  return `<!doctype html>${renderToStaticMarkup(element)}`;
}

/** The text part's last lines for an e-mail with an unsubscribe footer. */
export function unsubscribeText(unsubscribe: UnsubscribeFooter | undefined): string[] {
  return unsubscribe ? ['', '--', unsubscribe.reason, `Unsubscribe: ${unsubscribe.url}`] : [];
}
