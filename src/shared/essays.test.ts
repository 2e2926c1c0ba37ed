import { describe, expect, it } from 'vitest';
import { applicationLength, applicationLengthText, askedOfCandidatesText } from './application-length';
import { DEFAULT_ESSAYS, ESSAY_NOT_ASKED, essayAnswersSchemaFor, essaySettingsSchema } from './essays';

describe('the essays a position asks', () => {
  it('are both required unless the founder says otherwise', () => {
    expect(essaySettingsSchema.parse(undefined)).toEqual(DEFAULT_ESSAYS);
    expect(essaySettingsSchema.parse({ problemSolving: 'optional' })).toEqual({
      startupCulture: 'required',
      problemSolving: 'optional',
    });
    expect(essaySettingsSchema.safeParse({ startupCulture: 'maybe' }).success).toBe(false);
  });

  it('hold the answers to the choice: required non-blank, optional may be empty or absent, not asked must be absent', () => {
    const rules = essayAnswersSchemaFor({ startupCulture: 'optional', problemSolving: 'not_asked' });
    expect(rules.parse({})).toEqual({ startupCultureAnswer: '', problemSolvingAnswer: '' });
    expect(rules.parse({ startupCultureAnswer: ' Teams ' })).toEqual({
      startupCultureAnswer: 'Teams',
      problemSolvingAnswer: '',
    });
    const sent = rules.safeParse({ problemSolvingAnswer: '' });
    expect(sent.success).toBe(false);
    expect(sent.error?.issues[0]).toMatchObject({ path: ['problemSolvingAnswer'], message: ESSAY_NOT_ASKED });
    const required = essayAnswersSchemaFor(DEFAULT_ESSAYS).safeParse({
      startupCultureAnswer: '   ',
      problemSolvingAnswer: 'Fine',
    });
    expect(required.error?.issues[0]?.message).toBe('Please answer the first question about startup culture');
  });
});

describe('how long the form is', () => {
  it("counts the two standard essays, the position's questions and the resume", () => {
    expect(applicationLengthText(applicationLength({ essays: DEFAULT_ESSAYS, questions: [] }))).toBe(
      '2 short essays and your resume · about 11 minutes',
    );
    const mixed = applicationLength({
      essays: { startupCulture: 'optional', problemSolving: 'not_asked' },
      questions: [
        { kind: 'yes_no', required: true },
        { kind: 'choice', required: true },
        { kind: 'link', required: false },
      ],
    });
    expect(applicationLengthText(mixed)).toBe(
      '1 short essay (optional), 3 questions and your resume · about 8 minutes',
    );
    expect(
      applicationLengthText(
        applicationLength({ essays: { startupCulture: 'not_asked', problemSolving: 'not_asked' }, questions: [] }),
      ),
    ).toBe('your resume · about 1 minute');
  });

  it('says on the job form what candidates will be asked', () => {
    expect(askedOfCandidatesText({ essays: DEFAULT_ESSAYS, questions: [] })).toBe(
      'Candidates will be asked for their resume and 2 required essays.',
    );
    expect(
      askedOfCandidatesText({
        essays: { startupCulture: 'required', problemSolving: 'optional' },
        questions: [{ required: true }],
      }),
    ).toBe('Candidates will be asked for their resume, 1 required essay, 1 optional essay and 1 question of your own.');
  });
});
