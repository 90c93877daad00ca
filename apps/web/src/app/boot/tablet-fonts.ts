/**
 * Pretendard's faces for a tablet's width up (the build's tablet-fonts.ts): index.html holds their stylesheet's
 * link in a template, added to the page when the window is that wide, or once it becomes so. A phone never
 * fetches them. The dev server's page has no template (the faces are in its first stylesheet).
 */
export function addTabletFonts(page: Document = document): void {
  // The id the build's tablet-fonts.ts writes (TABLET_FONTS_TEMPLATE; its test runs this on the build's page).
  const template = page.getElementById('tablet-fonts');
  if (!(template instanceof HTMLTemplateElement)) return;
  const link = template.content.querySelector('link');
  if (!link) return;
  const wide = window.matchMedia(link.media);
  const add = () => page.head.append(link.cloneNode());
  if (wide.matches) add();
  else wide.addEventListener('change', add, { once: true });
}
