/**
 * The URL attributes of HTML elements that are checked and rewritten like markdown links (`<a href>`) and images
 * (`<img src>`, `<video src poster>`, `<audio src>`, `<source src>`), in raw HTML and in MDX alike.
 */
const HTML_URLS: Record<string, Record<string, 'link' | 'image'>> = {
  a: { href: 'link' },
  img: { src: 'image' },
  video: { src: 'image', poster: 'image' },
  audio: { src: 'image' },
  source: { src: 'image' },
};

/** Whether `attribute` of `element` is a link (`link`), a file the page loads (`image`), or neither. */
export function htmlUrlKind(element: string | null | undefined, attribute: string): 'link' | 'image' | undefined {
  return element ? HTML_URLS[element.toLowerCase()]?.[attribute.toLowerCase()] : undefined;
}
