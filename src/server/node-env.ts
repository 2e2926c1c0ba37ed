// Imported first by main.ts, before anything that loads React (the e-mail templates, the page renderer).
// React picks its build once, from NODE_ENV, when it is first loaded, and unset means its development
// build: several times slower at rendering pages and e-mails, and what `npm start` used to serve. So an
// unset NODE_ENV means production to the libraries, while the configuration reads what the operator set
// (config.ts), where unset still means a machine of one's own with its development aids (/dev/mail).
// Decision 034.

/** NODE_ENV as the operator set it (undefined or empty: unset), before the default below. */
export const operatorNodeEnv = process.env.NODE_ENV;

if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production';
