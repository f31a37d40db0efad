import { PAGE_SIZES } from '@school/modules/identity/contracts';

/** The spec's tables: 10 rows per page, sizes 10/25/50/100 (the contract's PAGE_SIZES), 5 page links. */
export { PAGE_SIZES };
export const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];
export const PAGE_LINKS = 5;

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** 1-based positions of the rows on a page: "showing from to to of total". */
export function pageRange(page: number, size: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = (page - 1) * size + 1;
  return { from, to: Math.min(total, page * size) };
}

/** The page links to show: at most `links` consecutive pages, the current one centred when it can be. */
export function pageWindow(page: number, pages: number, links = PAGE_LINKS): number[] {
  const count = Math.min(links, pages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** Lower case without accents, so "sao" finds "São". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
