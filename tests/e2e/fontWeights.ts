import type { Page } from '@playwright/test';

/**
 * Text the page sets in a web font at a weight none of that font's @font-face rules covers: each
 * core file keeps only the weights the site uses (scripts/fonts), so such text would be drawn at the
 * nearest weight or in synthetic bold. Elements' own text and ::before/::after/::marker content count.
 */
export function weightsOutsideFaces(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faces = new Map<string, [number, number][]>();
    for (const face of document.fonts) {
      const [min = 0, max = min] = face.weight.split(' ').map(Number);
      const family = face.family.replaceAll('"', '');
      faces.set(family, [...(faces.get(family) ?? []), [min, max]]);
    }
    const out = new Set<string>();
    const check = (style: CSSStyleDeclaration, where: string) => {
      const family = style.fontFamily.split(',')[0]?.trim().replaceAll('"', '') ?? '';
      const weight = Number(style.fontWeight);
      const ranges = faces.get(family);
      if (ranges && !ranges.some(([min, max]) => weight >= min && weight <= max)) out.add(`${where} in ${family} at ${weight}`);
    };
    for (const element of document.body.querySelectorAll('*')) {
      const where = `<${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}>`;
      for (const pseudo of ['::before', '::after', '::marker']) {
        const style = getComputedStyle(element, pseudo);
        if (!['none', 'normal', '""'].includes(style.content)) check(style, `${where}${pseudo}`);
      }
      if ([...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()))
        check(getComputedStyle(element), where);
    }
    return [...out];
  });
}
