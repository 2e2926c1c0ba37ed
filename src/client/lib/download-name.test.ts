import { describe, expect, it } from 'vitest';
import { downloadName } from './download-name';

describe('downloadName', () => {
  it('keeps the letters of filename* over the ASCII fallback', () => {
    expect(
      downloadName(
        `attachment; filename="Zoe-Angstrom-resume.pdf"; filename*=UTF-8''Zo%C3%AB-%C3%85ngstr%C3%B6m-resume.pdf`,
        'resume.pdf',
      ),
    ).toBe('Zoë-Ångström-resume.pdf');
    expect(downloadName(`attachment; filename="Zoe.pdf"; filename*=UTF-8''%E5%BC%A0%E4%BC%9F.pdf`, 'resume.pdf')).toBe(
      '张伟.pdf',
    );
  });

  it('reads a plain filename when there is no filename*', () => {
    expect(downloadName('attachment; filename="cv.pdf"', 'resume.pdf')).toBe('cv.pdf');
  });

  it('falls back when the header is missing, has no name or cannot be read', () => {
    expect(downloadName(null, 'resume.pdf')).toBe('resume.pdf');
    expect(downloadName('attachment', 'resume.pdf')).toBe('resume.pdf');
    expect(downloadName('attachment; filename="unterminated', 'resume.pdf')).toBe('resume.pdf');
  });
});
