// The Privacy Policy, Terms & Conditions and Beta Agreement. They describe what this software really
// does with data (who sees a resume, what deleting an account removes, which cookie is set); keep them
// in step with the product when it changes, and have them reviewed before a public launch.

export type LegalSection = { heading: string; paragraphs: string[]; points?: string[] };
export type LegalDocument = { title: string; updated: string; intro: string; sections: LegalSection[] };

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  updated: 'November 2026',
  intro:
    'This policy explains what we collect when you use the platform, why, who can see it and how to remove it. We collect only what the platform needs to work, we do not sell your data and we do not show advertising.',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'We keep the information you give us and a little technical information needed to keep the service safe:',
      ],
      points: [
        'Account: your name, e-mail address, phone number, country and password. The password is stored only as a one-way hash that nobody, including us, can read back.',
        'Profile: whether you are a student or a professional, your title, school or company, skills, links and photo, if you add them.',
        'Startups and positions you post, including the logo and the contact e-mail you choose to show.',
        'Applications: your resume (PDF) and your answers to the application questions.',
        'Messages you send us through the contact form.',
        'Security data: the IP address and browser of each signed-in session, and counts of recent sign-in attempts per IP address, used to protect accounts from guessing attacks.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: ['We use your information to run the platform and for nothing else:'],
      points: [
        'to show your startups, positions and profile to other members;',
        'to deliver your applications to the founders you apply to, and their answers back to you;',
        'to send the e-mails you asked for: a welcome message, application status updates and notices of new startups, each of which you can turn off in Settings;',
        'to send a verification code when you ask to reset your password;',
        'to answer your messages and to keep the service secure.',
      ],
    },
    {
      heading: 'Who can see what',
      paragraphs: [
        'Startup pages and their open positions are public. Your profile (name, role, skills, links and photo) is visible to signed-in members; your e-mail address and phone number are shown only to you.',
        'Your resume and answers are visible only to you, the founder of the startup you applied to and our moderators. Your settings and notifications are visible only to you. These rules are checked by our server on every request.',
        'Your vote in the investment poll is counted in the results anonymously; nobody else sees your individual answer.',
      ],
    },
    {
      heading: 'Cookies and storage in your browser',
      paragraphs: [
        'We set one cookie, which keeps you signed in. We use no advertising or analytics cookies and no third-party trackers.',
        'While you write a startup or an application, a draft is kept in your browser’s local storage so that nothing is lost if you close the tab. It never leaves your device until you submit.',
      ],
    },
    {
      heading: 'How long we keep it, and deleting your account',
      paragraphs: [
        'We keep your information for as long as you have an account. You can delete your account at any time from Settings: this removes your profile, startups, positions, applications, resumes, photos and logos straight away, and signs you out.',
        'Messages sent through the contact form are kept for as long as we need them to answer you and to keep a record of the conversation.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You can see and correct your information on your profile, change your e-mail address and password in Settings, and delete your account. To ask for a copy of your data or for anything else about your privacy, write to us from the Contact page; we answer within 24 hours on working days.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'If we change this policy in a way that matters, we will tell you by e-mail or on the platform before the change takes effect.',
      ],
    },
  ],
};

export const termsAndConditions: LegalDocument = {
  title: 'Terms & Conditions',
  updated: 'November 2026',
  intro:
    'These terms are the agreement between you and us for using the platform. They are written to be read: please do, because by creating an account or using the platform you accept them.',
  sections: [
    {
      heading: 'Your account',
      paragraphs: [
        'You must be at least 16 years old to create an account. Give true information about yourself, keep your password to yourself and tell us if you think someone else has used your account. You are responsible for what happens under your account.',
      ],
    },
    {
      heading: 'What you post',
      paragraphs: [
        'You keep the rights to everything you post: your startups, positions, profile, resume and messages. You allow us to store and show it on the platform for as long as it is there, so that the platform can work.',
        'What you post must be true and yours to share. Positions must describe real roles with honest pay, equity and location.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['Please do not:'],
      points: [
        'post fake, misleading or illegal startups, positions or profiles;',
        'discriminate against applicants, or ask them for money to apply or to be hired;',
        'send spam or use the contact details of other members for anything but the conversation they started;',
        'copy the platform’s content in bulk, or try to get around our limits, permissions or security;',
        'upload files that contain malware or that you do not have the right to share.',
      ],
    },
    {
      heading: 'Hiring and investing',
      paragraphs: [
        'We connect people; we are not a party to any job, contract or investment agreed between members, and nothing on the platform is investment advice. Check the people and companies you deal with, as you would anywhere else.',
      ],
    },
    {
      heading: 'Moderation',
      paragraphs: [
        'Our moderators may remove startups, positions or other content that break these terms, and may suspend accounts that do so repeatedly. Where we can, we will tell you why.',
      ],
    },
    {
      heading: 'The service',
      paragraphs: [
        'The platform is in beta and is provided as it is. We work to keep it available and your data safe, but we cannot promise that it will always be available or free of errors. Features and limits, such as the number of startups per user, may change; we will tell you before a change that affects you.',
        'To the extent the law allows, we are not liable for indirect losses or for losses caused by other members. Nothing in these terms limits rights you have by law.',
      ],
    },
    {
      heading: 'Ending',
      paragraphs: [
        'You can stop using the platform and delete your account at any time from Settings. We may end these terms for an account that seriously or repeatedly breaks them.',
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'We will tell you before changing these terms in a way that matters. Questions about them are welcome through the Contact page.',
      ],
    },
  ],
};

export const betaAgreement: LegalDocument = {
  title: 'Beta Agreement',
  updated: 'November 2026',
  intro:
    'The platform is in beta: it works, people use it every day, and we are still shaping it. This agreement sets out what that means for you. It adds to the Terms & Conditions and the Privacy Policy, which apply in full.',
  sections: [
    {
      heading: 'Free during the beta',
      paragraphs: [
        'Posting startups and positions, applying and every other feature are free during the beta. If we ever introduce paid features, we will announce them by e-mail at least 30 days in advance, and nothing you already use will start costing money without your agreement.',
      ],
    },
    {
      heading: 'What to expect',
      paragraphs: ['Beta software changes often. In particular:'],
      points: [
        'features may be added, changed or removed as we learn what works;',
        'limits apply while we grow, such as three startups per user and resumes in PDF of up to 5MB;',
        'the service may sometimes be unavailable for maintenance, usually for a few minutes;',
        'you may meet errors: please tell us, and we will fix them.',
      ],
    },
    {
      heading: 'Your data in the beta',
      paragraphs: [
        'Your data is handled exactly as the Privacy Policy says; being in beta changes nothing about that. The end of the beta will not delete your account or what you posted.',
      ],
    },
    {
      heading: 'Your feedback',
      paragraphs: [
        'Feedback is the point of a beta, and we read all of it. If you send us ideas or suggestions, we may use them to improve the platform without owing you anything for them; we will never publish your name with them without asking.',
      ],
    },
    {
      heading: 'Leaving the beta',
      paragraphs: [
        'You can leave at any time by deleting your account in Settings, which removes your data as described in the Privacy Policy.',
      ],
    },
  ],
};
