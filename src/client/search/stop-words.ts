/**
 * Stop words: the words of a language that nearly every page has ("the", "how", "de", "und"), and in English the
 * words a question is framed with ("how many", "what happens", "look like", "I need"), which docs rarely say and so
 * would count as rare. Sent to Pagefind, they rank pages by how often they say "the" and mark every "the" in the
 * excerpts; so the query loses them, unless nothing else is left ("the who" still searches). Lists for the languages Mintlify offers that separate words by
 * spaces; Chinese, Japanese and Korean queries are left as typed.
 */
const LISTS: Record<string, string> = {
  en: 'a about after again all also am an and any anything are as at be been before being between both but by can could did do does doing during each few for from further had happen happened happens has have having he her here his how i if in into is it its itself just like look many me more most much my myself need nothing of on once only or other our own possible same see she should so some something such than that the their them then there these they this those through to too until us very want was way we were what when where which while who why will with would you your yourself',
  de: 'der die das den dem des ein eine einen einem einer und oder ist sind wie was wo wer mit von zu im in auf für an am als auch aus bei es ich ihr sie wir du nicht nach so dass',
  fr: 'le la les un une des du de et ou est sont comment que qui quoi où dans sur pour par avec au aux ce cette ces en il elle je nous vous ne pas se sa son ses',
  es: 'el la los las un una unos unas y o es son como cómo que qué quien dónde en de del al con por para su sus se lo le no mi',
  pt: 'o a os as um uma e ou é são como que qual onde em de do da dos das no na nos nas com por para se seu sua não',
  it: 'il lo la i gli le un una uno e o è sono come che cosa dove in di del della dei delle con per su se non',
  nl: 'de het een en of is zijn hoe wat waar wie in op van te met voor aan als bij dat die er niet',
};

const SETS = new Map(Object.entries(LISTS).map(([language, words]) => [language, new Set(words.split(' '))]));

/** `term` without the stop words of `language` (a BCP 47 tag; its primary subtag picks the list). */
export function searchTerms(term: string, language: string): string {
  const stop = SETS.get(language.toLowerCase().split('-')[0]);
  if (!stop) return term;
  const words = term.split(/\s+/).filter((word) => word !== '');
  const kept = words.filter((word) => !stop.has(word.toLowerCase()));
  return kept.length > 0 ? kept.join(' ') : term;
}
