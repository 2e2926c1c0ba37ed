import { describe, expect, it } from 'vitest';
import { asciiFallback, contentDisposition } from './content-disposition';

describe('the Content-Disposition of a download', () => {
  it('keeps letters of any alphabet in filename*, with a plain fallback', () => {
    expect(contentDisposition('attachment', 'Zoë-Product-Designer-resume.pdf')).toBe(
      `attachment; filename="Zoe-Product-Designer-resume.pdf"; filename*=UTF-8''Zo%C3%AB-Product-Designer-resume.pdf`,
    );
    expect(contentDisposition('inline', 'Łukasz-Inżynier-resume.pdf')).toBe(
      `inline; filename="-ukasz-Inzynier-resume.pdf"; filename*=UTF-8''%C5%81ukasz-In%C5%BCynier-resume.pdf`,
    );
    expect(decodeURIComponent(contentDisposition('attachment', '陈-工程师-resume.pdf').split("UTF-8''")[1]!)).toBe(
      '陈-工程师-resume.pdf',
    );
  });

  it('never lets a quote, a backslash or a line break out of the header', () => {
    expect(asciiFallback('a"b\\c\nd.pdf')).toBe('a-b-c-d.pdf');
    expect(contentDisposition('attachment', `x"'();\r\n.pdf`)).toBe(
      `attachment; filename="x-'();--.pdf"; filename*=UTF-8''x%22%27%28%29%3B%0D%0A.pdf`,
    );
  });
});
