/**
 * The family page as the build writes it: the sign-in card's lead is there with the wait, so the
 * page's text is painted before the script has asked whether the parent is signed in.
 */
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import FamilyPage from '../../src/components/public/family/FamilyPage';
import { familyTexts } from '../../src/domain/family/family';
import { islandWords } from '../../src/domain/i18n/translate.ts';
import { familyWords } from '../../src/domain/i18n/words-family.ts';
import { formsWords } from '../../src/domain/i18n/words-forms.ts';

const escaped = (text: string) => renderToString(<>{text}</>);

test('/my: the built page holds the sign-in lead and says it is signing in', () => {
  const html = renderToString(<FamilyPage words={islandWords('en', familyWords, formsWords)} />);
  expect(html).toContain(escaped(familyTexts.lead));
  expect(html).toContain(escaped(familyTexts.signingIn));
});
