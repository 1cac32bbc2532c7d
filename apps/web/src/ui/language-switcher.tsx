import { Select, useMatches } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { languageNames, languages, type Language } from '../lib/i18n';

const options = languages.map((value) => ({ value, label: languageNames[value] }));

/** en, de, fr, pt; the choice is remembered in local storage under `lang`. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const wide = useMatches({ base: false, sm: true });
  return (
    <Select
      aria-label={t('shell.language')}
      data-testid="language-switcher"
      leftSection={wide ? <IconLanguage size={16} /> : undefined}
      data={options}
      value={i18n.resolvedLanguage ?? 'en'}
      onChange={(value) => value && void i18n.changeLanguage(value as Language)}
      allowDeselect={false}
      // A phone's header: the language's name without the icon, in the room left.
      w={wide ? 150 : 110}
      style={{ flexShrink: 0 }}
      size="xs"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
