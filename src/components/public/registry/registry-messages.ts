/** The words the registration islands are handed (the registry and forms areas, in the page's language). */
import type { KeyOf } from '#domain/i18n/catalogue.ts';
import type { Messages, PageWords } from '#domain/i18n/messages.ts';
import type { commonWords } from '#domain/i18n/words-common.ts';
import type { formsWords } from '#domain/i18n/words-forms.ts';
import type { registryWords } from '#domain/i18n/words-registry.ts';

export type RegistryKey = KeyOf<typeof registryWords> | KeyOf<typeof formsWords> | KeyOf<typeof commonWords>;
export type RegistryWords = PageWords<RegistryKey>;
export type RegistryMessages = Messages<RegistryKey>;
