import i18n from 'i18next';
import auth from './locales/en.json';

// The login page's English comes with the page itself, not in the first download every
// visitor makes (lib/i18n.ts): the console's first screen never needs it. Other languages'
// come with the rest of their strings (lib/other-languages.ts).
i18n.addResourceBundle('en', 'translation', { auth }, true, false);
